/**
 * Contracts and their items (spec 02 sections 2-4, 7 and 9; docs/domain.md "Contracts"): the list
 * with its filters, the detail with its items and the actions the server allows, create and update
 * with a version, the item add/edit dialogs, the status moves for a contract or selected items, the
 * versions. Every rule of the contract forms lives here, for the forms and the server alike.
 */
import * as z from 'zod';
import {
  companyRef,
  dbInt,
  exportQuery,
  listOf,
  listQuery,
  optionQuery,
  outcomesOf,
  positiveInt,
  queryId,
  optionalString,
  repeated,
  requiredWireDay,
  updateOf,
} from './common';
import { isCalendarDay, isWireDay } from '../calendar-day';
import { isInvoiceMonth, PERIOD_REASONS } from '../invoice-period';
import { DOMAIN } from '../validators';
import { metadataEntries, metadataValues } from './metadata';
import {
  CALCULATION_TYPES,
  CONTRACT_PRICE_TYPES,
  CONTRACT_SEARCH_FIELDS,
  CONTRACT_STATUSES,
  CONTRACT_TRANSITIONS,
  SELECTABLE_CONTRACT_PRICE_TYPES,
} from '../constants/contract';
import { CONTRACT_SORT_COLUMNS } from '../constants/contract';
import { PARTY_TYPES } from '../constants/company';

export { idParam } from './common';
export { metadataItems } from './metadata';

/** A calendar day on the wire or nothing (empty becomes null). */
const optionalDay = z
  .string()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isWireDay(v), 'validation.date');

/** A contract's or an item's end: not before its start (on the end's field). */
const endNotBeforeStart = (v: { dateStart: string; dateEnd: string | null }, ctx: z.RefinementCtx) => {
  if (v.dateEnd && v.dateEnd < v.dateStart)
    ctx.addIssue({ code: 'custom', path: ['dateEnd'], message: 'validation.dateOrder' });
};

/** A required reference the form holds as null until chosen: absent or null is "required". */
export const requiredRef = positiveInt.nullable().refine((v) => v != null, 'validation.required');

const statusEnum = z.enum(CONTRACT_STATUSES, { error: 'validation.required' });

/** Filters of the contracts list: every array a repeated query key. */
export const contractFilters = z.object({
  /** Default (absent): ACTIVE only, as the spec says. */
  statuses: repeated(z.enum(CONTRACT_STATUSES, { message: 'validation.invalid' })).optional(),
  contractTypeIds: repeated(queryId).optional(),
  /** The customer's party type. */
  partyTypes: repeated(z.enum(PARTY_TYPES, { message: 'validation.invalid' })).optional(),
  customerIds: repeated(queryId).optional(),
  resellerIds: repeated(queryId).optional(),
  /** Contracts with an item of one of these products. */
  productIds: repeated(queryId).optional(),
  /** Contracts running on some day of this period (start on or before `periodUntil`, end on or after `periodFrom`). */
  periodFrom: z.string().refine(isCalendarDay, 'validation.date').optional(),
  periodUntil: z.string().refine(isCalendarDay, 'validation.date').optional(),
  /** Where the search text looks (`dynamicsearchoptions`); all of them when absent. */
  searchFields: repeated(z.enum(CONTRACT_SEARCH_FIELDS, { message: 'validation.invalid' })).optional(),
});

export const contractListQuery = listQuery(contractFilters.shape, CONTRACT_SORT_COLUMNS);
export type ContractListQuery = z.infer<typeof contractListQuery>;

export const contractExportQuery = exportQuery(contractFilters.shape, CONTRACT_SORT_COLUMNS);
export type ContractExportQuery = z.infer<typeof contractExportQuery>;

/** What the list and the detail both say of a contract. */
const contractHeader = {
  contractId: z.number().int(),
  number: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  resellerId: z.number().int().nullable(),
  resellerName: z.string().nullable(),
  contractTypeId: z.number().int(),
  /** The type's code (CONTRACT_TYPE_CODES): what the screens label. */
  contractTypeCode: z.string(),
  contractTypeDescription: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  dateStart: z.string(),
  dateEnd: z.string().nullable(),
  reference: z.string().nullable(),
  /** What its active items invoice in a month, excl. VAT, in euro (two decimals). */
  monthlyAmount: z.number(),
  updatedAt: z.string(),
  version: z.number().int(),
};

export const contractListItem = z.object({ ...contractHeader, itemCount: z.number().int() });
export type ContractListItem = z.infer<typeof contractListItem>;
export const contractPage = listOf(contractListItem);

