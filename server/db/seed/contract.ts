/**
 * Demo contracts (docs/domain.md "Contracts"): the statuses and types, the contract and contract
 * item metadata definitions, and about 150 contracts of the demo end users (companies 1 to 300) in
 * every status and type: quotes, suspended and ended ones, main contracts grouping a few, some with
 * three versions. Deterministic (a fixed random seed per contract, days as YYYY-MM-DD). Each demo
 * contract is priced by the product price rules (repriceContract on 2026-11-01) and gets its first
 * version (recordVersion), as the API writes them.
 *
 * The end-to-end tests rely on this: the first demo customer with contracts (the lowest company id
 * with contracts, company 1) has a QUOTE contract, a SUSPENDED contract with at least three items of
 * which at least two are SUSPENDED, and an ACTIVE o365NCE contract.
 *
 * The large size adds 50,000 contracts with 200,000 items over the other end users (ids above 300),
 * generated in the database with INSERT ... SELECT generate_series and priced in the same statement
 * (no version rows for those).
 */
import { sql } from 'drizzle-orm';
import {
  CONTRACT_METADATA_CODE,
  CONTRACT_STATUS,
  MIGRATED_VALUE,
  type CalculationType,
  type ContractPriceType,
  type ContractStatus,
  type MetadataAccessibility,
  type MetadataDataType,
  type MetadataEntity,
} from '../../../src/shared/schemas/constants';
import { ncePlanOf, renewalAfter, SUBSCRIPTION_METADATA_CODE } from '../../../src/shared/subscription';
import type { SeedSize } from '../../config';
import { repriceContract } from '../../modules/contract/contract-prices';
import { recordVersion } from '../../modules/contract/contract-detail';
import type { Db } from '../client';
import {
  contractItemMetadata,
  contractItems,
  contractMetadata,
  contracts,
  contractStatuses,
  contractTypes,
  mainContracts,
  metadataDefinitions,
} from '../schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The day the demo contracts are priced on (a month start, so every tier of the year applies). */
const PRICE_DAY = '2026-11-01';
/** The last month end before PRICE_DAY: what running items are invoiced until. */
const LAST_MONTH_END = '2026-10-31';
/** Items start between these days. */
const FIRST_START = '2023-01-01';
const LAST_START = '2026-10-01';
/** Items that started before this came from the old administration (MIGRATIONDATE = MIGRATED). */
const MIGRATION_DAY = '2024-01-01';
/** NCE subscriptions renew next after this day (the end of the month the demo data is made for). */
const RENEWALS_AFTER = '2026-11-30';
/** The demo customers are the first companies; the large contracts go to the others. */
const DEMO_COMPANIES = 300;

const STATUS_ROWS: { code: ContractStatus; description: string }[] = [
  { code: 'INACTIVE', description: 'Inactive' },
  { code: 'QUOTE', description: 'Quote' },
  { code: 'ACTIVE', description: 'Active' },
  { code: 'SUSPENDED', description: 'Suspended' },
  { code: 'ACTIVE_NOINVOICE', description: 'Active (not invoiced)' },
];

type TypeCode = 'domain' | 'o365NCE' | 'hosting' | 'support' | 'azure' | 'setup';

/** The contract types, with the product types their items are chosen from. */
const TYPES: {
  code: TypeCode;
  description: string;
  calculationType: CalculationType;
  productTypes: string[];
  /** Share of the large seed's contracts, percent. */
  share: number;
}[] = [
  {
    code: 'domain',
    description: 'Domain names',
    calculationType: 'invoicedUpFront',
    productTypes: ['DOMAIN', 'SSL'],
    share: 20,
  },
  {
    code: 'o365NCE',
    description: 'Microsoft 365 NCE licences',
    calculationType: 'invoicedUpFront',
    productTypes: ['MS_NCE'],
    share: 35,
  },
  { code: 'hosting', description: 'Hosting', calculationType: 'invoicedUpFront', productTypes: ['HOSTING'], share: 15 },
  { code: 'support', description: 'Support', calculationType: 'invoicedAfter', productTypes: ['SUPPORT'], share: 12 },
  {
    code: 'azure',
    description: 'Azure consumption',
    calculationType: 'payPerUse',
    productTypes: ['MS_AZURE'],
    share: 8,
  },
  {
    code: 'setup',
    description: 'One-time services',
    calculationType: 'oneTime',
    productTypes: ['SERVICE_FEE'],
    share: 10,
  },
];

