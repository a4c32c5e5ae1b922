import type { FilterSpec } from '@/lib/list-search';

/** The products list's filters, as URL keys (the same names the list call takes). */
export const PRODUCT_FILTERS = {
  statusIds: 'ids',
  productTypeIds: 'ids',
  priceMethodIds: 'ids',
  rebateGroupIds: 'ids',
  updatedFrom: 'day',
  updatedUntil: 'day',
} as const satisfies FilterSpec;