/** The contract header a create or an update sends. */
export const contractInput = z
  .object({
    customerId: requiredRef,
    resellerId: dbInt.nullish().transform((v) => v ?? null),
    contractTypeId: requiredRef,
    /** Only on create (QUOTE or ACTIVE); later moves go through the status actions. */
    status: z.enum(['QUOTE', 'ACTIVE'], { error: 'validation.required' }).default('QUOTE'),
    dateStart: requiredWireDay,
    dateEnd: optionalDay,
    calculationType: z.enum(CALCULATION_TYPES, { error: 'validation.required' }),
    priceType: z.enum(SELECTABLE_CONTRACT_PRICE_TYPES, { error: 'validation.required' }),
    mainContractId: dbInt.nullish().transform((v) => v ?? null),
    reference: optionalString(100),
    description: optionalString(500),
    metadatas: metadataEntries.optional(),
  })
  .superRefine(endNotBeforeStart);
export type ContractInput = z.input<typeof contractInput>;
export type ContractInputParsed = z.infer<typeof contractInput>;

export const contractUpdate = updateOf(contractInput, 'contractId');
export type ContractUpdate = z.infer<typeof contractUpdate>;

/** A contract item as the detail shows it. */
export const contractItem = z.object({
  contractItemId: z.number().int(),
  contractId: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  description: z.string().nullable(),
  domain: z.string().nullable(),
  alreadyInvoiced: z.boolean(),
  quantity: z.number().int(),
  /** Multiplies the quantity (a part of a month, a bundle): four decimals. */
  factor: z.number(),
  /** Resolved from the product's price rules; euro, two decimals; null when no rule applies. */
  unitPrice: z.number().nullable(),
  /** The product's guid and the question its price rules answer for this item today ("why this price"). */
  productGuid: z.string(),
  priceQuestion: z.object({
    priceTypeId: z.number().int(),
    entityId: z.number().int().nullable(),
    date: z.string(),
    quantity: z.number().int(),
  }),
  /** The rebate group percentage taken off the rule's amount (price type Rebate), else null. */
  rebatePercentage: z.number().nullable(),
  dateStart: z.string(),
  dateEnd: z.string().nullable(),
  invoicedUntil: z.string().nullable(),
  advancedOptions: z.string().nullable(),
  partnerCenterProfile: z.string().nullable(),
  domainProfile: z.string().nullable(),
  /** quantity x factor x unitPrice, two decimals (0 without a price). */
  monthlyAmount: z.number(),
  metadatas: metadataValues,
  /** The status moves the server allows for this item now (none without the edit right). */
  allowedActions: z.array(z.enum(CONTRACT_TRANSITIONS)),
  version: z.number().int(),
});
export type ContractItem = z.infer<typeof contractItem>;

export const contractSchema = z.object({
  ...contractHeader,
  customerPartyType: z.enum(PARTY_TYPES),
  calculationType: z.enum(CALCULATION_TYPES),
  priceType: z.enum(CONTRACT_PRICE_TYPES),
  mainContractId: z.number().int().nullable(),
  mainContractName: z.string().nullable(),
  description: z.string().nullable(),
  metadatas: metadataValues,
  items: z.array(contractItem),
  /** The status moves the server allows for the whole contract now (none without the edit right). */
  allowedActions: z.array(z.enum(CONTRACT_TRANSITIONS)),
  createdAt: z.string(),
});
export type Contract = z.infer<typeof contractSchema>;
export const contractCreated = z.object({ contractId: z.number().int() });

/**
 * A contract item as the add and edit dialogs send it. Domain contracts send the domain fields
 * (domain, alreadyInvoiced, status, dateStart); the others the full set. `dateFrom` (edit only): the
 * day the change takes effect, kept in the version.
 */
export const contractItemInput = z
  .object({
    contractId: dbInt,
    productId: requiredRef,
    status: statusEnum.default('ACTIVE'),
    dateStart: requiredWireDay,
    domain: z
      .string()
      .trim()
      .toLowerCase()
      .max(253, 'validation.maxLength|253')
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || DOMAIN.test(v), 'validation.domain'),
    alreadyInvoiced: z.boolean().default(false),
    description: optionalString(500),
    quantity: z
      .number({ error: 'validation.number' })
      .int('validation.integer')
      .min(0, 'validation.min|0')
      .max(1_000_000, 'validation.max|1000000')
      .default(1),
    factor: z
      .number({ error: 'validation.number' })
      .min(0, 'validation.min|0')
      .max(10_000, 'validation.max|10000')
      .refine((v) => Math.abs(Math.round(v * 10_000) - v * 10_000) < 1e-6, 'validation.decimals|4')
      .default(1),
    dateEnd: optionalDay,
    invoicedUntil: optionalDay,
    advancedOptions: optionalString(2000),
    partnerCenterProfile: optionalString(100),
    domainProfile: optionalString(100),
    dateFrom: optionalDay,
    metadatas: metadataEntries.optional(),
  })
  .superRefine(endNotBeforeStart);