type Definition = {
  entity: MetadataEntity;
  code: string;
  category: string;
  dataType: MetadataDataType;
  accessibility: MetadataAccessibility;
  showOnCreate?: boolean;
};

/**
 * MIGRATIONDATE holds MIGRATED on items taken over from the old administration (spec 02 section 9),
 * so it is a STRING: a DATE definition would refuse the value when an item is saved back unchanged.
 * LASTPERIODINVOICEDADMIN is the last month end the old administration invoiced such an item for.
 */
const DEFINITIONS: Definition[] = [
  {
    entity: 'contract',
    code: 'PONUMBER',
    category: 'Invoicing',
    dataType: 'STRING',
    accessibility: 'Editable',
    showOnCreate: true,
  },
  { entity: 'contract', code: 'ACCOUNTMANAGER', category: 'Sales', dataType: 'STRING', accessibility: 'Editable' },
  {
    entity: 'contractItem',
    code: CONTRACT_METADATA_CODE.migrationDate,
    category: 'Migration',
    dataType: 'STRING',
    accessibility: 'ReadOnly',
  },
  {
    entity: 'contractItem',
    code: CONTRACT_METADATA_CODE.lastPeriodInvoiced,
    category: 'Invoicing',
    dataType: 'DATE',
    accessibility: 'ReadOnly',
  },
  {
    entity: 'contractItem',
    code: SUBSCRIPTION_METADATA_CODE.subscriptionId,
    category: 'Partner Center',
    dataType: 'GUID',
    accessibility: 'ReadOnly',
  },
  {
    entity: 'contractItem',
    code: SUBSCRIPTION_METADATA_CODE.renewalDate,
    category: 'Partner Center',
    dataType: 'DATE',
    accessibility: 'ReadOnly',
  },
];

const MANAGERS = ['Sofie Peeters', 'Thomas Dubois', 'Lotte Janssens', 'Julien Lambert'];

const DESCRIPTIONS: Record<TypeCode, string> = {
  domain: 'Domain names and certificates',
  o365NCE: 'Microsoft 365 licences',
  hosting: 'Web and mail hosting',
  support: 'Support and project hours',
  azure: 'Azure plan',
  setup: 'Onboarding and migration',
};

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayOf(dayNumber(day) + days);
/** The last day of the day's month. */
function monthEnd(day: string) {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}
const minDay = (a: string, b: string) => (a < b ? a : b);

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A valid (version 4) GUID from a number. */
const guidOf = (n: number) =>
  `${((n * 2_654_435_761) >>> 0).toString(16).padStart(8, '0')}-${(n % 65_536).toString(16).padStart(4, '0')}-4${(
    (n * 40_503) %
    4_096
  )
    .toString(16)
    .padStart(3, '0')}-a000-${String(n).padStart(12, '0')}`;

type Customer = { id: number; name: string; resellerId: number | null; active: boolean };
type Product = { id: number; code: string };

type ItemPlan = {
  productId: number;
  productCode: string;
  status: ContractStatus;
  description: string | null;
  domain: string | null;
  alreadyInvoiced: boolean;
  quantity: number;
  factor: number;
  dateStart: string;
  dateEnd: string | null;
  invoicedUntil: string | null;
  metadata: [string, string][];
};

type ContractPlan = {
  key: number;
  customer: Customer;
  type: TypeCode;
  status: ContractStatus;
  priceType: ContractPriceType;
  reference: string | null;
  metadata: [string, string][];
  items: ItemPlan[];
  /** Index into the main contracts, or null. */
  main: number | null;
};

