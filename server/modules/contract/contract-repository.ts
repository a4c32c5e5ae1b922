/**
 * Contracts in the database (docs/domain.md "Contracts"): the list (filters, search, sort, paging
 * through http/list.ts) and its export, the detail with its items and the moves the caller may make,
 * create and update of the header, items (one, several, by date) and the status moves.
 *
 * Every write goes through `changeContract`: it takes the contract's version (409 when a colleague
 * changed it meanwhile), refuses an INACTIVE contract, makes the change, then records a version
 * (snapshot, monthly amount, who and what) and a timeline event on the customer, all in one
 * transaction.
 */
import { and, asc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contractMonthlyAmount, itemMonthlyAmount, itemPriceQuestion } from '../../../src/shared/contract-pricing';
import { diffAsChanges, diffContracts } from '../../../src/shared/contract-diff';
import { allowedMoves, isInvoiced, MOVE_TARGET, moveRefusal } from '../../../src/shared/contract-transitions';
import { transferPlan, transferRefusal } from '../../../src/shared/contract-transfer';
import type { CONTRACT_SORT_COLUMNS } from '../../../src/shared/endpoints/contract';
import { dayOfWire, toWireDay } from '../../../src/shared/calendar-day';
import {
  CONTRACT_SEARCH_FIELDS,
  CONTRACT_TYPE_CODE,
  RESELLER_PARTY_TYPES,
  type ContractPriceType,
  type ContractStatus,
  type ContractTransition,
} from '../../../src/shared/schemas/constants';
import type {
  Contract,
  ContractExportQuery,
  ContractInputParsed,
  ContractItem,
  ContractItemInputParsed,
  ContractItemsBulkUpdate,
  ContractItemsByDate,
  ContractItemUpdate,
  ContractUpdate,
  CalculatePrices,
  ContractTransfer,
  LinkToMainContract,
  MainContractInputParsed,
  MainContractUpdate,
  ContractListItem,
  ContractListQuery,
  ContractVersion,
  TransitionOutcomes,
} from '../../../src/shared/schemas/contract';
import type { Db } from '../../db/client';
import {
  companies,
  contractItems,
  contracts,
  contractStatuses,
  contractTypes,
  contractVersions,
  mainContracts,
  productStatuses,
  products,
  productTranslations,
  rebateGroups,
  users,
} from '../../db/schema';
import { badRequest, conflict, notFound, type FieldErrors } from '../../http/errors';
import {
  containsPattern,
  idIn,
  idsInListOrder,
  inIdOrder,
  pagedList,
  type ListSource,
  type SortKey,
} from '../../http/list';
import { checkRecordMetadata, metadataValuesOf, writeMetadata } from '../company/metadata-repository';
import { recordEvent } from '../company/timeline';
import { repriceContract, unitPricesOf, writeUnitPrices } from './contract-prices';
import type { MetadataRow } from '../../lib/metadata';
import { brusselsToday } from '../../http/csv';
import type { Caller } from '../../plugins/security';

type SortColumn = (typeof CONTRACT_SORT_COLUMNS)[number];
/** The snapshot a version keeps: English names, no moves. */
const SNAPSHOT: Caller = { userId: null, language: 'en', can: () => false };

const customer = alias(companies, 'customer');
const reseller = alias(companies, 'reseller');
const PRODUCT_LANGUAGE = { en: 'EN', nl: 'NL', fr: 'FR' } as const;

const wireDay = (day: string | null) => (day === null ? null : toWireDay(day));
const storedDay = (wire: string | null | undefined) => (wire ? dayOfWire(wire) : null);

// ---------------------------------------------------------------------------------------------
// The list

const sorts: Record<SortColumn, SortKey> = {
  number: { key: contracts.number },
  customer: {
    key: sql`lower(${customer.name})`,
    joins: [sql`join ${companies} ${sql.identifier('customer')} on ${customer.id} = ${contracts.customerId}`],
  },
  reseller: {
    key: sql`lower(${reseller.name})`,
    joins: [sql`left join ${companies} ${sql.identifier('reseller')} on ${reseller.id} = ${contracts.resellerId}`],
    nullable: true,
  },
  contractType: {
    key: contractTypes.description,
    joins: [sql`join ${contractTypes} on ${contractTypes.id} = ${contracts.contractTypeId}`],
  },
  status: { key: contracts.status },
  dateStart: { key: contracts.dateStart },
  dateEnd: { key: contracts.dateEnd, nullable: true },
  updatedAt: { key: contracts.updatedAt },
};

const companiesNamed = (pattern: string) =>
  sql`(select ${companies.id} from ${companies} where ${companies.name} ilike ${pattern})`;