export type ContractItemInput = z.input<typeof contractItemInput>;
export type ContractItemInputParsed = z.infer<typeof contractItemInput>;

export const contractItemUpdate = updateOf(contractItemInput, 'contractItemId');
export type ContractItemUpdate = z.infer<typeof contractItemUpdate>;
export const contractItemCreated = z.object({ contractItemId: z.number().int() });

/** Several items of one contract edited at once (`contractitems`): the fields given apply to each. */
export const contractItemsBulkUpdate = z.object({
  contractId: dbInt,
  version: dbInt,
  contractItemIds: z.array(dbInt).min(1, 'validation.required').max(500, 'validation.maxItems|500'),
  quantity: z.number().int('validation.integer').min(0, 'validation.min|0').max(1_000_000).optional(),
  factor: z.number().min(0, 'validation.min|0').max(10_000).optional(),
  dateEnd: optionalDay.optional(),
  invoicedUntil: optionalDay.optional(),
});
export type ContractItemsBulkUpdate = z.infer<typeof contractItemsBulkUpdate>;
/** Every item of a contract running on a day gets an end or a new start (`contractitems/bydate`). */
export const contractItemsByDate = z.object({
  contractId: dbInt,
  version: dbInt,
  /** Items running on this day. */
  date: requiredWireDay,
  dateEnd: optionalDay.optional(),
  dateStart: requiredWireDay.optional(),
});
export type ContractItemsByDate = z.infer<typeof contractItemsByDate>;

/** Every item's unit price again from the product rules today (`calculateprices`), on the version read. */
export const calculatePrices = z.object({ contractId: dbInt, version: dbInt });
export type CalculatePrices = z.infer<typeof calculatePrices>;

/**
 * A transfer to another party (the wizard: the new party, the start date, the references): the old
 * contract ends the day before, the new one starts on the date with the same items.
 */
export const contractTransfer = z.object({
  version: dbInt,
  customerId: requiredRef,
  resellerId: dbInt.nullish().transform((v) => v ?? null),
  dateStart: requiredWireDay,
  reference: optionalString(100),
});
export type ContractTransferInput = z.input<typeof contractTransfer>;
export type ContractTransfer = z.infer<typeof contractTransfer>;
/** Both contracts after a transfer. */
export const transferOutcome = z.object({ from: contractSchema, to: contractSchema });
export type TransferOutcome = z.infer<typeof transferOutcome>;

/** A status move of a whole contract: its version guards against a colleague's change. */
export const contractTransition = z.object({ version: dbInt });
/** A status move of selected items of one contract: one request, an outcome per item. */
export const contractItemsTransition = z.object({
  contractId: dbInt,
  version: dbInt,
  contractItemIds: z.array(dbInt).min(1, 'validation.required').max(500, 'validation.maxItems|500'),
});
export const transitionOutcomes = z.object({
  contract: contractSchema,
  /** One per item; `error`: why the move was refused (such as `validation.transitionNotAllowed`). */
  outcomes: outcomesOf('contractItemId'),
});
export type TransitionOutcomes = z.infer<typeof transitionOutcomes>;

/** One version of a contract: who, when, what. */
export const contractVersion = z.object({
  contractVersionId: z.number().int(),
  contractId: z.number().int(),
  versionNumber: z.number().int(),
  /** What made it (created, updated, itemAdded, itemUpdated, itemsUpdated, statusChanged, transferred). */
  action: z.string(),
  summary: z.string(),
  userName: z.string().nullable(),
  createdAt: z.string(),
  monthlyAmount: z.number(),
});
export type ContractVersion = z.infer<typeof contractVersion>;
export const contractVersions = z.array(contractVersion);
export const contractVersionQuery = z.object({ contractId: queryId });