const TYPE_CYCLE: TypeCode[] = [
  'o365NCE',
  'domain',
  'hosting',
  'o365NCE',
  'support',
  'setup',
  'o365NCE',
  'domain',
  'azure',
  'o365NCE',
  'hosting',
  'support',
  'o365NCE',
  'domain',
  'setup',
  'o365NCE',
  'hosting',
  'azure',
  'o365NCE',
  'domain',
];
const STATUS_CYCLE: ContractStatus[] = [
  'ACTIVE',
  'ACTIVE',
  'QUOTE',
  'ACTIVE',
  'SUSPENDED',
  'ACTIVE',
  'ACTIVE_NOINVOICE',
  'ACTIVE',
  'QUOTE',
  'ACTIVE',
  'INACTIVE',
  'ACTIVE',
  'ACTIVE',
  'SUSPENDED',
  'ACTIVE',
  'QUOTE',
  'ACTIVE',
  'ACTIVE_NOINVOICE',
  'ACTIVE',
  'INACTIVE',
];

/** The first demo customer's contracts (the end-to-end tests rely on them, see the file comment). */
const FIRST_CUSTOMER_PLAN: { type: TypeCode; status: ContractStatus; items: ContractStatus[] }[] = [
  { type: 'o365NCE', status: 'ACTIVE', items: ['ACTIVE', 'ACTIVE', 'ACTIVE'] },
  { type: 'hosting', status: 'QUOTE', items: ['QUOTE', 'QUOTE'] },
  { type: 'support', status: 'SUSPENDED', items: ['SUSPENDED', 'SUSPENDED', 'SUSPENDED', 'ACTIVE'] },
  { type: 'domain', status: 'ACTIVE', items: ['ACTIVE', 'ACTIVE', 'ACTIVE'] },
];

/** How many demo contracts (the first customer's included). */
const DEMO_CONTRACTS = 150;