/** The search text in the fields chosen (all when none): number, customer, reseller, reference, item domain. */
function searchOf(text: string, fields: readonly string[] | undefined): SQL | undefined {
  const pattern = containsPattern(text.trim());
  const chosen = new Set(fields?.length ? fields : CONTRACT_SEARCH_FIELDS);
  return or(
    chosen.has('number') ? ilike(contracts.number, pattern) : undefined,
    chosen.has('customer') ? inArray(contracts.customerId, companiesNamed(pattern)) : undefined,
    chosen.has('reseller') ? inArray(contracts.resellerId, companiesNamed(pattern)) : undefined,
    chosen.has('reference') ? ilike(contracts.reference, pattern) : undefined,
    chosen.has('domain')
      ? inArray(
          contracts.id,
          sql`(select ${contractItems.contractId} from ${contractItems} where ${contractItems.domain} ilike ${pattern})`,
        )
      : undefined,
  );
}

function whereOf(q: ContractExportQuery): SQL | undefined {
  return and(
    inArray(contracts.status, q.statuses?.length ? q.statuses : ['ACTIVE']),
    q.contractTypeIds?.length ? inArray(contracts.contractTypeId, q.contractTypeIds) : undefined,
    q.customerIds?.length ? inArray(contracts.customerId, q.customerIds) : undefined,
    q.resellerIds?.length ? inArray(contracts.resellerId, q.resellerIds) : undefined,
    q.partyTypes?.length
      ? inArray(
          contracts.customerId,
          sql`(select ${companies.id} from ${companies} where ${inArray(companies.partyType, q.partyTypes)})`,
        )
      : undefined,
    q.productIds?.length
      ? sql`exists (select 1 from ${contractItems} where ${contractItems.contractId} = ${contracts.id}
          and ${inArray(contractItems.productId, q.productIds)})`
      : undefined,
    q.periodUntil ? lte(contracts.dateStart, q.periodUntil) : undefined,
    q.periodFrom ? or(isNull(contracts.dateEnd), gte(contracts.dateEnd, q.periodFrom)) : undefined,
    q.searchText ? searchOf(q.searchText, q.searchFields) : undefined,
  );
}

const contractList = (q: ContractExportQuery): ListSource<SortColumn> => ({
  from: contracts,
  id: contracts.id,
  where: whereOf(q),
  sorts,
  defaultOrder: [sorts.number],
});

/**
 * Lookups by key for a page's rows, written out in full: in a one-table SELECT drizzle leaves
 * column names unqualified, which a subquery would misread.
 */
const lookups = {
  customerName: sql<string>`(select c.name from ${companies} c where c.id = "contracts"."customer_id")`,
  resellerName: sql<string | null>`(select c.name from ${companies} c where c.id = "contracts"."reseller_id")`,
  contractTypeDescription: sql<string>`(select t.description from ${contractTypes} t
    where t.id = "contracts"."contract_type_id")`,
  itemCount: sql<number>`(select count(*)::int from ${contractItems} i where i.contract_id = "contracts"."id")`,
  /** The ACTIVE items' quantity x factor x unit price, each rounded to the cent (as itemMonthlyAmount). */
  monthlyAmount: sql<string>`(select coalesce(sum(round(i.quantity * i.factor * i.unit_price, 2)), 0)
    from ${contractItems} i where i.contract_id = "contracts"."id" and i.status = 'ACTIVE')`,
};

export function listContracts(db: Db, q: ContractListQuery) {
  return pagedList(db, {
    list: contractList(q),
    query: q,
    rows: (byIds) =>
      db
        .select({
          contractId: contracts.id,
          number: contracts.number,
          customerId: contracts.customerId,
          resellerId: contracts.resellerId,
          contractTypeId: contracts.contractTypeId,
          status: contracts.status,
          dateStart: contracts.dateStart,
          dateEnd: contracts.dateEnd,
          reference: contracts.reference,
          updatedAt: contracts.updatedAt,
          version: contracts.version,
          ...lookups,
        })
        .from(contracts)
        .where(byIds),
    toItem: (r): ContractListItem => ({
      ...r,
      dateStart: toWireDay(r.dateStart),
      dateEnd: wireDay(r.dateEnd),
      monthlyAmount: Number(r.monthlyAmount),
      updatedAt: r.updatedAt.toISOString(),
    }),
    idOf: (item) => item.contractId,
  });
}

export const contractIdsInOrder = (db: Db, q: ContractExportQuery) => idsInListOrder(db, contractList(q), q.orderBys);

/** The export rows of these ids, in their order; days as YYYY-MM-DD, times in Brussels. */
export async function contractExportRows(db: Db, ids: ArrayLike<number>) {
  const rows = await db
    .select({
      contractId: contracts.id,
      number: contracts.number,
      customer: lookups.customerName,
      reseller: lookups.resellerName,
      contractType: lookups.contractTypeDescription,
      status: contracts.status,
      dateStart: contracts.dateStart,
      dateEnd: contracts.dateEnd,
      monthlyAmount: lookups.monthlyAmount,
      updatedAt: sql<string>`to_char("contracts"."updated_at" at time zone 'Europe/Brussels', 'YYYY-MM-DD HH24:MI:SS')`,
    })
    .from(contracts)
    .where(idIn(contracts.id, ids));
  return inIdOrder(ids, rows, (r) => r.contractId);
}

