/**
 * Products: the list contract, the metadata definitions, and the
 * product detail, create and update. Prices join this file with the pricing part of the products issue.
 */
import * as z from 'zod';
import { MAX_INT } from '../constants/common';
import {
  codeRow,
  dbInt,
  exportQuery,
  listOf,
  listQuery,
  positiveInt,
  queryId,
  repeated,
  requiredString,
} from './common';
import { isCalendarDay } from '../calendar-day';
import { metadataEntries, metadataValues } from './metadata';
import { PRODUCT_SORT_COLUMNS } from '../constants/product';
import { PRODUCT_LANGUAGES, PRODUCT_SEGMENTS } from '../constants/product';

export {
  matchingKey,
  metadataAccessibility,
  metadataDataType,
  metadataEntry as productMetadataEntry,
  metadataItem,
  metadataItems,
  metadataText,
  metadataValueError,
  type MetadataEntry as ProductMetadataEntry,
  type MetadataItem,
} from './metadata';

/** A calendar day in a query: `YYYY-MM-DD`, year 1 or later (PostgreSQL has no year 0). */
const day = z.string({ error: 'validation.date' }).refine(isCalendarDay, { message: 'validation.date' });

/** Filters of the products list: every array a repeated query key. */
export const productFilters = z.object({
  statusIds: repeated(queryId).optional(),
  productTypeIds: repeated(queryId).optional(),
  priceMethodIds: repeated(queryId).optional(),
  /** Rebate group ids; the value 0 selects products without a rebate group. */
  rebateGroupIds: repeated(z.coerce.number().int().min(0, 'validation.min|0').max(2_147_483_647)).optional(),
  /** Last change between these days, both inclusive (Europe/Brussels calendar days). */
  updatedFrom: day.optional(),
  updatedUntil: day.optional(),
});

/** The last-change range may not end before it starts. */
const datesInOrder = (q: { updatedFrom?: string; updatedUntil?: string }) =>
  !q.updatedFrom || !q.updatedUntil || q.updatedFrom <= q.updatedUntil;
const dateOrderError = { message: 'validation.dateOrder', path: ['updatedUntil'] };

export const productListQuery = listQuery(productFilters.shape, PRODUCT_SORT_COLUMNS).refine(
  datesInOrder,
  dateOrderError,
);
export type ProductListQuery = z.infer<typeof productListQuery>;

/** The CSV export takes the list's filters, search and sort, without paging. */
export const productExportQuery = exportQuery(productFilters.shape, PRODUCT_SORT_COLUMNS).refine(
  datesInOrder,
  dateOrderError,
);
export type ProductExportQuery = z.infer<typeof productExportQuery>;

/** What the list row and the detail share. */
const productSummary = z.object({
  productId: z.number().int(),
  productGuid: z.string(),
  code: z.string(),
  productTypeId: z.number().int(),
  /** The type's code (PRODUCT_TYPE_CODES): what the screens label; the description is the table's own. */
  productTypeCode: z.string(),
  productTypeDescription: z.string(),
  priceMethodId: z.number().int(),
  priceMethodCode: z.string(),
  priceMethodDescription: z.string(),
  productStatusId: z.number().int(),
  productStatusDescription: z.string(),
  /** The description in the signed-in user's language, else English, else any other, else empty. */
  currentUserLocaleTranslationName: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});

/** One row of the products list. */
export const productListItem = productSummary.extend({
  rebateGroupId: z.number().int().nullable(),
  rebateGroup: z.string().nullable(),
});
export type ProductListItem = z.infer<typeof productListItem>;

export const productPage = listOf(productListItem);

/** Reference data the product screens pick from. */
export const productStatus = z.object({ productStatusId: z.number().int(), description: z.string() });
export type ProductStatus = z.infer<typeof productStatus>;
export const productType = codeRow('productTypeId');
export type ProductType = z.infer<typeof productType>;
export const priceMethod = codeRow('priceMethodId');
export type PriceMethod = z.infer<typeof priceMethod>;
export const productStatuses = z.array(productStatus);
export const productTypes = z.array(productType);
export const priceMethods = z.array(priceMethod);

/* ---------------------------------------------------------------------------------------------- */
/* Create and update                                                          */
/* ---------------------------------------------------------------------------------------------- */

export const productTranslation = z.object({
  /** Present on a loaded product; ignored on write (the language identifies the text). */
  productTranslationId: dbInt.optional(),
  language: z.enum(PRODUCT_LANGUAGES, { message: `validation.oneOf|${PRODUCT_LANGUAGES.join(', ')}` }),
  description: requiredString(500),
});
export type ProductTranslation = z.infer<typeof productTranslation>;

