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

/** The product types' codes (product_types.code): code branches on them, the screens label them. */
export const PRODUCT_TYPE_CODES = [
  'MS_NCE',
  'MS_AZURE',
  'DOMAIN',
  'SSL',
  'HOSTING',
  'IP_TRANSIT',
  'IP_RANGE',
  'SUPPORT',
  'SERVICE_FEE',
] as const;

export type ProductTypeCode = (typeof PRODUCT_TYPE_CODES)[number];

/** The price methods' codes (price_methods.code). */
export const PRICE_METHOD_CODES = ['FIXED', 'TIERED', 'VOLUME', 'PAY_PER_USE'] as const;

export type PriceMethodCode = (typeof PRICE_METHOD_CODES)[number];

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