// ---------------------------------------------------------------------------------------------
// The detail

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
function summaryOf(before: Contract | null, after: Contract): string {
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

export async function listVersions(db: Db, contractId: number): Promise<ContractVersion[] | null> {
  const [exists] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId));
  if (!exists) return null;
  const rows = await db
    .select({
      contractVersionId: contractVersions.id,
      contractId: contractVersions.contractId,
      versionNumber: contractVersions.versionNumber,
      action: contractVersions.action,
      summary: contractVersions.summary,
      userName: users.name,
      createdAt: contractVersions.createdAt,
      monthlyAmount: contractVersions.monthlyAmount,
    })
    .from(contractVersions)
    .leftJoin(users, eq(users.id, contractVersions.userId))
    .where(eq(contractVersions.contractId, contractId))
    .orderBy(sql`${contractVersions.versionNumber} desc`);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), monthlyAmount: Number(r.monthlyAmount) }));
}

// ---------------------------------------------------------------------------------------------
// Writes

type VersionAction =
  | 'updated'
  | 'itemAdded'
  | 'itemUpdated'
  | 'itemsUpdated'
  | 'statusChanged'
  | 'pricesCalculated'
  | 'subscriptionUpdated'
  | 'subscriptionSynced';

/**
 * Makes a change to a contract on the version the caller saw (null: any, for adding an item) and
 * records it: the contract's version goes up by one, a version row and a timeline event on the
 * customer, in one transaction. An INACTIVE contract is not changed (400), a stale version is
 * answered with 409 and the current contract.
 */
export async function changeContract<T>(
  db: Db,
  contractId: number,
  version: number | null,
  actor: Caller,
  action: VersionAction,
  change: (tx: Db, before: Contract) => Promise<T>,
): Promise<{ contract: Contract; result: T }> {
  const before = await contractDetail(db, contractId, SNAPSHOT);
  if (!before) throw notFound();
  const stale = async () => conflict(await contractDetail(db, contractId, actor));
  if (version !== null && before.version !== version) throw await stale();
  if (before.status === 'INACTIVE') throw badRequest('validation.contractEnded');
  const outcome = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const bumped = await tx
      .update(contracts)
      .set({ version: sql`${contracts.version} + 1`, updatedAt: new Date() })
      .where(and(eq(contracts.id, contractId), eq(contracts.version, before.version)))
      .returning({ id: contracts.id });
    if (!bumped.length) return null;
    const result = await change(tx, before);
    const after = (await contractDetail(tx, contractId, SNAPSHOT))!;
    const summary = summaryOf(before, after);
    await recordVersion(tx, contractId, action, summary, actor.userId);
    await recordEvent(tx, {
      companyId: after.customerId,
      userId: actor.userId,
      kind: 'contract',
      action: action === 'statusChanged' ? 'statusChanged' : 'updated',
      recordId: contractId,
      label: after.number,
      changes: diffAsChanges(diffContracts(before, after)),
    });
    return { result };
  });
  if (!outcome) throw await stale();
  return { contract: (await contractDetail(db, contractId, actor))!, result: outcome.result };
}

const exists = async (db: Db, query: SQL) =>
  ((await db.execute(sql`select exists (${query}) as found`)).rows[0] as { found: boolean }).found;

/** What the schema cannot check: the parties, the type and the main contract exist and fit. */
/** The customer exists and the reseller (if any) is one; problems go into `errors`. */
async function checkParties(db: Db, customerId: number, resellerId: number | null, errors: FieldErrors) {
  if (!(await exists(db, sql`select 1 from ${companies} where ${companies.id} = ${customerId}`)))
    errors.customerId = 'validation.unknown';
  if (resellerId) {
    const [r] = await db.select({ partyType: companies.partyType }).from(companies).where(eq(companies.id, resellerId));
    if (!r) errors.resellerId = 'validation.unknown';
    else if (!(RESELLER_PARTY_TYPES as readonly string[]).includes(r.partyType))
      errors.resellerId = 'companyErrors.parentNotReseller';
  }
}

async function checkHeader(db: Db, input: ContractInputParsed, contractId?: number): Promise<MetadataRow[]> {
  const errors: FieldErrors = {};
  const metadata = await checkRecordMetadata(db, 'contract', input.metadatas, contractId, errors);
  await checkParties(db, input.customerId!, input.resellerId, errors);
  if (!(await exists(db, sql`select 1 from ${contractTypes} where ${contractTypes.id} = ${input.contractTypeId}`)))
    errors.contractTypeId = 'validation.unknown';
  if (input.mainContractId) {
    const [m] = await db
      .select({ customerId: mainContracts.customerId })
      .from(mainContracts)
      .where(eq(mainContracts.id, input.mainContractId));
    if (!m || m.customerId !== input.customerId) errors.mainContractId = 'validation.unknown';
  }
  if (Object.keys(errors).length) throw badRequest('validation.failed', errors);
  return metadata;
}

const headerValues = (input: ContractInputParsed) => ({
  customerId: input.customerId!,
  resellerId: input.resellerId,
  contractTypeId: input.contractTypeId!,
  dateStart: dayOfWire(input.dateStart),
  dateEnd: storedDay(input.dateEnd),
  calculationType: input.calculationType,
  priceType: input.priceType,
  mainContractId: input.mainContractId,
  reference: input.reference,
  description: input.description,
});

