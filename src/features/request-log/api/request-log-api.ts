/**
 * The month runs' request logs on the client: the query-key factory (the runs, a run with a page of
 * its log lines). Rooted at the invoices domain: a run's progress and its end are announced as changes
 * of the invoices, so the hub's events refresh these screens too. While a run is pending its queries
 * also ask again every PENDING_REFRESH_MS, so the progress moves between announcements. Read only.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { queryRoot } from '@/shared/catalogue';
import type { QueryOf } from '@/shared/endpoints/endpoint';
import { invoiceEndpoints as api } from '@/shared/endpoints/invoice';
import { PENDING_REFRESH_MS } from '@/shared/constants/request-log';

export type RequestListQuery = QueryOf<typeof api.requests>;
export type RequestDetailQuery = QueryOf<typeof api.request>;

export const requestLogQueries = {
  all: () => [...queryRoot('invoices'), 'requests'] as const,
  lists: () => [...requestLogQueries.all(), 'list'] as const,
  list: (query: RequestListQuery) =>
    queryOptions({
      queryKey: [...requestLogQueries.lists(), query] as const,
      queryFn: ({ signal }) => call(api.requests, { query }, { signal }),
      placeholderData: keepPreviousData,
      refetchInterval: (q) => (q.state.data?.items.some((r) => r.status === 'pending') ? PENDING_REFRESH_MS : false),
    }),
  details: () => [...requestLogQueries.all(), 'detail'] as const,
  detail: (id: number, query: RequestDetailQuery) =>
    queryOptions({
      queryKey: [...requestLogQueries.details(), id, query] as const,
      queryFn: ({ signal }) => call(api.request, { params: { id }, query }, { signal }),
      // Another page or filter of the same run keeps its facts on screen while the lines load.
      placeholderData: (previous) => (previous?.request.requestId === id ? previous : undefined),
      refetchInterval: (q) => (q.state.data?.request.status === 'pending' ? PENDING_REFRESH_MS : false),
      // A missing run is a state of the screen, not an alert.
      meta: { suppressError: true },
    }),
};
