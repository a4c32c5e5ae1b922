/**
 * The drafts on the client: the query-key factory (the real drafts or a simulation's, their summary
 * with the comparison against the month before, a draft's detail, the simulation runs to choose from
 * and the runs still pending). Rooted at the drafts domain: the invoices' changes (a run, an
 * approval) refresh it too (the catalogue's `shownIn`). The changes: draft-mutations.ts.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { domainQueries } from '@/lib/domain-queries';
import type { QueryOf } from '@/shared/endpoints/endpoint';
import { invoiceEndpoints as api } from '@/shared/endpoints/invoice';
import { PENDING_REFRESH_MS } from '@/shared/constants/request-log';
import type { DraftSearch } from '../draft-list';
import { draftSummaryQueryOf } from '../draft-search';

export type DraftListQuery = QueryOf<typeof api.drafts>;
export type DraftSummaryQuery = QueryOf<typeof api.draftsSummary>;

const queries = domainQueries('drafts');

export const draftQueries = {
  ...queries.keys,
  /** The real drafts, or a simulation's when the query names its run. */
  list: (query: DraftListQuery, simulation: boolean) =>
    queryOptions({
      queryKey: [...draftQueries.lists(), simulation, query] as const,
      queryFn: ({ signal }) => call(simulation ? api.simulations : api.drafts, { query }, { signal }),
      placeholderData: keepPreviousData,
    }),
  summary: (query: DraftSummaryQuery) =>
    queryOptions({
      queryKey: [...draftQueries.all(), 'summary', query] as const,
      queryFn: ({ signal }) => call(api.draftsSummary, { query }, { signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: number, simulation: boolean) =>
    queryOptions({
      queryKey: [...draftQueries.details(), id, simulation] as const,
      queryFn: ({ signal }) => call(simulation ? api.simulation : api.detail, { params: { id } }, { signal }),
      // A missing draft (approved or deleted meanwhile) is a state of the screen, not an alert.
      meta: { suppressError: true },
    }),
  /** The latest simulation runs (the screen's choice of which to show) and the runs still pending. */
  runs: () =>
    queryOptions({
      queryKey: [...draftQueries.all(), 'runs'] as const,
      queryFn: ({ signal }) => call(api.requests, { query: { pageIndex: 1, pageSize: 20 } }, { signal }),
      // While a run is pending its progress is asked again (the hub announces batches too).
      refetchInterval: (q) => (q.state.data?.items.some((r) => r.status === 'pending') ? PENDING_REFRESH_MS : false),
      meta: { suppressError: true },
    }),
};

/** What the drafts route loads: the page of drafts (or of the simulation's) and their summary. */
export const draftListQueries = (query: DraftListQuery, search: DraftSearch) => [
  draftQueries.list(query, search.simulation !== undefined),
  draftQueries.summary(draftSummaryQueryOf(query)),
];