export async function createContract(db: Db, input: ContractInputParsed, userId: number | null): Promise<number> {
  const metadata = await checkHeader(db, input);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .insert(contracts)
      .values({ ...headerValues(input), status: input.status })
      .returning({ id: contracts.id, number: contracts.number });
    const id = row!.id;
    await writeMetadata(tx, 'contract', id, metadata, true);
    await recordVersion(tx, id, 'created', `${row!.number}`, userId);
    await recordEvent(tx, {
      companyId: input.customerId!,
      userId,
      kind: 'contract',
      action: 'created',
      recordId: id,
      label: row!.number,
    });
    return id;
  });
}

export async function updateContract(db: Db, input: ContractUpdate, actor: Caller) {
  const metadata = await checkHeader(db, input, input.contractId);
  const { contract } = await changeContract(db, input.contractId, input.version, actor, 'updated', async (tx) => {
    // The status moves only through the moves; the header keeps its own.
    await tx.update(contracts).set(headerValues(input)).where(eq(contracts.id, input.contractId));
    if (input.metadatas) await writeMetadata(tx, 'contract', input.contractId, metadata, false);
  });
  return contract;
}

/** What an item's fields must satisfy beyond the schema: the product exists and is active (on add), a domain contract's item names its domain. */
async function checkItem(
  db: Db,
  contract: Contract,
  input: ContractItemInputParsed,
  itemId?: number,
): Promise<MetadataRow[]> {
  const errors: FieldErrors = {};
  const metadata = await checkRecordMetadata(db, 'contractItem', input.metadatas, itemId, errors);
  const [product] = await db
    .select({ statusId: products.productStatusId, status: productStatuses.description })
    .from(products)
    .innerJoin(productStatuses, eq(productStatuses.id, products.productStatusId))
    .where(eq(products.id, input.productId!));
  const current = itemId ? contract.items.find((i) => i.contractItemId === itemId) : undefined;
  if (!product) errors.productId = 'validation.unknown';
  // A decommissioned product stays on the items that have it, but is not added anew.
  else if (product.statusId !== 1 && current?.productId !== input.productId)
    errors.productId = 'validation.productInactive';
  if (contract.contractTypeCode === CONTRACT_TYPE_CODE.domain && !input.domain) errors.domain = 'validation.required';
  if (Object.keys(errors).length) throw badRequest('validation.failed', errors);
  return metadata;
}

const itemValues = (input: ContractItemInputParsed) => ({
  productId: input.productId!,
  status: input.status,
  dateStart: dayOfWire(input.dateStart),
  domain: input.domain,
  alreadyInvoiced: input.alreadyInvoiced,
  description: input.description,
  quantity: input.quantity,
  factor: input.factor,
  dateEnd: storedDay(input.dateEnd),
  invoicedUntil: storedDay(input.invoicedUntil),
  advancedOptions: input.advancedOptions,
  partnerCenterProfile: input.partnerCenterProfile,
  domainProfile: input.domainProfile,
});

export async function createItem(db: Db, input: ContractItemInputParsed, actor: Caller) {
  const contract = await contractDetail(db, input.contractId, SNAPSHOT);
  if (!contract) throw badRequest('validation.failed', { contractId: 'validation.unknown' });
  const metadata = await checkItem(db, contract, input);
  const { result } = await changeContract(db, input.contractId, null, actor, 'itemAdded', async (tx) => {
    const [row] = await tx
      .insert(contractItems)
      .values({ ...itemValues(input), contractId: input.contractId })
      .returning({ id: contractItems.id });
    await writeMetadata(tx, 'contractItem', row!.id, metadata, true);
    await repriceContract(tx, input.contractId, brusselsToday(), [row!.id]);
    return row!.id;
  });
  return { contractItemId: result };
}

/** The item of a contract, or a 404. */
async function itemOwner(db: Db, contractItemId: number) {
  const [item] = await db
    .select({ contractId: contractItems.contractId, version: contractItems.version })
    .from(contractItems)
    .where(eq(contractItems.id, contractItemId));
  if (!item) throw notFound();
  return item;
}

export async function updateItem(db: Db, input: ContractItemUpdate, actor: Caller) {
  const item = await itemOwner(db, input.contractItemId);
  if (item.contractId !== input.contractId) throw badRequest('validation.failed', { contractId: 'validation.invalid' });
  const contract = (await contractDetail(db, item.contractId, SNAPSHOT))!;
  if (item.version !== input.version) throw conflict(await contractDetail(db, item.contractId, actor));
  const metadata = await checkItem(db, contract, input, input.contractItemId);
  const { contract: after } = await changeContract(db, item.contractId, null, actor, 'itemUpdated', async (tx) => {
    const rows = await tx
      .update(contractItems)
      .set({ ...itemValues(input), version: sql`${contractItems.version} + 1`, updatedAt: new Date() })
      .where(and(eq(contractItems.id, input.contractItemId), eq(contractItems.version, input.version)))
      .returning({ id: contractItems.id });
    if (!rows.length) throw conflict(await contractDetail(db, item.contractId, actor));
    if (input.metadatas) await writeMetadata(tx, 'contractItem', input.contractItemId, metadata, false);
    await repriceContract(tx, item.contractId, brusselsToday(), [input.contractItemId]);
  });
  return after;
}