function planContracts(customers: Customer[], productsOf: Map<TypeCode, Product[]>): ContractPlan[] {
  const plans: ContractPlan[] = [];
  let domainNumber = 0;
  const plan = (
    key: number,
    customer: Customer,
    type: TypeCode,
    wanted: ContractStatus,
    itemStatuses: ContractStatus[] | null,
  ) => {
    const next = random(key * 7_919 + 13);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    // An inactive customer keeps only ended contracts.
    const status: ContractStatus = customer.active ? wanted : 'INACTIVE';
    const count = itemStatuses?.length ?? 1 + Math.floor(next() * 6);
    const ended = status === 'INACTIVE';
    // Ended contracts started before 2025; the others any time up to LAST_START.
    const span = dayNumber(ended ? '2025-01-01' : LAST_START) - dayNumber(FIRST_START);
    const base = addDays(FIRST_START, Math.floor(next() * span));
    const end = ended ? monthEnd(addDays(base, 300 + Math.floor(next() * 300))) : null;
    const endDay = end && end > '2026-10-31' ? '2026-10-31' : end;
    const products = productsOf.get(type)!;
    const items: ItemPlan[] = [];
    for (let i = 0; i < count; i++) {
      const product = pick(products);
      // The first item starts the contract; the others later (never after LAST_START).
      const dateStart = i === 0 ? base : minDay(addDays(base, Math.floor(next() * 240)), LAST_START);
      let itemStatus: ContractStatus = itemStatuses?.[i] ?? status;
      // A few items of an active contract in another status: a suspended licence, a quote not yet signed.
      if (!itemStatuses && status === 'ACTIVE' && count > 1 && i === count - 1) {
        const r = next();
        if (r < 0.15) itemStatus = 'SUSPENDED';
        else if (r < 0.25) itemStatus = 'QUOTE';
      }
      const domainItem = type === 'domain';
      let domain: string | null = null;
      if (domainItem) {
        domainNumber++;
        const tld = /^DOM-([A-Z]+)-(REG|TRF|REN)$/.exec(product.code)?.[1]?.toLowerCase() ?? 'be';
        domain = `${slug(customer.name).split('-')[0] || 'klant'}-${domainNumber}.${tld}`;
      }
      const quantity =
        type === 'o365NCE'
          ? 1 + Math.floor(next() * 50)
          : type === 'support'
            ? 1 + Math.floor(next() * 20)
            : type === 'hosting' || type === 'setup'
              ? 1 + Math.floor(next() * 3)
              : 1;
      const factor = !domainItem && next() < 0.12 ? 0.5 : 1;
      const calculation = TYPES.find((t) => t.code === type)!.calculationType;
      const running = itemStatus === 'ACTIVE' || itemStatus === 'SUSPENDED' || itemStatus === 'INACTIVE';
      // Invoiced: a one-time item once started; periodic ones until the last month end (or their end).
      const alreadyInvoiced = calculation === 'oneTime' && running && next() < 0.8;
      let invoicedUntil: string | null = null;
      if (calculation !== 'oneTime' && running && dateStart <= '2026-09-30') {
        if (itemStatus === 'INACTIVE') invoicedUntil = endDay;
        else invoicedUntil = next() < 0.85 ? LAST_MONTH_END : '2026-09-30';
      }
      const metadata: [string, string][] = [];
      if (dateStart < MIGRATION_DAY && running) {
        metadata.push([CONTRACT_METADATA_CODE.migrationDate, MIGRATED_VALUE]);
        metadata.push([CONTRACT_METADATA_CODE.lastPeriodInvoiced, '2023-12-31']);
      }
      const plan = type === 'o365NCE' && itemStatus !== 'QUOTE' ? ncePlanOf(product.code) : null;
      if (plan) {
        metadata.push([SUBSCRIPTION_METADATA_CODE.subscriptionId, guidOf(key * 10 + i + 1)]);
        metadata.push([SUBSCRIPTION_METADATA_CODE.renewalDate, renewalAfter(dateStart, plan.term, RENEWALS_AFTER)]);
      }
      items.push({
        productId: product.id,
        productCode: product.code,
        status: itemStatus,
        description: next() < 0.2 ? (domain ? `Website ${domain}` : `Cost centre ${100 + (key % 40)}`) : null,
        domain,
        alreadyInvoiced,
        quantity: domainItem ? 1 : quantity,
        factor,
        dateStart,
        dateEnd: ended ? endDay : null,
        invoicedUntil,
        metadata,
      });
    }
    // PartnerPrice only through a reseller.
    const r = next();
    const priceType: ContractPriceType =
      r < 0.7 ? 'RRP' : r < 0.8 ? 'Rebate' : r < 0.9 && customer.resellerId ? 'PartnerPrice' : 'EnduserPrice';
    const contractMetadata: [string, string][] = [];
    if (key % 3 === 0) contractMetadata.push(['PONUMBER', `4500${String(100_000 + key * 37).padStart(6, '0')}`]);
    if (key % 2 === 0) contractMetadata.push(['ACCOUNTMANAGER', MANAGERS[key % MANAGERS.length]!]);
    plans.push({
      key,
      customer,
      type,
      status,
      priceType,
      reference: key % 4 === 1 ? `PO-${base.slice(0, 4)}-${String(key).padStart(4, '0')}` : null,
      metadata: contractMetadata,
      items,
      main: null,
    });
  };

  const [first, ...others] = customers;
  FIRST_CUSTOMER_PLAN.forEach((p, k) => plan(k, first!, p.type, p.status, p.items));
  const pool = others.slice(0, 100);
  for (let k = FIRST_CUSTOMER_PLAN.length; k < DEMO_CONTRACTS; k++)
    plan(k, pool[(k * 53) % pool.length]!, TYPE_CYCLE[(k * 7) % 20]!, STATUS_CYCLE[(k * 11 + 3) % 20]!, null);
  return plans;
}

/**
 * The statuses, types and metadata definitions, the demo contracts, then `afterDemo` (the invoice
 * history of the demo contracts), then the large size's contracts.
 */
