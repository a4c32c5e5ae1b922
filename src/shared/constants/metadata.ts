/** Metadata items of products, companies, contacts, contracts and their items. Zod-free: safe for the start-up bundle. */
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

/**
 * The metadata codes the screens label (metadata_definitions.code and product_metadata_definitions.code),
 * read case-insensitively: `PONUMBER` and `ponumber` are one code. A definition added later without
 * a label shows its code made readable (src/shared/enumerations.ts).
 */
export const METADATA_CODES = [
  'rebate',
  'billingplan',
  'termduration',
  'renewaldate',
  'licencetype',
  'minimumquantity',
  'marginpercentage',
  'autorenew',
  'vendorsku',
  'tenantid',
  'unitcost',
  'endofsale',
  'creditlimit',
  'accountmanager',
  'erpcustomerid',
  'newsletter',
  'role',
  'crmid',
  'ponumber',
  'migrationdate',
  'lastperiodinvoicedadmin',
  'subscriptionid',
] as const;

/** The categories metadata definitions are grouped in, read like the codes (lower case, no spaces). */
export const METADATA_CATEGORIES = [
  'billing',
  'contract',
  'general',
  'integration',
  'invoicing',
  'licensing',
  'lifecycle',
  'marketing',
  'migration',
  'partnercenter',
  'pricing',
  'sales',
] as const;

/** The keys of the MULTISELECT metadata's values, per code, that the screens label. */
export const METADATA_OPTIONS = {
  billingplan: ['monthly', 'annual', 'P01M', 'P03M', 'P12M'],
  termduration: ['P1M', 'P1Y', 'P3Y'],
  licencetype: ['user', 'device', 'tenant', 'usage'],
} as const satisfies Partial<Record<(typeof METADATA_CODES)[number], readonly string[]>>;
