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