export async function seedContracts(tx: Tx, size: SeedSize = 'demo', afterDemo?: () => Promise<void>) {
  await tx.insert(contractStatuses).values(STATUS_ROWS.map((s) => ({ id: CONTRACT_STATUS[s.code], ...s })));
  const typeRows = await tx
    .insert(contractTypes)
    .values(TYPES.map(({ code, description, calculationType }) => ({ code, description, calculationType })))
    .returning({ id: contractTypes.id, code: contractTypes.code });
  const typeIds = new Map(typeRows.map((t) => [t.code, t.id]));
  const [{ next } = { next: 0 }] = (
    await tx.execute<{ next: number }>(
      sql`select coalesce(max(sort_order) + 1, 0)::int as next from ${metadataDefinitions}`,
    )
  ).rows;
  const definitionRows = await tx
    .insert(metadataDefinitions)
    .values(DEFINITIONS.map((d, i) => ({ ...d, sortOrder: next + i })))
    .returning({ id: metadataDefinitions.id, code: metadataDefinitions.code });
  const definitionIds = new Map(definitionRows.map((d) => [d.code, d.id]));

  await seedDemoContracts(tx, typeIds, definitionIds);
  await afterDemo?.();
  if (size === 'large') await seedLargeContracts(tx);
}

async function seedDemoContracts(tx: Tx, typeIds: Map<string, number>, definitionIds: Map<string, number>) {
  const db = tx as unknown as Db;
  const customers = (
    await tx.execute<{ id: number; name: string; resellerId: number | null; active: boolean }>(sql`
      select id, name, parent_company_id as "resellerId", status = 'active' as active
      from companies
      where party_type in ('ENDUSER', 'NEWENDUSER') and id <= ${DEMO_COMPANIES}
      order by id`)
  ).rows;
  if (!customers.length) return;
  // Active products of the demo catalogue (those with prices), by the contract type they fit.
  const productRows = (
    await tx.execute<{ id: number; code: string; type: string }>(sql`
      select p.id, p.code, t.code as type
      from products p join product_types t on t.id = p.product_type_id
      where p.product_status_id = 1 and exists (select 1 from prices r where r.product_id = p.id)
      order by p.id`)
  ).rows;
  const productsOf = new Map(
    TYPES.map((t) => [t.code, productRows.filter((p) => t.productTypes.includes(p.type))] as const),
  );
  for (const [code, list] of productsOf)
    if (!list.length) throw new Error(`No active products for contract type ${code}`);

  const plans = planContracts(customers, productsOf);

  // Main contracts: the first five customers with two or more contracts group two or three of them.
  const byCustomer = new Map<number, ContractPlan[]>();
  for (const p of plans) byCustomer.set(p.customer.id, [...(byCustomer.get(p.customer.id) ?? []), p]);
  const grouped = [...byCustomer.values()]
    .filter((list) => list.filter((p) => p.status !== 'INACTIVE').length >= 2)
    .slice(0, 5);
  const mainRows = await tx
    .insert(mainContracts)
    .values(
      grouped.map((list) => ({
        customerId: list[0]!.customer.id,
        name: `${list[0]!.customer.name} – Framework agreement`,
      })),
    )
    .returning({ id: mainContracts.id });
  grouped.forEach((list, m) => {
    for (const p of list.filter((c) => c.status !== 'INACTIVE').slice(0, 3)) p.main = mainRows[m]!.id;
  });

  // Numbered in the order they were made: by start day.
  const ordered = plans
    .map((p) => ({ ...p, dateStart: p.items.reduce((min, i) => minDay(min, i.dateStart), p.items[0]!.dateStart) }))
    .sort((a, b) => a.dateStart.localeCompare(b.dateStart) || a.key - b.key);
  const contractRows = await tx
    .insert(contracts)
    .values(
      ordered.map((p) => ({
        customerId: p.customer.id,
        resellerId: p.customer.resellerId,
        contractTypeId: typeIds.get(p.type)!,
        status: p.status,
        dateStart: p.dateStart,
        dateEnd:
          p.status === 'INACTIVE'
            ? p.items.reduce((max, i) => (i.dateEnd! > max ? i.dateEnd! : max), p.dateStart)
            : null,
        calculationType: TYPES.find((t) => t.code === p.type)!.calculationType,
        priceType: p.priceType,
        mainContractId: p.main,
        reference: p.reference,
        description: DESCRIPTIONS[p.type],
        createdAt: new Date(`${addDays(p.dateStart, -7)}T09:00:00Z`),
      })),
    )
    .returning({ id: contracts.id, number: contracts.number });

  const itemValues = ordered.flatMap((p, c) =>
    p.items.map(({ metadata: _, productCode: __, ...item }) => ({
      ...item,
      contractId: contractRows[c]!.id,
      createdAt: new Date(`${addDays(item.dateStart, -7)}T09:00:00Z`),
    })),
  );
  const itemRows = await tx
    .insert(contractItems)
    .values(itemValues)
    .returning({ id: contractItems.id, contractId: contractItems.contractId });
  const planItems = ordered.flatMap((p) => p.items);
  const itemMetadata = planItems.flatMap((item, i) =>
    item.metadata.map(([code, value]) => ({
      contractItemId: itemRows[i]!.id,
      metadataId: definitionIds.get(code)!,
      value,
    })),
  );
  if (itemMetadata.length) await tx.insert(contractItemMetadata).values(itemMetadata);
  const headerMetadata = ordered.flatMap((p, c) =>
    p.metadata.map(([code, value]) => ({
      contractId: contractRows[c]!.id,
      metadataId: definitionIds.get(code)!,
      value,
    })),
  );
  if (headerMetadata.length) await tx.insert(contractMetadata).values(headerMetadata);

  for (const [c, p] of ordered.entries()) {
    const { id, number } = contractRows[c]!;
    await repriceContract(db, id, PRICE_DAY);
    await recordVersion(db, id, 'created', `${number}: ${p.items.length} item(s)`, null);
  }

  // About 20 contracts were changed since: a reference set, then a quantity (or a description) changed.
  let itemIndex = 0;
  for (const [c, p] of ordered.entries()) {
    const first = itemIndex;
    itemIndex += p.items.length;
    if (p.key % 7 !== 3 || p.status === 'INACTIVE') continue;
    const { id } = contractRows[c]!;
    const reference = `PO-2026-${String(500 + p.key).padStart(4, '0')}`;
    await tx.execute(sql`update ${contracts} set reference = ${reference}, version = version + 1, updated_at = now()
      where id = ${id}`);
    await recordVersion(db, id, 'updated', `reference: ${p.reference ?? '–'} → ${reference}`, null);
    const item = p.items[0]!;
    const itemId = itemRows[first]!.id;
    if (p.type === 'domain') {
      const description = `Renewal confirmed for ${item.domain}`;
      await tx.execute(sql`update ${contractItems} set description = ${description}, version = version + 1,
        updated_at = now() where id = ${itemId}`);
      await tx.execute(sql`update ${contracts} set version = version + 1, updated_at = now() where id = ${id}`);
      await recordVersion(
        db,
        id,
        'itemUpdated',
        `${item.productCode} description: ${item.description ?? '–'} → ${description}`,
        null,
      );
    } else {
      const quantity = item.quantity + 3;
      await tx.execute(sql`update ${contractItems} set quantity = ${quantity}, version = version + 1,
        updated_at = now() where id = ${itemId}`);
      await tx.execute(sql`update ${contracts} set version = version + 1, updated_at = now() where id = ${id}`);
      await repriceContract(db, id, PRICE_DAY, [itemId]);
      await recordVersion(db, id, 'itemUpdated', `${item.productCode} quantity: ${item.quantity} → ${quantity}`, null);
    }
  }
}

