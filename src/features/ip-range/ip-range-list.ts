/**
 * The IP plan's list: no filters, the search (an address finds the range holding it) and the sort;
 * its route loads the page.
 */
import { defineList } from '@/components/list-screen/list-route';
import { IP_RANGE_DEFAULT_SORT, IP_RANGE_SORT_COLUMNS } from '@/shared/constants/ip-range';

export const ipRangeList = defineList({
  route: '/_app/ipPlan',
  module: 'ipplan',
  namespaces: ['ipRange'],
  filters: {},
  sortColumns: IP_RANGE_SORT_COLUMNS,
  defaultSort: IP_RANGE_DEFAULT_SORT,
  queries: async () => (await import('./api/ip-range-api')).ipRangeListQueries,
});