/** The items of the contract among the ids, or a 400 naming the field when one is not. */
function itemsOf(contract: Contract, ids: readonly number[]) {
  const items = contract.items.filter((i) => ids.includes(i.contractItemId));
  if (items.length !== new Set(ids).size)
    throw badRequest('validation.failed', { contractItemIds: 'validation.unknown' });
  return items;
}

const bumpItems = { version: sql`${contractItems.version} + 1`, updatedAt: new Date() };

export async function updateItems(db: Db, input: ContractItemsBulkUpdate, actor: Caller) {
  const contract = await contractDetail(db, input.contractId, SNAPSHOT);
  if (!contract) throw notFound();
  itemsOf(contract, input.contractItemIds);
  const set = {
    ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
    ...(input.factor !== undefined ? { factor: input.factor } : {}),
    ...(input.dateEnd !== undefined ? { dateEnd: storedDay(input.dateEnd) } : {}),
    ...(input.invoicedUntil !== undefined ? { invoicedUntil: storedDay(input.invoicedUntil) } : {}),
  };
  if (!Object.keys(set).length)
    throw badRequest('validation.failed', { contractItemIds: 'validation.nothingToChange' });
  const { contract: after } = await changeContract(
    db,
    input.contractId,
    input.version,
    actor,
    'itemsUpdated',
    async (tx) => {
      await tx
        .update(contractItems)
        .set({ ...set, ...bumpItems })
        .where(and(eq(contractItems.contractId, input.contractId), inArray(contractItems.id, input.contractItemIds)));
      await repriceContract(tx, input.contractId, brusselsToday(), input.contractItemIds);
    },
  );
  return after;
}

/** Every item running on the day (started on or before it, not ended before it) gets the end or start given. */
export async function updateItemsByDate(db: Db, input: ContractItemsByDate, actor: Caller) {
  const day = dayOfWire(input.date);
  const set = {
    ...(input.dateEnd !== undefined ? { dateEnd: storedDay(input.dateEnd) } : {}),
    ...(input.dateStart !== undefined ? { dateStart: dayOfWire(input.dateStart) } : {}),
  };
  if (!Object.keys(set).length) throw badRequest('validation.failed', { dateEnd: 'validation.required' });
  const { contract } = await changeContract(db, input.contractId, input.version, actor, 'itemsUpdated', async (tx) => {
    const running = and(
      eq(contractItems.contractId, input.contractId),
      lte(contractItems.dateStart, day),
      or(isNull(contractItems.dateEnd), gte(contractItems.dateEnd, day)),
    );
    const changed = await tx
      .update(contractItems)
      .set({ ...set, ...bumpItems })
      .where(running)
      .returning({ id: contractItems.id });
    if (!changed.length) throw badRequest('validation.failed', { date: 'validation.noItemsOnDate' });
  });
  return contract;
}

/**
 * Every item's unit price again from the product rules today (`calculateprices`), on the version
 * the caller read: a new version when a price changed; none changed: the contract as it is.
 */
export async function calculatePrices(db: Db, input: CalculatePrices, actor: Caller): Promise<Contract> {
  const current = await contractDetail(db, input.contractId, SNAPSHOT);
  if (!current) throw notFound();
  if (current.version !== input.version) throw conflict(await contractDetail(db, input.contractId, actor));
  if (current.status === 'INACTIVE') throw badRequest('validation.contractEnded');
  const fresh = await unitPricesOf(
    db,
    current,
    current.items.map((i) => ({
      ...i,
      id: i.contractItemId,
      dateStart: dayOfWire(i.dateStart),
      dateEnd: storedDay(i.dateEnd),
    })),
    brusselsToday(),
  );
  if (current.items.every((i) => fresh.get(i.contractItemId) === i.unitPrice))
    return (await contractDetail(db, input.contractId, actor))!;
  // The prices just computed are the ones stored (the version check makes sure nothing changed meanwhile).
  const { contract } = await changeContract(db, input.contractId, input.version, actor, 'pricesCalculated', (tx) =>
    writeUnitPrices(tx, fresh),
  );
  return contract;
}

// ---------------------------------------------------------------------------------------------
// Status moves

const invoicedOf = (items: readonly ContractItem[]) => items.some((i) => isInvoiced(i));

/**
 * A move of the whole contract: allowed from its status (contract-transitions.ts), else a 400 with
 * the reason. Its items in the same status move with it; the others keep theirs.
 */