/** A deterministic number 0..2^31-1 from a row number and a salt (a hash, spread over all bits). */
const hashText = (i: string, salt: number) => `(hashint8(${i}::bigint * 64 + ${salt})::bigint & 2147483647)`;
const hash = (i: string, salt: number) => sql.raw(hashText(i, salt));

/**
 * 50,000 contracts with 200,000 items (1, 2, 6 or 7 per contract, four on average) over the end
 * users above the demo ones: about 70% ACTIVE, every type, unit prices from the general sales price
 * on PRICE_DAY (less the rebate group for Rebate contracts) or a stable amount when the product has
 * none. Contract ids and numbers follow the demo ones; the sequences are moved past them.
 */
async function seedLargeContracts(tx: Tx, count = 50_000) {
  const [state] = (
    await tx.execute<{ id: number; number: number }>(sql`
      select coalesce((select max(id) from contracts), 0)::int as id,
        coalesce((select max(substr(number, 2)::int) from contracts), 0)::int as number`)
  ).rows;
  const idBase = state?.id ?? 0;
  const numberBase = state?.number ?? 0;
  const typeCase = sql.raw(
    `case ${TYPES.map((t, i) => {
      const upTo = TYPES.slice(0, i + 1).reduce((sum, x) => sum + x.share, 0);
      return `when ${hashText('g.i', 2)} % 100 < ${upTo} then '${t.code}'`;
    }).join(' ')} end`,
  );
  await tx.execute(sql`
    with customers as (
      select array_agg(id order by id) as ids from companies
      where party_type in ('ENDUSER', 'NEWENDUSER') and id > ${DEMO_COMPANIES}),
    x as (
      select g.i, ${typeCase} as type_code,
        case when ${hash('g.i', 1)} % 100 < 70 then 'ACTIVE' when ${hash('g.i', 1)} % 100 < 80 then 'QUOTE'
          when ${hash('g.i', 1)} % 100 < 88 then 'SUSPENDED' when ${hash('g.i', 1)} % 100 < 95 then 'INACTIVE'
          else 'ACTIVE_NOINVOICE' end as status,
        ${hash('g.i', 3)} % 100 as price_pick,
        customers.ids[1 + ${hash('g.i', 4)} % cardinality(customers.ids)] as customer_id,
        ${hash('g.i', 5)} as h
      from generate_series(1, ${count}::int) as g(i) cross join customers),
    -- An inactive customer keeps only ended contracts.
    z as (
      select x.i, x.type_code, x.price_pick, x.h, c.id as customer_id, c.parent_company_id,
        case when c.status = 'inactive' then 'INACTIVE' else x.status end as status
      from x join companies c on c.id = x.customer_id),
    y as (
      select z.*,
        ${FIRST_START}::date + (z.h % (case when z.status = 'INACTIVE' then 730 else 1369 end))::int as date_start
      from z)
    insert into contracts (id, number, customer_id, reseller_id, contract_type_id, status, date_start, date_end,
      calculation_type, price_type, reference, description, version, created_at, updated_at)
    select ${idBase}::int + y.i, 'C' || lpad((${numberBase}::int + y.i)::text, 7, '0'), y.customer_id,
      y.parent_company_id, t.id, y.status, y.date_start,
      case when y.status = 'INACTIVE' then (date_trunc('month', least(y.date_start + 300 + ((y.h / 1000) % 300)::int,
        date '2026-10-15')) + interval '1 month - 1 day')::date end,
      t.calculation_type,
      case when y.price_pick < 80 then 'RRP' when y.price_pick < 88 then 'Rebate'
        when y.price_pick < 95 and y.parent_company_id is not null then 'PartnerPrice'
        when y.price_pick < 95 then 'RRP' else 'EnduserPrice' end,
      case when y.h % 5 = 0 then 'PO-' || extract(year from y.date_start) || '-' || lpad((y.i % 10000)::text, 4, '0') end,
      null, 1, y.date_start - 7 + time '09:00', now()
    from y join contract_types t on t.code = y.type_code
    order by y.i`);

  const pairs = TYPES.flatMap((t) => t.productTypes.map((p) => `('${t.code}', '${p}')`)).join(', ');
  await tx.execute(sql`
    with candidates as (
      select f.contract_type, array_agg(p.id order by p.id) as ids
      from products p
      join product_types pt on pt.id = p.product_type_id
      join (values ${sql.raw(pairs)}) as f(contract_type, product_type) on f.product_type = pt.code
      where p.product_status_id = 1
      group by f.contract_type),
    k as (
      select c.id as contract_id, c.status as contract_status, c.date_start as contract_start, c.date_end,
        c.price_type, t.code as type_code, t.calculation_type, s.k, ${hash('(c.id * 8 + s.k)', 6)} as h,
        ${hash('(c.id * 8 + s.k)', 7)} as h2
      from contracts c
      join contract_types t on t.id = c.contract_type_id
      cross join lateral generate_series(1,
        (array[2, 6, 1, 7])[1 + ((c.id - ${idBase}::int) + (c.id - ${idBase}::int) / 4) % 4]) as s(k)
      where c.id > ${idBase}::int),
    items as (
      select k.*, p.id as product_id, p.code as product_code, p.rebate_group_id,
        case when k.contract_status = 'ACTIVE' and k.k > 1 and k.h % 40 = 0 then 'SUSPENDED'
          when k.contract_status = 'ACTIVE' and k.k > 1 and k.h % 40 = 1 then 'QUOTE'
          else k.contract_status end as status,
        case k.type_code when 'o365NCE' then 1 + k.h2 % 50 when 'support' then 1 + k.h2 % 20
          when 'hosting' then 1 + k.h2 % 3 when 'setup' then 1 + k.h2 % 3 else 1 end as quantity,
        case when k.k = 1 then k.contract_start
          else least(k.contract_start + (k.h2 / 100 % 240)::int, ${LAST_START}::date) end as date_start
      from k
      join candidates n on n.contract_type = k.type_code
      join products p on p.id = n.ids[1 + (k.h / 64) % cardinality(n.ids)])
    insert into contract_items (contract_id, product_id, status, description, domain, already_invoiced, quantity,
      factor, unit_price, date_start, date_end, invoiced_until, version, created_at, updated_at)
    select i.contract_id, i.product_id, i.status,
      case when i.h % 9 = 0 then 'Cost centre ' || (100 + i.contract_id % 40) end,
      case when i.type_code = 'domain' then 'site-' || i.contract_id || '-' || i.k || '.'
        || coalesce(lower(substring(i.product_code from '^DOM-([A-Z]+)-(?:REG|TRF|REN)')), 'be') end,
      i.calculation_type = 'oneTime' and i.status in ('ACTIVE', 'SUSPENDED', 'INACTIVE') and i.h % 5 <> 0,
      i.quantity,
      case when i.type_code <> 'domain' and i.h % 10 = 3 then 0.5 else 1 end,
      round(coalesce(
        r.amount * case when i.price_type = 'Rebate' then 1 - coalesce(g.rebate_percentage, 0) / 100 else 1 end,
        5 + (i.h2 % 9500) / 100.0), 2),
      i.date_start, i.date_end,
      case when i.calculation_type <> 'oneTime' and i.status in ('ACTIVE', 'SUSPENDED', 'INACTIVE')
        and i.date_start <= date '2026-09-30'
        then case when i.status = 'INACTIVE' then i.date_end
          when i.h % 10 < 8 then ${LAST_MONTH_END}::date else date '2026-09-30' end end,
      1, i.date_start - 7 + time '09:00', now()
    from items i
    left join rebate_groups g on g.id = i.rebate_group_id
    left join lateral (
      select amount from prices
      where product_id = i.product_id and price_type_id = 2 and entity_id is null
        and date_from <= ${PRICE_DAY}::date and (date_until is null or date_until >= ${PRICE_DAY}::date)
        and (quantity_from is null or quantity_from <= i.quantity)
        and (quantity_until is null or quantity_until >= i.quantity)
      order by date_from desc, quantity_from desc nulls last limit 1) r on true
    order by i.contract_id, i.k`);
  await tx.execute(sql`select setval(pg_get_serial_sequence('contracts', 'id'), (select max(id) from contracts))`);
  await tx.execute(sql`select setval('contract_number_seq', ${numberBase + count}::bigint)`);
}
