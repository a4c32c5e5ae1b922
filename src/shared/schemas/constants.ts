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
export const METADATA_ENTITIES = ['company', 'contact'] as const;
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
export const TIMELINE_KINDS = ['company', 'contact', 'mail'] as const;
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
