/** The rebate groups list: no filters, the search and the sort only; its route loads the page. */
import { defineList } from '@/components/list-screen/list-route';
import { REBATE_GROUP_SORT_COLUMNS } from '@/shared/constants/rebate-group';

export const rebateGroupList = defineList({
  route: '/_app/rebategroups',
  module: 'rebategroups',
  namespaces: ['rebateGroup'],
  filters: {},
  sortColumns: REBATE_GROUP_SORT_COLUMNS,
  queries: async () => (await import('./api/rebate-group-api')).rebateGroupListQueries,
});
