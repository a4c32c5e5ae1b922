/**
 * What the demo contracts are (contract.ts writes them): the statuses, types and metadata
 * definitions, the days they run between, and planContracts, which gives each demo customer its
 * contracts and items, deterministically (the first customer's as the end-to-end tests need them).
 */
import { random, slug } from './made-up';
import { ncePlanOf, renewalAfter, SUBSCRIPTION_METADATA_CODE } from '../../../src/shared/subscription';
import {
  CONTRACT_METADATA_CODE,
  MIGRATED_VALUE,
  type CalculationType,
  type ContractPriceType,
  type ContractStatus,
  type ContractTypeCode,
} from '../../../src/shared/constants/contract';
import type { MetadataAccessibility, MetadataDataType, MetadataEntity } from '../../../src/shared/constants/metadata';

/** The day the demo contracts are priced on (a month start, so every tier of the year applies). */
export const PRICE_DAY = '2026-11-01';
/** The last month end before PRICE_DAY: what running items are invoiced until. */
export const LAST_MONTH_END = '2026-10-31';
/** Items start between these days. */
export const FIRST_START = '2023-01-01';
export const LAST_START = '2026-10-01';
/** Items that started before this came from the old administration (MIGRATIONDATE = MIGRATED). */
const MIGRATION_DAY = '2024-01-01';
/** NCE subscriptions renew next after this day (the end of the month the demo data is made for). */
const RENEWALS_AFTER = '2026-11-30';
/** The demo customers are the first companies; the large contracts go to the others. */
export const DEMO_COMPANIES = 300;

export const STATUS_ROWS: { code: ContractStatus; description: string }[] = [
  { code: 'INACTIVE', description: 'Inactive' },
  { code: 'QUOTE', description: 'Quote' },
  { code: 'ACTIVE', description: 'Active' },
  { code: 'SUSPENDED', description: 'Suspended' },
  { code: 'ACTIVE_NOINVOICE', description: 'Active (not invoiced)' },
];

/** A contract type's code: one of CONTRACT_TYPE_CODES, which the screens label. */
type TypeCode = ContractTypeCode;

/** The contract types, with the product types their items are chosen from. */
export const TYPES: {
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
export const DEFINITIONS: Definition[] = [
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

export const DESCRIPTIONS: Record<TypeCode, string> = {
  domain: 'Domain names and certificates',
  o365NCE: 'Microsoft 365 licences',
  hosting: 'Web and mail hosting',
  support: 'Support and project hours',
  azure: 'Azure plan',
  setup: 'Onboarding and migration',
};

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => dayOf(dayNumber(day) + days);
/** The last day of the day's month. */
function monthEnd(day: string) {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}
export const minDay = (a: string, b: string) => (a < b ? a : b);

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

export type ContractPlan = {
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

export function planContracts(customers: Customer[], productsOf: Map<TypeCode, Product[]>): ContractPlan[] {
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
