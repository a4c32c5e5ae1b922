/** Constants of the wire contract that code in the entry bundle may import without pulling in zod. */
export const PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export type PageSize = (typeof PAGE_SIZES)[number];
export const SCREEN_CONFIG_TYPE = 'filters';
export const APPLICATION_CODE = 'backoffice';
export const LANGUAGES = ['en', 'nl', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Product statuses: ids 1, 2, 3. */
export const PRODUCT_STATUS = { active: 1, toCheck: 2, decommissioned: 3 } as const;
/** Languages a product has a description in, in the order the forms show them. */
export const PRODUCT_LANGUAGES = ['NL', 'EN', 'FR'] as const;
export type ProductLanguage = (typeof PRODUCT_LANGUAGES)[number];
/** The language code of the product texts a user reads first: their own language's (en → EN). */
export const PRODUCT_LANGUAGE_OF: Readonly<Record<Language, ProductLanguage>> = { en: 'EN', nl: 'NL', fr: 'FR' };
/** Partner Center segments of an NCE offer. */
export const PRODUCT_SEGMENTS = ['commercial', 'education', 'charity'] as const;
/** Data types of a metadata item. */
export const METADATA_DATA_TYPES = [
  'STRING',
  'GUID',
  'DECIMAL',
  'MULTISELECT',
  'BOOL',
  'INTEGER',
  'PERCENTAGE',
  'DATE',
] as const;
export type MetadataDataType = (typeof METADATA_DATA_TYPES)[number];
/** Who may change a metadata value: nobody sees Hidden ones, ReadOnly ones are shown disabled. */
export const METADATA_ACCESSIBILITIES = ['Hidden', 'ReadOnly', 'Editable'] as const;
export type MetadataAccessibility = (typeof METADATA_ACCESSIBILITIES)[number];
/** What carries the metadata of the shared definitions table (products have their own). */
export const METADATA_ENTITIES = ['company', 'contact', 'contract', 'contractItem'] as const;
export type MetadataEntity = (typeof METADATA_ENTITIES)[number];
/** Price types (fixed ids): what the reseller pays, the recommended sales price, the reseller's price. */
export const PRICE_TYPE = { purchase: 1, sales: 2, partner: 3 } as const;

/** Party types of a company (spec 02 section 4); a RESELLER or NEWPARTNER can be another's parent. */
export const PARTY_TYPES = ['RESELLER', 'ENDUSER', 'NEWENDUSER', 'NEWPARTNER'] as const;
export type PartyType = (typeof PARTY_TYPES)[number];
export const RESELLER_PARTY_TYPES = ['RESELLER', 'NEWPARTNER'] as const satisfies readonly PartyType[];

/** The languages a company or contact is written to in (spec 02: NL, FR, EN, DE). */
export const CUSTOMER_LANGUAGES = ['NL', 'FR', 'EN', 'DE'] as const;
export type CustomerLanguage = (typeof CUSTOMER_LANGUAGES)[number];

/** A company is active or inactive (inactivated with a reason); the list shows active ones by default. */
export const COMPANY_STATUSES = ['active', 'inactive'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** A contact's gender (spec 02: nd, m, f, o). */
export const GENDERS = ['nd', 'm', 'f', 'o'] as const;
export type Gender = (typeof GENDERS)[number];

/** What a timeline event is about (a company's own record, a contact; more as modules arrive). */
export const TIMELINE_KINDS = ['company', 'contact', 'mail', 'contract', 'invoice'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];
/**
 * What happened: a record created, updated, validated, inactivated or deleted; a contact invited or
 * impersonated; a mail queued (created), sent, failed for good, or resent.
 */
export const TIMELINE_ACTIONS = [
  'created',
  'updated',
  'validated',
  'inactivated',
  'deleted',
  'invited',
  'impersonated',
  'sent',
  'failed',
  'resent',
  'statusChanged',
  'transferred',
] as const;
export type TimelineAction = (typeof TIMELINE_ACTIONS)[number];

/**
 * Where a mail of the outbox stands: waiting for its first attempt, waiting for another after a
 * failed one, delivered, or given up (the reason is kept).
 */
export const MAIL_STATUSES = ['pending', 'retrying', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/** What a mail is (the template it was written from). */
export const MAIL_KINDS = ['invitation', 'invoice', 'statement', 'reminder', 'notice'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/** An attachment is a file of the mail, or a part its body shows (an image by cid). */
export const MAIL_ATTACHMENT_KINDS = ['attachment', 'inline'] as const;
export type MailAttachmentKind = (typeof MAIL_ATTACHMENT_KINDS)[number];

/**
 * Contract statuses with their fixed ids (the spec: the list's default is ACTIVE, id 3). A contract
 * and each of its items has one; docs/domain.md "Contracts" gives the moves between them.
 */
export const CONTRACT_STATUS = { INACTIVE: 1, QUOTE: 2, ACTIVE: 3, SUSPENDED: 4, ACTIVE_NOINVOICE: 5 } as const;
export const CONTRACT_STATUSES = ['INACTIVE', 'QUOTE', 'ACTIVE', 'SUSPENDED', 'ACTIVE_NOINVOICE'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
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
/** Columns the IP plan sorts by (`orderBys`). */
export const IP_RANGE_SORT_COLUMNS = ['startAddress', 'size', 'contract', 'customer', 'updatedAt'] as const;
/** Columns the company list sorts by (`orderBys`). */
export const COMPANY_SORT_COLUMNS = ['name', 'vatNumber', 'partyType', 'city', 'status', 'updatedAt'] as const;

/** Columns the contact list sorts by (`orderBys`). */
export const CONTACT_SORT_COLUMNS = ['lastName', 'firstName', 'email', 'updatedAt'] as const;

/** Columns the product list sorts by (`orderBys`). */
export const PRODUCT_SORT_COLUMNS = [
  'code',
  'name',
  'productTypeDescription',
  'priceMethodDescription',
  'productStatusDescription',
  'rebateGroup',
  'updatedAt',
] as const;

/** Columns the rebate group list sorts by (`orderBys`). */
export const REBATE_GROUP_SORT_COLUMNS = ['description', 'rebatePercentage'] as const;

/** Columns the mail list sorts by (`orderBys`). */
export const MAIL_SORT_COLUMNS = ['createdAt', 'sentAt', 'subject', 'recipients', 'status'] as const;

/** Invoice states (docs/domain.md "Month invoicing"): a draft until approved, then created onward. */
export const INVOICE_STATES = [
  'draft',
  'created',
  'sent',
  'paid',
  'overdue',
  'partiallyPaid',
  'reminder1',
  'reminder2',
  'notice1',
  'notice2',
] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
/** The follow-ups of an unpaid invoice, in order: each moves it to the state of the same name. */
export const FOLLOW_UP_TYPES = ['reminder1', 'reminder2', 'notice1', 'notice2'] as const;
export type FollowUpType = (typeof FOLLOW_UP_TYPES)[number];
export const INVOICE_TYPES = ['invoice', 'creditNote'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
/** Who an invoice goes to: the customer itself, or the reseller's accounting (partner prices). */
export const INVOICE_RECEIVERS = ['client', 'accounting'] as const;
export type InvoiceReceiver = (typeof INVOICE_RECEIVERS)[number];
export const INVOICE_LINE_TYPES = ['original', 'isCredited', 'isCrediter'] as const;
export type InvoiceLineType = (typeof INVOICE_LINE_TYPES)[number];
/** A request log (one month run): pending while it runs, finished after. */
export const REQUEST_STATUSES = ['pending', 'finished'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_DETAIL_TYPES = ['error', 'info', 'warning'] as const;
export type RequestDetailType = (typeof REQUEST_DETAIL_TYPES)[number];
/** Columns the invoice and draft lists sort by (`orderBys`); the invoices by document date, newest first. */
export const INVOICE_SORT_COLUMNS = [
  'documentDate',
  'documentNumber',
  'customer',
  'month',
  'state',
  'totalExcl',
  'totalIncl',
  'dueDate',
] as const;
/** The documents of an invoice (`invoices/{id}/download`): its PDF, or the Peppol UBL e-invoice. */
export const INVOICE_DOCUMENT_TYPES = ['pdf', 'ubl'] as const;
export type InvoiceDocumentType = (typeof INVOICE_DOCUMENT_TYPES)[number];

/** Manual products' status filter: active, inactive or both (all); absent means active only. */
export const MANUAL_PRODUCT_STATUSES = ['active', 'inactive'] as const;
export type ManualProductStatus = (typeof MANUAL_PRODUCT_STATUSES)[number];
/** Columns the manual products list sorts by (`orderBys`). */
export const MANUAL_PRODUCT_SORT_COLUMNS = [
  'code',
  'description',
  'productType',
  'unitPrice',
  'vatRate',
  'updatedAt',
] as const;

/** What a manual product's (and a manual invoice line's) quantity counts. */
export const MANUAL_PRODUCT_UNITS = ['hour', 'day', 'piece', 'month', 'year'] as const;
export type ManualProductUnit = (typeof MANUAL_PRODUCT_UNITS)[number];

/**
 * The manual invoices list's states when its filter names none (spec 02: "manual invoices open
 * statuses"): every state but paid, the drafts included.
 */
export const MANUAL_INVOICE_OPEN_STATES: readonly InvoiceState[] = INVOICE_STATES.filter((s) => s !== 'paid');
/** Columns the manual invoices list sorts by (`orderBys`); unsorted: drafts first, then newest document date. */
export const MANUAL_INVOICE_SORT_COLUMNS = [
  'documentDate',
  'documentNumber',
  'customer',
  'state',
  'totalExcl',
  'totalIncl',
  'periodFrom',
] as const;
