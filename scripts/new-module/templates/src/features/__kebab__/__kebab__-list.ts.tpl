/** The __records__ list: its status filter (the default statuses when none is chosen), the search and the sort; its route loads the page. */
import { defineList } from '@/components/list-screen/list-route';
import { __constant___SORT_COLUMNS, __constant___STATUSES } from '@/shared/constants/__kebab__';

export const __camel__List = defineList({
  route: '__listRouteId__',
  module: '__moduleKey__',
  namespaces: ['__camel__'],
  filters: { statuses: __constant___STATUSES },
  sortColumns: __constant___SORT_COLUMNS,
  queries: async () => (await import('./api/__kebab__-api')).__camel__ListQueries,
});
