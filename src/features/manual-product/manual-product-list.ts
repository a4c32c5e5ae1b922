/**
 * The manual products list: status (active when none is chosen) and product type, the search (code
 * or description) and the sort; its route loads the page with the type filter's options.
 */
import { defineList } from '@/components/list-screen/list-route';
import {
  MANUAL_PRODUCT_DEFAULT_SORT,
  MANUAL_PRODUCT_SORT_COLUMNS,
  MANUAL_PRODUCT_STATUSES,
} from '@/shared/constants/manual-product';

export const manualProductList = defineList({
  route: '/_app/invoices/manualProducts',
  module: 'manualProducts',
  namespaces: ['manualProduct'],
  filters: { statuses: MANUAL_PRODUCT_STATUSES, productTypeIds: 'ids' },
  sortColumns: MANUAL_PRODUCT_SORT_COLUMNS,
  defaultSort: MANUAL_PRODUCT_DEFAULT_SORT,
  queries: async () => (await import('./api/manual-product-api')).manualProductListQueries,
});