export async function moveContract(
  db: Db,
  contractId: number,
  move: ContractTransition,
  version: number,
  actor: Caller,
): Promise<Contract> {
  const current = await contractDetail(db, contractId, SNAPSHOT);
  if (!current) throw notFound();
  if (current.version !== version) throw conflict(await contractDetail(db, contractId, actor));
  const refusal = moveRefusal(move, { status: current.status, invoiced: invoicedOf(current.items) });
  if (refusal) throw badRequest(refusal);
  const target = MOVE_TARGET[move];
  const { contract } = await changeContract(db, contractId, version, actor, 'statusChanged', async (tx, before) => {
    await tx.update(contracts).set({ status: target }).where(eq(contracts.id, contractId));
    await tx
      .update(contractItems)
      .set({ status: target, ...bumpItems })
      .where(and(eq(contractItems.contractId, contractId), eq(contractItems.status, before.status)));
  });
  return contract;
}

/**
 * A move of selected items of one contract: one request, one version; each item moves when its
 * status allows it, the others are refused with the reason. None allowed: nothing changes, and the
 * outcomes say why.
 */
export async function moveItems(
  db: Db,
  input: { contractId: number; version: number; contractItemIds: number[] },
  move: ContractTransition,
  actor: Caller,
): Promise<TransitionOutcomes> {
  const current = await contractDetail(db, input.contractId, SNAPSHOT);
  if (!current) throw notFound();
  if (current.version !== input.version) throw conflict(await contractDetail(db, input.contractId, actor));
  if (current.status === 'INACTIVE') throw badRequest('validation.contractEnded');
  const items = itemsOf(current, input.contractItemIds);
  const outcomes = items.map((item) => {
    const error = moveRefusal(move, { status: item.status, invoiced: isInvoiced(item) });
    return { contractItemId: item.contractItemId, ok: error === null, error };
  });
  const moving = outcomes.filter((o) => o.ok).map((o) => o.contractItemId);
  if (!moving.length) return { contract: (await contractDetail(db, input.contractId, actor))!, outcomes };
  const target: ContractStatus = MOVE_TARGET[move];
  const { contract } = await changeContract(db, input.contractId, input.version, actor, 'statusChanged', (tx) =>
    tx
      .update(contractItems)
      .set({ status: target, ...bumpItems })
      .where(and(eq(contractItems.contractId, input.contractId), inArray(contractItems.id, moving)))
      .then(() => undefined),
  );
  return { contract, outcomes };
}

// ---------------------------------------------------------------------------------------------
// Reference lists

export const contractTypeOptions = (db: Db) =>
  db
    .select({
      contractTypeId: contractTypes.id,
      code: contractTypes.code,
      description: contractTypes.description,
      calculationType: contractTypes.calculationType,
    })
    .from(contractTypes)
    .orderBy(asc(contractTypes.description));

export const contractStatusOptions = (db: Db) =>
  db
    .select({
      contractStatusId: contractStatuses.id,
      code: contractStatuses.code,
      description: contractStatuses.description,
    })
    .from(contractStatuses)
    .orderBy(asc(contractStatuses.id));

/** Companies by name (at most 50), resellers only for the reseller role; or the ones asked for by id. */
export const partyOptions = (
  db: Db,
  q: { role?: 'customer' | 'reseller' | undefined; searchText?: string | undefined; ids?: number[] | undefined },
) =>
  db
    .select({
      companyId: companies.id,
      name: companies.name,
      vatNumber: companies.vatNumber,
      partyType: companies.partyType,
      parentCompanyId: companies.parentCompanyId,
    })
    .from(companies)
    .where(
      q.ids?.length
        ? inArray(companies.id, q.ids)
        : and(
            eq(companies.status, 'active'),
            q.role === 'reseller' ? inArray(companies.partyType, [...RESELLER_PARTY_TYPES]) : undefined,
            q.searchText
              ? or(
                  ilike(companies.name, containsPattern(q.searchText)),
                  ilike(companies.vatNumber, containsPattern(q.searchText)),
                )
              : undefined,
          ),
    )
    .orderBy(sql`lower(${companies.name})`, asc(companies.id))
    .limit(50);

/** Active products by code or name in any language (at most 50); or the ones asked for by id. */
export const productOptions = (db: Db, q: { searchText?: string | undefined; ids?: number[] | undefined }) => {
  const pattern = q.searchText ? containsPattern(q.searchText) : null;
  return db
    .select({
      productId: products.id,
      code: products.code,
      name: sql<string>`coalesce((select t.description from ${productTranslations} t
        where t.product_id = "products"."id" and t.language = 'EN'), '')`,
      productTypeCode: sql<string>`(select pt.code from product_types pt where pt.id = "products"."product_type_id")`,
    })
    .from(products)
    .where(
      q.ids?.length
        ? inArray(products.id, q.ids)
        : and(
            eq(products.productStatusId, 1),
            pattern
              ? or(
                  ilike(products.code, pattern),
                  inArray(
                    products.id,
                    sql`(select ${productTranslations.productId} from ${productTranslations}
                      where ${productTranslations.description} ilike ${pattern})`,
                  ),
                )
              : undefined,
          ),
    )
    .orderBy(sql`lower(${products.code})`)
    .limit(50);
};

// ---------------------------------------------------------------------------------------------
// Differences between versions

