/**
 * A contract as its screen reads it (docs/domain.md "Contracts"): the detail with its items and the
 * moves the caller may make; its versions (recorded by every write, with a snapshot of the detail)
 * and the differences between two of them.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contractMonthlyAmount, itemMonthlyAmount, itemPriceQuestion } from '../../../src/shared/contract-pricing';
import { diffAsChanges, diffContracts } from '../../../src/shared/contract-diff';
import { allowedMoves, isInvoiced } from '../../../src/shared/contract-transitions';
import { toWireDay } from '../../../src/shared/calendar-day';
import type { Contract, ContractItem, ContractVersion } from '../../../src/shared/schemas/contract';
import type { Db } from '../../db/client';
import {
  companies,
  contractItems,
  contracts,
  contractTypes,
  contractVersions,
  mainContracts,
  products,
  productTranslations,
  rebateGroups,
  users,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { metadataValuesOf } from '../company/metadata-repository';
import { brusselsToday } from '../../http/csv';
import type { Caller } from '../../plugins/security';
import type { ContractPriceType } from '../../../src/shared/constants/contract';

/** The snapshot a version keeps: English names, no moves. */
export const SNAPSHOT: Caller = { userId: null, language: 'en', can: () => false };

const customer = alias(companies, 'customer');
const reseller = alias(companies, 'reseller');
const PRODUCT_LANGUAGE = { en: 'EN', nl: 'NL', fr: 'FR' } as const;

/** A stored day (or none) as the wire's. */
export const wireDay = (day: string | null) => (day === null ? null : toWireDay(day));

type PricedBy = { priceType: ContractPriceType; customerId: number; resellerId: number | null };

async function readItems(db: Db, contractId: number, viewer: Caller, contract: PricedBy): Promise<ContractItem[]> {
  const today = brusselsToday();
  const name = (language: string) =>
    sql`(select t.description from ${productTranslations} t
      where t.product_id = "contract_items"."product_id" and t.language = ${language})`;
  const rows = await db
    .select({
      item: contractItems,
      productCode: sql<string>`(select p.code from ${products} p where p.id = "contract_items"."product_id")`,
      productGuid: sql<string>`(select p.guid::text from ${products} p where p.id = "contract_items"."product_id")`,
      rebatePercentage: sql<string | null>`(select r.rebate_percentage from ${products} p
        join ${rebateGroups} r on r.id = p.rebate_group_id where p.id = "contract_items"."product_id")`,
      productName: sql<string>`coalesce(${name(PRODUCT_LANGUAGE[viewer.language])}, ${name('EN')}, '')`,
      metadatas: metadataValuesOf('contractItem', sql`"contract_items"."id"`),
    })
    .from(contractItems)
    .where(eq(contractItems.contractId, contractId))
    .orderBy(asc(contractItems.id));
  return rows.map(({ item: i, productCode, productGuid, rebatePercentage, productName, metadatas }) => {
    const unitPrice = i.unitPrice === null ? null : Number(i.unitPrice);
    const factor = Number(i.factor);
    const invoicedUntil = wireDay(i.invoicedUntil);
    return {
      contractItemId: i.id,
      contractId: i.contractId,
      productId: i.productId,
      productCode,
      productName,
      status: i.status,
      description: i.description,
      domain: i.domain,
      alreadyInvoiced: i.alreadyInvoiced,
      quantity: i.quantity,
      factor,
      unitPrice,
      productGuid,
      priceQuestion: itemPriceQuestion(contract, i, today),
      rebatePercentage: contract.priceType === 'Rebate' && rebatePercentage !== null ? Number(rebatePercentage) : null,
      dateStart: toWireDay(i.dateStart),
      dateEnd: wireDay(i.dateEnd),
      invoicedUntil,
      advancedOptions: i.advancedOptions,
      partnerCenterProfile: i.partnerCenterProfile,
      domainProfile: i.domainProfile,
      monthlyAmount: itemMonthlyAmount(i.quantity, factor, unitPrice),
      metadatas,
      allowedActions: viewer.can('contract', 'edit')
        ? allowedMoves({
            status: i.status,
            invoiced: isInvoiced({ alreadyInvoiced: i.alreadyInvoiced, invoicedUntil }),
          })
        : [],
      version: i.version,
    };
  });
}

