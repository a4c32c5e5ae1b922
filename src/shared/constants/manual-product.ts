/** Manual products: statuses, units and the list's sort columns. Zod-free: safe for the start-up bundle. */
/** Manual products' status filter: active, inactive or both (all); absent means active only. */
export const MANUAL_PRODUCT_STATUSES = ['active', 'inactive'] as const;

export type ManualProductStatus = (typeof MANUAL_PRODUCT_STATUSES)[number];
/** The manual products list's statuses when its filter names none: the screen shows it, the server applies it. */
export const MANUAL_PRODUCT_DEFAULT_STATUSES: readonly ManualProductStatus[] = ['active'];

/** Columns the manual products list sorts by (`orderBys`). */
export const MANUAL_PRODUCT_SORT_COLUMNS = [
  'code',
  'description',
  'productType',
  'unitPrice',
  'vatRate',
  'updatedAt',
] as const;

/** The manual products list's order when none is chosen; the screen shows it. */
export const MANUAL_PRODUCT_DEFAULT_SORT = 'code' satisfies (typeof MANUAL_PRODUCT_SORT_COLUMNS)[number];

/** What a manual product's (and a manual invoice line's) quantity counts. */
export const MANUAL_PRODUCT_UNITS = ['hour', 'day', 'piece', 'month', 'year'] as const;

export type ManualProductUnit = (typeof MANUAL_PRODUCT_UNITS)[number];

/** The manual product types' codes (manual_product_types.code). */
export const MANUAL_PRODUCT_TYPE_CODES = ['service', 'hardware', 'licence', 'fee', 'travel'] as const;

/** The VAT rates (%) a manual product may carry. */
export const MANUAL_PRODUCT_VAT_RATES = [0, 6, 12, 21] as const;
export const MANUAL_PRODUCT_CODE_MAX = 30;
export const MANUAL_PRODUCT_DESCRIPTION_MAX = 200;
/** numeric(12,2) leaves room for more; a manual line of a million euro is a typo. */
export const MANUAL_PRODUCT_MAX_PRICE = 999_999.99;
