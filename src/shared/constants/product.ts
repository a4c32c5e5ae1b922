/** Products: statuses, description languages, NCE segments, price types and the list's sort columns. Zod-free: safe for the start-up bundle. */
import type { Language } from './common';
/** Product statuses: ids 1, 2, 3. */
export const PRODUCT_STATUS = { active: 1, toCheck: 2, decommissioned: 3 } as const;

/** Languages a product has a description in, in the order the forms show them. */
export const PRODUCT_LANGUAGES = ['NL', 'EN', 'FR'] as const;

export type ProductLanguage = (typeof PRODUCT_LANGUAGES)[number];

/** The language code of the product texts a user reads first: their own language's (en → EN). */
export const PRODUCT_LANGUAGE_OF: Readonly<Record<Language, ProductLanguage>> = { en: 'EN', nl: 'NL', fr: 'FR' };

/** Partner Center segments of an NCE offer. */
export const PRODUCT_SEGMENTS = ['commercial', 'education', 'charity'] as const;

/** Price types (fixed ids): what the reseller pays, the recommended sales price, the reseller's price. */
export const PRICE_TYPE = { purchase: 1, sales: 2, partner: 3 } as const;

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
