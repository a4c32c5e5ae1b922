import type { FilterSpec } from '@/lib/list-search';
import { MANUAL_PRODUCT_STATUSES } from '@/shared/constants/manual-product';

/** The manual products list's filters, as URL keys (the same names the list call takes). */
export const MANUAL_PRODUCT_FILTERS = {
  statuses: MANUAL_PRODUCT_STATUSES,
  productTypeIds: 'ids',
} as const satisfies FilterSpec;