/** Two versions of a contract with their snapshots, or null when the contract or a version is missing. */
async function versionPair(db: Db, contractId: number, from: number, to: number) {
  const rows = await db
    .select({
      contractVersionId: contractVersions.id,
      contractId: contractVersions.contractId,
      versionNumber: contractVersions.versionNumber,
      action: contractVersions.action,
      summary: contractVersions.summary,
      userName: users.name,
      createdAt: contractVersions.createdAt,
      monthlyAmount: contractVersions.monthlyAmount,
      snapshot: contractVersions.snapshot,
    })
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

// ---------------------------------------------------------------------------------------------
// Transfer

/**
 * Transfers a contract to another party (contract-transfer.ts): in one transaction the old contract
 * and its running items end the day before the date (INACTIVE when that is past), a new contract of
 * the same type starts on the date with those items (their metadata too), priced for the new
 * parties; each gets a version and an event on its customer's timeline. A failure leaves nothing.
 */
export async function transferContract(
  db: Db,
  contractId: number,
  input: ContractTransfer,
  actor: Caller,
): Promise<{ from: Contract; to: Contract }> {
  const before = await contractDetail(db, contractId, SNAPSHOT);
  if (!before) throw notFound();
  if (before.version !== input.version) throw conflict(await contractDetail(db, contractId, actor));
  const date = dayOfWire(input.dateStart);
  const refusal = transferRefusal(
    { ...before, dateStart: dayOfWire(before.dateStart), dateEnd: storedDay(before.dateEnd) },
    date,
  );
  if (refusal) throw badRequest('validation.failed', { dateStart: refusal });
  const partyErrors: FieldErrors = {};
  await checkParties(db, input.customerId!, input.resellerId, partyErrors);
  if (Object.keys(partyErrors).length) throw badRequest('validation.failed', partyErrors);
  const today = brusselsToday();
  const plan = transferPlan(
    before.items.map((i) => ({
      id: i.contractItemId,
      dateStart: dayOfWire(i.dateStart),
      dateEnd: storedDay(i.dateEnd),
      status: i.status,
    })),
    date,
    today,
  );
  const newId = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const bumped = await tx
      .update(contracts)
      .set({
        dateEnd: plan.oldEnd,
        ...(plan.endsNow ? { status: 'INACTIVE' as const } : {}),
        version: sql`${contracts.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(contracts.id, contractId), eq(contracts.version, input.version)))
      .returning({ id: contracts.id });
    if (!bumped.length) return null;
    const [created] = await tx
      .insert(contracts)
      .values({
        customerId: input.customerId!,
        resellerId: input.resellerId,
        contractTypeId: before.contractTypeId,
        status: before.status === 'QUOTE' ? 'QUOTE' : 'ACTIVE',
        dateStart: date,
        dateEnd: storedDay(before.dateEnd),
        calculationType: before.calculationType,
        priceType: before.priceType,
        reference: input.reference ?? before.reference,
        description: before.description,
      })
      .returning({ id: contracts.id, number: contracts.number });
    const to = created!;
    await tx.execute(sql`insert into contract_metadata (contract_id, metadata_id, value)
      select ${to.id}, metadata_id, value from contract_metadata where contract_id = ${contractId}`);
    for (const item of plan.moving) {
      await tx.execute(sql`with copied as (
          insert into contract_items (contract_id, product_id, status, description, domain, already_invoiced, quantity,
            factor, date_start, date_end, invoiced_until, advanced_options, partner_center_profile, domain_profile)
          select ${to.id}, product_id, case when status = 'INACTIVE' then 'ACTIVE' else status end, description, domain,
            false, quantity, factor, ${item.dateStart}::date, ${item.dateEnd}::date, null, advanced_options,
            partner_center_profile, domain_profile
          from contract_items where id = ${item.id}
          returning id)
        insert into contract_item_metadata (contract_item_id, metadata_id, value)
          select copied.id, m.metadata_id, m.value from copied, contract_item_metadata m where m.contract_item_id = ${item.id}`);
    }
    for (const item of plan.ending)
      await tx
        .update(contractItems)
        .set({ dateEnd: item.dateEnd, ...(plan.endsNow ? { status: 'INACTIVE' as const } : {}), ...bumpItems })
        .where(eq(contractItems.id, item.id));
    // Ended now: every item of the old contract ends with it (those that ended before too).
    if (plan.endsNow)
      await tx
        .update(contractItems)
        .set({ status: 'INACTIVE', ...bumpItems })
        .where(and(eq(contractItems.contractId, contractId), sql`${contractItems.status} <> 'INACTIVE'`));
    await repriceContract(tx, to.id, today);
    const oldAfter = (await contractDetail(tx, contractId, SNAPSHOT))!;
    const newAfter = (await contractDetail(tx, to.id, SNAPSHOT))!;
    await recordVersion(
      tx,
      contractId,
      'transferred',
      `→ ${to.number} (${newAfter.customerName}) ${date}`,
      actor.userId,
    );
    await recordVersion(tx, to.id, 'created', `← ${before.number} (${before.customerName}) ${date}`, actor.userId);
    await recordEvent(tx, {
      companyId: before.customerId,
      userId: actor.userId,
      kind: 'contract',
      action: 'transferred',
      recordId: contractId,
      label: before.number,
      changes: [
        ...diffAsChanges(diffContracts(before, oldAfter)),
        { field: 'transferredTo', before: null, after: `${to.number} (${newAfter.customerName})` },
      ],
    });
    await recordEvent(tx, {
      companyId: newAfter.customerId,
      userId: actor.userId,
      kind: 'contract',
      action: 'transferred',
      recordId: to.id,
      label: to.number,
      changes: [{ field: 'transferredFrom', before: null, after: `${before.number} (${before.customerName})` }],
    });
    return to.id;
  });
  if (newId === null) throw conflict(await contractDetail(db, contractId, actor));
  const [from, to] = await Promise.all([contractDetail(db, contractId, actor), contractDetail(db, newId, actor)]);
  return { from: from!, to: to! };
}

// ---------------------------------------------------------------------------------------------
// Main contracts

const mainContractColumns = {
  mainContractId: mainContracts.id,
  customerId: mainContracts.customerId,
  customerName: sql<string>`(select c.name from ${companies} c where c.id = "main_contracts"."customer_id")`,
  name: mainContracts.name,
  contractCount: sql<number>`(select count(*)::int from ${contracts} k where k.main_contract_id = "main_contracts"."id")`,
  version: mainContracts.version,
};

/** Main contracts of a customer (or all), by name; at most 100. */
export const mainContractOptions = (
  db: Db,
  q: { customerId?: number | undefined; searchText?: string | undefined },
  exceptId?: number | null,
) =>
  db
    .select(mainContractColumns)
    .from(mainContracts)
    .where(
      and(
        q.customerId ? eq(mainContracts.customerId, q.customerId) : undefined,
        q.searchText ? ilike(mainContracts.name, containsPattern(q.searchText)) : undefined,
        exceptId ? sql`${mainContracts.id} <> ${exceptId}` : undefined,
      ),
    )
    .orderBy(sql`lower(${mainContracts.name})`, asc(mainContracts.id))
    .limit(100);

/** The main contracts of the contract's customer other than the one it is linked to; null for a missing contract. */
export async function otherMainContracts(db: Db, contractId: number) {
  const [c] = await db
    .select({ customerId: contracts.customerId, mainContractId: contracts.mainContractId })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!c) return null;
  return mainContractOptions(db, { customerId: c.customerId }, c.mainContractId);
}

async function checkMainContractCustomer(db: Db, customerId: number) {
  if (!(await exists(db, sql`select 1 from ${companies} where ${companies.id} = ${customerId}`)))
    throw badRequest('validation.failed', { customerId: 'validation.unknown' });
}

export async function createMainContract(db: Db, input: MainContractInputParsed) {
  await checkMainContractCustomer(db, input.customerId!);
  const [row] = await db
    .insert(mainContracts)
    .values({ customerId: input.customerId!, name: input.name })
    .returning({ id: mainContracts.id });
  return row!.id;
}

const mainContractById = async (db: Db, id: number) =>
  (await db.select(mainContractColumns).from(mainContracts).where(eq(mainContracts.id, id)))[0] ?? null;

/** Renames on the version read; a main contract with contracts keeps its customer. */
export async function updateMainContract(db: Db, input: MainContractUpdate) {
  const current = await mainContractById(db, input.mainContractId);
  if (!current) throw notFound();
  if (current.version !== input.version) throw conflict(current);
  await checkMainContractCustomer(db, input.customerId!);
  if (current.contractCount > 0 && current.customerId !== input.customerId)
    throw badRequest('validation.failed', { customerId: 'validation.mainContractInUse' });
  const [row] = await db
    .update(mainContracts)
    .set({
      customerId: input.customerId!,
      name: input.name,
      version: sql`${mainContracts.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(mainContracts.id, input.mainContractId), eq(mainContracts.version, input.version)))
    .returning({ id: mainContracts.id });
  if (!row) throw conflict(await mainContractById(db, input.mainContractId));
  return (await mainContractById(db, input.mainContractId))!;
}

/** Links the contract to a main contract of its own customer (null: unlinks), as a version. */
export async function linkToMainContract(db: Db, input: LinkToMainContract, actor: Caller) {
  const current = await contractDetail(db, input.contractId, SNAPSHOT);
  if (!current) throw notFound();
  if (input.mainContractId !== null) {
    const main = await mainContractById(db, input.mainContractId);
    if (!main || main.customerId !== current.customerId)
      throw badRequest('validation.failed', {
        mainContractId: main ? 'validation.otherCustomer' : 'validation.unknown',
      });
  }
  const { contract } = await changeContract(db, input.contractId, input.version, actor, 'updated', (tx) =>
    tx
      .update(contracts)
      .set({ mainContractId: input.mainContractId })
      .where(eq(contracts.id, input.contractId))
      .then(() => undefined),
  );
  return contract;
}