/** Reference lists the forms and filters pick from. */
export const contractTypeOptions = z.array(
  z.object({
    contractTypeId: z.number().int(),
    code: z.string(),
    description: z.string(),
    calculationType: z.enum(CALCULATION_TYPES),
  }),
);
export const contractStatusOptions = z.array(
  z.object({ contractStatusId: z.number().int(), code: z.enum(CONTRACT_STATUSES), description: z.string() }),
);
export const partyTypeOptions = z.array(z.enum(PARTY_TYPES));
/** Companies a contract can be for (customer) or through (reseller), searched by name. */
export const partyQuery = optionQuery.extend({ role: z.enum(['customer', 'reseller']).optional() });
export const partyOptions = z.array(
  companyRef.extend({ partyType: z.enum(PARTY_TYPES), parentCompanyId: z.number().int().nullable() }),
);
/** Products a contract item can be (active ones), searched by code and name. */
export const contractProductQuery = optionQuery;
export const contractProductOptions = z.array(
  z.object({
    productId: z.number().int(),
    code: z.string(),
    name: z.string(),
    productTypeCode: z.string(),
  }),
);
/** Where the list's search text can look. */
export const dynamicSearchOptions = z.array(z.enum(CONTRACT_SEARCH_FIELDS));

/** Two versions of a contract to compare (`{id}/difference`, `{id}/items/difference`): version numbers. */
export const contractDifferenceQuery = z.object({ from: queryId, to: queryId });
const fieldChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
const monthlyChange = z.object({ before: z.number(), after: z.number(), delta: z.number() });
/** What changed in the header between two versions, and what it does to the monthly amount. */
export const contractDifference = z.object({
  contractId: z.number().int(),
  from: contractVersion,
  to: contractVersion,
  fields: z.array(fieldChange),
  monthlyAmount: monthlyChange,
});
export type ContractDifference = z.infer<typeof contractDifference>;
/** What changed in the items between two versions: added, removed, changed field by field. */
export const contractItemsDifference = z.object({
  contractId: z.number().int(),
  from: contractVersion,
  to: contractVersion,
  added: z.array(contractItem),
  removed: z.array(contractItem),
  changed: z.array(
    z.object({
      contractItemId: z.number().int(),
      productCode: z.string(),
      changes: z.array(fieldChange),
      /** The item's monthly amount before and after. */
      monthlyAmount: monthlyChange,
    }),
  ),
  monthlyAmount: monthlyChange,
});
export type ContractItemsDifference = z.infer<typeof contractItemsDifference>;

/** Link a contract to a main contract of its customer, or unlink it (null), on the version read. */
export const linkToMainContract = z.object({
  contractId: dbInt,
  version: dbInt,
  mainContractId: dbInt.nullable(),
});
export type LinkToMainContract = z.infer<typeof linkToMainContract>;

/**
 * The invoicing period of a contract's items for an invoicing month (`period`; docs/domain.md
 * "Invoicing period", src/shared/invoice-period.ts): the month as `YYYY-MM`.
 */
export const contractPeriodQuery = z.object({
  contractId: queryId,
  month: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .refine(isInvoiceMonth, 'validation.month'),
});
export type ContractPeriodQuery = z.infer<typeof contractPeriodQuery>;
export const itemPeriod = z.object({
  contractItemId: z.number().int(),
  due: z.boolean(),
  /** The days to invoice (wire days, both included) when due, else null. */
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  /** `due`, or why not: alreadyInvoiced, notStarted, ended, or the contract's (else the item's) status. */
  reason: z.enum(PERIOD_REASONS),
});
export const contractPeriod = z.object({
  contractId: z.number().int(),
  month: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  calculationType: z.enum(CALCULATION_TYPES),
  items: z.array(itemPeriod),
});
export type ContractPeriod = z.infer<typeof contractPeriod>;

/** A party's contracts in figures (`partysummary`): as the customer, through the reseller, or both. */
export const partySummaryQuery = z
  .object({ customerId: queryId.optional(), resellerId: queryId.optional() })
  .refine((q) => q.customerId !== undefined || q.resellerId !== undefined, {
    message: 'validation.required',
    path: ['customerId'],
  });
export type PartySummaryQuery = z.infer<typeof partySummaryQuery>;
export const partySummary = z.object({
  customerId: z.number().int().nullable(),
  resellerId: z.number().int().nullable(),
  /** Contracts per status, every status (zero included). */
  statusCounts: z.record(z.enum(CONTRACT_STATUSES), z.number().int().nonnegative()),
  contractCount: z.number().int().nonnegative(),
  /** Items of all those contracts, every status. */
  itemCount: z.number().int().nonnegative(),
  /** What the ACTIVE contracts' ACTIVE items invoice in a month, excl. VAT, euro (two decimals). */
  monthlyAmount: z.number(),
  /** The main contracts those contracts are grouped under. */
  mainContractCount: z.number().int().nonnegative(),
});
export type PartySummary = z.infer<typeof partySummary>;
