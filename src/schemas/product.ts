/**
 * Products (spec 01 sections 3 and 7): the list contract. Product detail, create and update, and
 * prices join this file with the products issue.
 */
import * as z from 'zod';
import { listQueryBase, repeated } from './common';
import { PRODUCT_SORT_COLUMNS } from './constants';
import { orderBysOf } from './rebate-group';

export { PRODUCT_SORT_COLUMNS };

const id = z.coerce.number().int().positive('validation.positive').max(2_147_483_647, 'validation.max|2147483647');
/** A calendar day in a query: `YYYY-MM-DD`, year 1 or later (PostgreSQL has no year 0). */
const day = z.iso.date({ message: 'validation.date' }).refine((d) => d >= '0001-01-01', { message: 'validation.date' });

/** Filters of the products list: every array a repeated query key. */
export const productFilters = z.object({
  statusIds: repeated(id).optional(),
  productTypeIds: repeated(id).optional(),
  priceMethodIds: repeated(id).optional(),
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

export const productListQuery = listQueryBase
  .extend(productFilters.shape)
  .extend({ orderBys: orderBysOf(PRODUCT_SORT_COLUMNS).optional() })
  .refine(datesInOrder, dateOrderError);
export type ProductListQuery = z.infer<typeof productListQuery>;

/** The CSV export takes the list's filters, search and sort, without paging. */
export const productExportQuery = listQueryBase
  .omit({ pageIndex: true, pageSize: true })
  .extend(productFilters.shape)
  .extend({ orderBys: orderBysOf(PRODUCT_SORT_COLUMNS).optional() })
  .refine(datesInOrder, dateOrderError);
export type ProductExportQuery = z.infer<typeof productExportQuery>;

/** One row of the products list. */
export const productListItem = z.object({
  productId: z.number().int(),
  productGuid: z.string(),
  code: z.string(),
  productTypeId: z.number().int(),
  productTypeDescription: z.string(),
  priceMethodId: z.number().int(),
  priceMethodDescription: z.string(),
  productStatusId: z.number().int(),
  productStatusDescription: z.string(),
  /** The description in the signed-in user's language, else English, else any other, else empty. */
  currentUserLocaleTranslationName: z.string(),
  rebateGroupId: z.number().int().nullable(),
  rebateGroup: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type ProductListItem = z.infer<typeof productListItem>;

/** Reference data the product screens pick from. */
export type ProductStatus = { productStatusId: number; description: string };
export type ProductType = { productTypeId: number; description: string };
export type PriceMethod = { priceMethodId: number; description: string };
