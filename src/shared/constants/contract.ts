/** Contracts: statuses and their moves, invoicing, price types, search fields, type codes, the list's sort columns and its default filter. Zod-free: safe for the start-up bundle. */
/**
 * Contract statuses with their fixed ids (the spec: the list's default is ACTIVE, id 3). A contract
 * and each of its items has one; docs/domain.md "Contracts" gives the moves between them.
 */
export const CONTRACT_STATUS = { INACTIVE: 1, QUOTE: 2, ACTIVE: 3, SUSPENDED: 4, ACTIVE_NOINVOICE: 5 } as const;

export const CONTRACT_STATUSES = ['INACTIVE', 'QUOTE', 'ACTIVE', 'SUSPENDED', 'ACTIVE_NOINVOICE'] as const;

export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/** The contracts list's statuses when its filter names none (the spec: ACTIVE): the screen shows it, the server applies it. */
export const CONTRACT_DEFAULT_STATUSES: readonly ContractStatus[] = ['ACTIVE'];

/** The moves between contract statuses: each a call for a whole contract and one for selected items. */
export const CONTRACT_TRANSITIONS = ['activate', 'activeToQuote', 'activeToActiveNoInvoice', 'suspend'] as const;

export type ContractTransition = (typeof CONTRACT_TRANSITIONS)[number];

/** How a contract's items are invoiced: the coming period, the period just ended, once, by usage. */
export const CALCULATION_TYPES = ['invoicedAfter', 'invoicedUpFront', 'oneTime', 'payPerUse'] as const;

export type CalculationType = (typeof CALCULATION_TYPES)[number];

/** The price a contract's items are invoiced at (Margin exists but is not selectable). */
export const CONTRACT_PRICE_TYPES = ['RRP', 'Rebate', 'PartnerPrice', 'Margin', 'EnduserPrice'] as const;

export type ContractPriceType = (typeof CONTRACT_PRICE_TYPES)[number];

export const SELECTABLE_CONTRACT_PRICE_TYPES = [
  'RRP',
  'Rebate',
  'PartnerPrice',
  'EnduserPrice',
] as const satisfies readonly ContractPriceType[];

/** Where the contracts list's search text can look (the dynamic search options): all when none is chosen. */
export const CONTRACT_SEARCH_FIELDS = ['number', 'customer', 'reseller', 'reference', 'domain'] as const;

export type ContractSearchField = (typeof CONTRACT_SEARCH_FIELDS)[number];

/** Contract type codes the spec names: domain contracts show the domain fields; NCE ones sync subscriptions. */
export const CONTRACT_TYPE_CODE = { domain: 'domain', nce: 'o365NCE' } as const;

/** Every contract type's code (contract_types.code); the screens label them. */
export const CONTRACT_TYPE_CODES = ['domain', 'o365NCE', 'hosting', 'support', 'azure', 'setup'] as const;

export type ContractTypeCode = (typeof CONTRACT_TYPE_CODES)[number];

/** Metadata codes of contract items the spec gives a meaning. */
export const CONTRACT_METADATA_CODE = {
  migrationDate: 'MIGRATIONDATE',
  lastPeriodInvoiced: 'LASTPERIODINVOICEDADMIN',
} as const;

export const MIGRATED_VALUE = 'MIGRATED';

/** The product type code of domain names and certificates. */
export const DOMAIN_PRODUCT_TYPE_CODE = 'DomainsAndCertificates';

/** Columns the contracts list sorts by (`orderBys`). */
export const CONTRACT_SORT_COLUMNS = [
  'number',
  'customer',
  'reseller',
  'contractType',
  'status',
  'dateStart',
  'dateEnd',
  'updatedAt',
] as const;

/** The contracts list's order when none is chosen; the screen shows it. */
export const CONTRACT_DEFAULT_SORT = 'number' satisfies (typeof CONTRACT_SORT_COLUMNS)[number];