export async function contractDetail(db: Db, id: number, viewer: Caller): Promise<Contract | null> {
  const [row] = await db
    .select({
      c: contracts,
      customerName: customer.name,
      customerPartyType: customer.partyType,
      resellerName: reseller.name,
      contractTypeCode: contractTypes.code,
      contractTypeDescription: contractTypes.description,
      mainContractName: mainContracts.name,
      metadatas: metadataValuesOf('contract', sql`"contracts"."id"`),
    })
    .from(contracts)
    .innerJoin(customer, eq(customer.id, contracts.customerId))
    .leftJoin(reseller, eq(reseller.id, contracts.resellerId))
    .innerJoin(contractTypes, eq(contractTypes.id, contracts.contractTypeId))
    .leftJoin(mainContracts, eq(mainContracts.id, contracts.mainContractId))
    .where(eq(contracts.id, id));
  if (!row) return null;
  const { c } = row;
  const items = await readItems(db, id, viewer, c);
  const invoiced = items.some((i) => isInvoiced(i));
  return {
    contractId: c.id,
    number: c.number,
    customerId: c.customerId,
    customerName: row.customerName,
    customerPartyType: row.customerPartyType,
    resellerId: c.resellerId,
    resellerName: row.resellerName,
    contractTypeId: c.contractTypeId,
    contractTypeCode: row.contractTypeCode,
    contractTypeDescription: row.contractTypeDescription,
    status: c.status,
    dateStart: toWireDay(c.dateStart),
    dateEnd: wireDay(c.dateEnd),
    calculationType: c.calculationType,
    priceType: c.priceType,
    mainContractId: c.mainContractId,
    mainContractName: row.mainContractName,
    reference: c.reference,
    description: c.description,
    metadatas: row.metadatas,
    items,
    monthlyAmount: contractMonthlyAmount(items),
    allowedActions: viewer.can('contract', 'edit') ? allowedMoves({ status: c.status, invoiced }) : [],
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    version: c.version,
  };
}

// ---------------------------------------------------------------------------------------------
// Versions

/** A version's summary: what changed, in field codes and values (the screen names the action). */
export function summaryOf(before: Contract | null, after: Contract): string {
  if (!before) return `${after.number}: ${after.items.length} item(s)`;
  const show = (v: unknown) => (v === null || v === undefined || v === '' ? '–' : String(v));
  return diffAsChanges(diffContracts(before, after))
    .filter((c) => !c.field.endsWith(' monthlyAmount'))
    .map((c) => `${c.field}: ${show(c.before)} → ${show(c.after)}`)
    .join('; ');
}

/**
 * Records the contract as it is now as its current version (the seed and every write call it in
 * the change's transaction): snapshot, monthly amount, who and what.
 */
export async function recordVersion(
  db: Db,
  contractId: number,
  action: string,
  summary: string,
  userId: number | null,
) {
  const snapshot = await contractDetail(db, contractId, SNAPSHOT);
  if (!snapshot) throw notFound();
  await db.insert(contractVersions).values({
    contractId,
    versionNumber: snapshot.version,
    action,
    summary,
    userId,
    monthlyAmount: snapshot.monthlyAmount,
    snapshot,
  });
  return snapshot;
}

/** A version as the screens show it, with the name of who made it (joined from users). */
const versionColumns = {
  contractVersionId: contractVersions.id,
  contractId: contractVersions.contractId,
  versionNumber: contractVersions.versionNumber,
  action: contractVersions.action,
  summary: contractVersions.summary,
  userName: users.name,
  createdAt: contractVersions.createdAt,
  monthlyAmount: contractVersions.monthlyAmount,
};

export async function listVersions(db: Db, contractId: number): Promise<ContractVersion[] | null> {
  const [exists] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId));
  if (!exists) return null;
  const rows = await db
    .select(versionColumns)
    .from(contractVersions)
    .leftJoin(users, eq(users.id, contractVersions.userId))
    .where(eq(contractVersions.contractId, contractId))
    .orderBy(sql`${contractVersions.versionNumber} desc`);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), monthlyAmount: Number(r.monthlyAmount) }));
}

// ---------------------------------------------------------------------------------------------
// Differences between versions

/** Two versions of a contract with their snapshots, or null when the contract or a version is missing. */
async function versionPair(db: Db, contractId: number, from: number, to: number) {
  const rows = await db
    .select({ ...versionColumns, snapshot: contractVersions.snapshot })
    .from(contractVersions)
    .leftJoin(users, eq(users.id, contractVersions.userId))
    .where(and(eq(contractVersions.contractId, contractId), inArray(contractVersions.versionNumber, [from, to])));
  const byNumber = new Map(rows.map((r) => [r.versionNumber, r]));
  const [a, b] = [byNumber.get(from), byNumber.get(to)];
  if (!a || !b) return null;
  const meta = ({ snapshot: _, ...r }: (typeof rows)[number]): ContractVersion => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    monthlyAmount: Number(r.monthlyAmount),
  });
  return {
    from: meta(a),
    to: meta(b),
    diff: diffContracts(a.snapshot as Contract, b.snapshot as Contract),
  };
}

export async function contractDifference(db: Db, contractId: number, from: number, to: number) {
  const pair = await versionPair(db, contractId, from, to);
  if (!pair) return null;
  const { diff } = pair;
  return { contractId, from: pair.from, to: pair.to, fields: diff.fields, monthlyAmount: diff.monthlyAmount };
}

export async function contractItemsDifference(db: Db, contractId: number, from: number, to: number) {
  const pair = await versionPair(db, contractId, from, to);
  if (!pair) return null;
  const { diff } = pair;
  return {
    contractId,
    from: pair.from,
    to: pair.to,
    added: diff.added,
    removed: diff.removed,
    changed: diff.changed,
    monthlyAmount: diff.monthlyAmount,
  };
}