/** Exactly one text per language NL, EN and FR. */
export const productTranslations = z
  .array(productTranslation)
  .max(PRODUCT_LANGUAGES.length, `validation.maxItems|${PRODUCT_LANGUAGES.length}`)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((t, i) => {
      if (seen.has(t.language)) ctx.addIssue({ code: 'custom', path: [i, 'language'], message: 'validation.unique' });
      seen.add(t.language);
    });
    if (PRODUCT_LANGUAGES.some((l) => !seen.has(l)))
      ctx.addIssue({ code: 'custom', path: [], message: 'validation.translations' });
  });

/** The reseller pricing of a product: the key is required, a null rebate group means none. */
export const partnerPricingProfile = z.object({
  rebateGroupId: positiveInt.nullable(),
});
export type PartnerPricingProfile = z.infer<typeof partnerPricingProfile>;

const profileText = (max: number) =>
  z.string({ error: 'validation.invalidType' }).trim().max(max, `validation.maxLength|${max}`).nullable().optional();
const isFilled = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';

/**
 * The Partner Center (NCE) profile of a product. The segment is required once the availability
 * product, SKU and availability ids are all filled.
 */
export const productPartnerCenterProfile = z
  .object({
    offerId: profileText(200),
    offerUri: profileText(500),
    availabilityProductId: profileText(100),
    availabilitySkuId: profileText(100),
    availabilityId: profileText(100),
    segment: z
      .enum(PRODUCT_SEGMENTS, { message: `validation.oneOf|${PRODUCT_SEGMENTS.join(', ')}` })
      .nullable()
      .optional(),
  })
  .superRefine((p, ctx) => {
    if (isFilled(p.availabilityProductId) && isFilled(p.availabilitySkuId) && isFilled(p.availabilityId) && !p.segment)
      ctx.addIssue({ code: 'custom', path: ['segment'], message: 'validation.required' });
  });
export type ProductPartnerCenterProfile = z.infer<typeof productPartnerCenterProfile>;

export const PRODUCT_CODE_MAX = 50;

/** The body of POST products (and, with the id and version, of PUT products). */
export const productInput = z.object({
  code: requiredString(PRODUCT_CODE_MAX),
  productTypeId: positiveInt,
  priceMethodId: positiveInt,
  productStatusId: positiveInt,
  translations: productTranslations,
  metadatas: metadataEntries,
  partnerPricingProfile,
  productPartnerCenterProfile,
  /** Only where the user goes next (the pricing step); echoed in the create answer. */
  pricingNext: z.boolean({ error: 'validation.invalidType' }).optional(),
});
export type ProductInput = z.infer<typeof productInput>;

export const productUpdate = productInput.extend({
  productId: dbInt,
  version: dbInt,
});
export type ProductUpdate = z.infer<typeof productUpdate>;

/** The answer of POST products (201). */
export const productCreated = z.object({
  productId: z.number().int(),
  productGuid: z.string(),
  pricingNext: z.boolean(),
});
export type ProductCreated = z.infer<typeof productCreated>;

/* ---------------------------------------------------------------------------------------------- */
/* Detail                                                                     */
/* ---------------------------------------------------------------------------------------------- */

export const productIdParam = z.object({
  id: z.coerce
    .number()
    .int('validation.integer')
    .positive('validation.positive')
    .max(MAX_INT, `validation.max|${MAX_INT}`),
});
export const productGuidParam = z.object({ guid: z.guid({ message: 'validation.guid' }) });

export const productDetail = productSummary.extend({
  /** In the order NL, EN, FR; a language without a text is absent. */
  translations: z.array(
    z.object({
      productTranslationId: z.number().int(),
      language: z.enum(PRODUCT_LANGUAGES),
      description: z.string(),
    }),
  ),
  partnerPricingProfile: z.object({ rebateGroupId: z.number().int().nullable(), rebateGroup: z.string().nullable() }),
  partnerCenterProfile: z.object({
    offerId: z.string().nullable(),
    offerUri: z.string().nullable(),
    availabilityProductId: z.string().nullable(),
    availabilitySkuId: z.string().nullable(),
    availabilityId: z.string().nullable(),
    segment: z.enum(PRODUCT_SEGMENTS).nullable(),
  }),
  /** The product's metadata values (Hidden ones too: the screens leave them out). */
  metadatas: metadataValues,
});
export type ProductDetail = z.infer<typeof productDetail>;
