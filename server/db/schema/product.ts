/**
 * Products: the catalogue with its reference lists (statuses, product types,
 * price methods) and the NL/EN/FR texts. Metadata and prices (next issue) hang off products.id or
 * products.guid, which is why the guid is unique and never changes.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  tableWithId,
  codeList,
  GIN_NO_PENDING_LIST,
  metadataDefinition,
  metadataDefinitionChecks,
  metadataValues,
  requiredRef,
  versioned,
} from './columns';
import { rebateGroups } from './partner';
import { PRODUCT_LANGUAGES, PRODUCT_SEGMENTS } from '../../../src/shared/constants/product';

/** Ids 1 Active, 2 To check, 3 Decommissioned are fixed (PRODUCT_STATUS); hence no serial. */
export const productStatuses = pgTable('product_statuses', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
});

/** The code is a stable key for code that branches on the kind of product (NCE licence, domain, ...). */
export const productTypes = codeList('product_types', {});

export const priceMethods = codeList('price_methods', {});

export const products = tableWithId(
  'products',
  {
    guid: uuid('guid').notNull().unique().defaultRandom(),
    code: text('code').notNull(),
    productTypeId: requiredRef('product_type_id', () => productTypes.id),
    priceMethodId: requiredRef('price_method_id', () => priceMethods.id),
    productStatusId: requiredRef('product_status_id', () => productStatuses.id),
    rebateGroupId: integer('rebate_group_id').references(() => rebateGroups.id),
    // Partner Center profile (NCE): offer and catalogue ids, empty for products sold outside it.
    offerId: text('offer_id'),
    offerUri: text('offer_uri'),
    availabilityProductId: text('availability_product_id'),
    availabilitySkuId: text('availability_sku_id'),
    availabilityId: text('availability_id'),
    segment: text('segment', { enum: PRODUCT_SEGMENTS }),
    ...versioned(),
    // The name as a reader of each language sees it, lower case, for the list's sort by name: kept
    // by triggers on product_translations (migration 0005), whoever writes the texts.
    sortNameEn: text('sort_name_en').notNull().default(''),
    sortNameNl: text('sort_name_nl').notNull().default(''),
    sortNameFr: text('sort_name_fr').notNull().default(''),
  },
  (t) => [
    index('products_sort_name_en_idx').on(t.sortNameEn, t.id),
    index('products_sort_name_nl_idx').on(t.sortNameNl, t.id),
    index('products_sort_name_fr_idx').on(t.sortNameFr, t.id),
    // Case-insensitive uniqueness, lookups and the sort on code (the list sorts on lower(code)).
    uniqueIndex('products_code_idx').on(sql`lower(${t.code})`),
    // Substring search on code (ILIKE '%...%'): trigram index, pg_trgm (see migration 0002).
    index('products_code_trgm_idx')
      .using('gin', sql`${t.code} gin_trgm_ops`)
      .with(GIN_NO_PENDING_LIST),
    index('products_product_type_idx').on(t.productTypeId),
    index('products_price_method_idx').on(t.priceMethodId),
    index('products_status_idx').on(t.productStatusId),
    index('products_rebate_group_idx').on(t.rebateGroupId),
    index('products_updated_at_idx').on(t.updatedAt),
    check('products_segment_check', sql`${t.segment} in ('commercial', 'education', 'charity')`),
  ],
);

export const productTranslations = tableWithId(
  'product_translations',
  {
    productId: requiredRef('product_id', () => products.id, { onDelete: 'cascade' }),
    language: text('language', { enum: PRODUCT_LANGUAGES }).notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    uniqueIndex('product_translations_product_language_idx').on(t.productId, t.language),
    // Substring search on descriptions (ILIKE '%...%').
    index('product_translations_description_trgm_idx')
      .using('gin', sql`${t.description} gin_trgm_ops`)
      .with(GIN_NO_PENDING_LIST),
    check('product_translations_language_check', sql`${t.language} in ('NL', 'EN', 'FR')`),
  ],
);

/**
 * Metadata a product can carry: the definitions, one per code, with the data
 * type its value is checked by, the keys and labels of a MULTISELECT, and who may change it.
 */
export const productMetadataDefinitions = tableWithId(
  'product_metadata_definitions',
  {
    ...metadataDefinition(),
  },
  (t) => [
    uniqueIndex('product_metadata_definitions_code_idx').on(sql`lower(${t.code})`),
    ...metadataDefinitionChecks('product_metadata_definitions'),
  ],
);

/** A product's metadata values (as text, checked against the definition's data type on write). */
export const productMetadata = metadataValues(
  'product_metadata',
  { productId: products.id },
  productMetadataDefinitions,
);
