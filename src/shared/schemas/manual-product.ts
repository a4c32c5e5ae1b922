/**
 * Manual products: what finance bills by hand on a manual invoice line (an hour of consultancy, a
 * setup fee). The list query, the create and update bodies (with the version; the update also sets
 * the active flag: inactivating and reactivating), set-inactive with an outcome per id, the record,
 * and the short forms the product type filter and a new manual invoice line pick from.
 */
import * as z from 'zod';
import {
  MANUAL_PRODUCT_CODE_MAX,
  MANUAL_PRODUCT_DESCRIPTION_MAX,
  MANUAL_PRODUCT_MAX_PRICE,
  MANUAL_PRODUCT_VAT_RATES,
} from '../constants/manual-product';
import {
  codeRow,
  dbInt,
  hasAtMostTwoDecimals,
  listOf,
  listQuery,
  outcomesOf,
  positiveInt,
  queryNumberId,
  repeated,
  requiredOr,
  requiredString,
} from './common';
import {
  MANUAL_PRODUCT_SORT_COLUMNS,
  MANUAL_PRODUCT_STATUSES,
  MANUAL_PRODUCT_UNITS,
} from '../constants/manual-product';

export { idParam } from './common';

export const manualProductListQuery = listQuery(
  {
    /** Absent: active products only. Both: all. */
    statuses: repeated(z.enum(MANUAL_PRODUCT_STATUSES, { message: 'validation.invalid' })).optional(),
    productTypeIds: repeated(queryNumberId).optional(),
  },
  MANUAL_PRODUCT_SORT_COLUMNS,
);
export type ManualProductListQuery = z.infer<typeof manualProductListQuery>;

/**
 * The code: stored in upper case, letters, digits and `.`, `-`, `_` after a letter or digit (unique
 * among all manual products). Another form is `validation.invalid` (the field's hint gives the rule).
 */
export const manualProductCode = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .min(1, 'validation.required')
  .max(MANUAL_PRODUCT_CODE_MAX, `validation.maxLength|${MANUAL_PRODUCT_CODE_MAX}`)
  .regex(/^[A-Z0-9][A-Z0-9._-]*$/, 'validation.invalid');

/** The unit price in euro: 0 or more, two decimals at most. */
export const manualProductUnitPrice = z
  .number({ error: requiredOr('validation.number') })
  .min(0, 'validation.min|0')
  .max(MANUAL_PRODUCT_MAX_PRICE, `validation.max|${MANUAL_PRODUCT_MAX_PRICE}`)
  .refine(hasAtMostTwoDecimals, { message: 'validation.decimals|2' });

export const manualProductInput = z.object({
  code: manualProductCode,
  description: requiredString(MANUAL_PRODUCT_DESCRIPTION_MAX),
  productTypeId: positiveInt,
  unitPrice: manualProductUnitPrice,
  vatRate: z
    .number({ error: requiredOr('validation.number') })
    .refine((v) => (MANUAL_PRODUCT_VAT_RATES as readonly number[]).includes(v), {
      message: `validation.oneOf|${MANUAL_PRODUCT_VAT_RATES.join(', ')}`,
    }),
  unit: z.enum(MANUAL_PRODUCT_UNITS, { error: requiredOr(`validation.oneOf|${MANUAL_PRODUCT_UNITS.join(', ')}`) }),
});
export type ManualProductInput = z.infer<typeof manualProductInput>;

/** PUT: the whole product with the version it was read at; `active` false inactivates, true reactivates. */
export const manualProductUpdate = manualProductInput.extend({
  manualProductId: dbInt,
  version: dbInt,
  active: z.boolean({ error: requiredOr('validation.bool') }),
});
export type ManualProductUpdate = z.infer<typeof manualProductUpdate>;

export const manualProductSchema = manualProductUpdate.extend({
  productTypeCode: z.string(),
  productTypeDescription: z.string(),
  /** When it was last inactivated; null while active. */
  inactivatedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ManualProduct = z.infer<typeof manualProductSchema>;

export const manualProductPage = listOf(manualProductSchema);
export const manualProductCreated = z.object({ manualProductId: z.number().int() });

/** POST set-inactive: one or many ids; an outcome per id. */
export const manualProductSetInactive = z.object({
  manualProductIds: z.array(dbInt).min(1, 'validation.required').max(500, 'validation.maxItems|500'),
});
export const manualProductSetInactiveOutcomes = z.object({
  /** One per product; `error`: why it was refused (`validation.notFound`); null when it is inactive now. */
  outcomes: outcomesOf('manualProductId'),
});
export type ManualProductSetInactiveOutcomes = z.infer<typeof manualProductSetInactiveOutcomes>;

/** GET producttypes: the small fixed list (service, hardware, licence, fee, travel). */
export const manualProductType = codeRow('productTypeId');
export type ManualProductType = z.infer<typeof manualProductType>;
export const manualProductTypes = z.array(manualProductType);

/** GET manualinvoicelines/products: the active products a new manual invoice line may use, by code. */
export const manualInvoiceLineProduct = manualProductInput.extend({
  manualProductId: z.number().int(),
  productTypeDescription: z.string(),
});
export type ManualInvoiceLineProduct = z.infer<typeof manualInvoiceLineProduct>;
export const manualInvoiceLineProducts = z.array(manualInvoiceLineProduct);

const emptyAsMissing = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/**
 * The dialog: the type and the price hold null while empty (then "required"); `active` only counts
 * on an edit (a new product is active).
 */
export const manualProductForm = manualProductInput.extend({
  productTypeId: z.preprocess(emptyAsMissing, manualProductInput.shape.productTypeId),
  unitPrice: z.preprocess(emptyAsMissing, manualProductUnitPrice),
  active: z.boolean(),
});
export type ManualProductForm = z.infer<typeof manualProductForm>;
