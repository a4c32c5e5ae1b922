/**
 * The products list: status, product type, price method, rebate group (0: none) and the day range of
 * the last change, the search and the sort; its route loads the page with its filters' options and
 * the date filter's inputs.
 */
import { loadDateRangeInputs } from '@/components/filters/load-date-range-inputs';
import { defineList } from '@/components/list-screen/list-route';
import { PRODUCT_SORT_COLUMNS } from '@/shared/constants/product';

export const productList = defineList({
  route: '/_app/products/',
  module: 'products',
  filters: {
    statusIds: 'ids',
    productTypeIds: 'ids',
    priceMethodIds: 'ids',
    rebateGroupIds: 'ids',
    updatedFrom: 'day',
    updatedUntil: 'day',
  },
  sortColumns: PRODUCT_SORT_COLUMNS,
  queries: async () => (await import('./api/product-api')).productListQueries,
  preload: loadDateRangeInputs,
});
