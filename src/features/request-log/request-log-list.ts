/**
 * The request logs' lists. The runs (/invoicerequests): status (pending, finished) and kind (a real
 * run or a simulation), search and paging, newest first. A run's log lines (/invoicerequests/{id}):
 * their type (error, info, warning), search and paging, in the order the run wrote them.
 */
import { defineList, recordRowsQueries } from '@/components/list-screen/list-route';
import { definedOf, listQueryOf, type ListSearchOf } from '@/lib/list-search';
import type { PageSize } from '@/shared/constants/common';
import { REQUEST_DETAIL_TYPES, REQUEST_STATUSES } from '@/shared/constants/request-log';

/** A run is real (it makes drafts that are invoiced) or a simulation; the API's `simulation` flag. */
export const REQUEST_KINDS = ['real', 'simulation'] as const;

const RUN_FILTERS = { statuses: REQUEST_STATUSES, kinds: REQUEST_KINDS } as const;
const LINE_FILTERS = { types: REQUEST_DETAIL_TYPES } as const;

/** What the runs' call sends: one kind chosen is the simulation flag; both, like none, every run. */
export function requestListQueryOf(search: ListSearchOf<typeof RUN_FILTERS>, pageSize: PageSize) {
  const { kinds, ...query } = definedOf(listQueryOf(search, RUN_FILTERS, pageSize));
  return {
    ...query,
    ...(kinds?.length === 1 ? { simulation: kinds[0] === 'simulation' ? ('true' as const) : ('false' as const) } : {}),
  };
}

/** What a run's detail call sends for its log lines. */
export const requestDetailQueryOf = (search: ListSearchOf<typeof LINE_FILTERS>, pageSize: PageSize) =>
  definedOf(listQueryOf(search, LINE_FILTERS, pageSize));

export const requestLogList = defineList({
  route: '/_app/invoicerequests/',
  module: 'requestlogs',
  namespaces: ['requestLog'],
  filters: RUN_FILTERS,
  sortColumns: [],
  query: requestListQueryOf,
  queries: async () => {
    const { requestLogQueries } = await import('./api/request-log-api');
    return (query) => [requestLogQueries.list(query)];
  },
});

export const requestLinesList = defineList({
  route: '/_app/invoicerequests/$requestId',
  module: 'requestlogs',
  namespaces: ['requestLog'],
  filters: LINE_FILTERS,
  sortColumns: [],
  query: requestDetailQueryOf,
  queries: async () => {
    const { requestLogQueries } = await import('./api/request-log-api');
    return recordRowsQueries('requestId', requestLogQueries.detail);
  },
});
