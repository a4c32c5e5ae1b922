/**
 * What every domain's query-key factory starts with (the feature's api file adds its own queries):
 * all -> lists -> list(query), details -> detail(id), and reference lists kept for an hour. The keys
 * start with the domain (queryRoot), so a change of the domain refreshes them all (invalidateDomain).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryRoot, type Domain } from '@/shared/catalogue';
import type { Endpoint, QueryOf, RequestOf } from '@/shared/endpoints/endpoint';
import { call } from './http';

/** Reference data changes rarely: kept for an hour. */
export const REFERENCE_STALE_MS = 60 * 60_000;

export function domainQueries<D extends Domain>(domain: D) {
  const all = () => queryRoot(domain);
  const lists = () => [...all(), 'list'] as const;
  const details = () => [...all(), 'detail'] as const;
  /** A page of the list: the page shown stays while the next one loads. */
  const listOf =
    <E extends Endpoint>(endpoint: E) =>
    (query: QueryOf<E>) =>
      queryOptions({
        queryKey: [...lists(), query] as const,
        queryFn: ({ signal }) => call(endpoint, { query } as RequestOf<E>, { signal }),
        placeholderData: keepPreviousData,
      });
  /** One record by its id: a missing one is a state of the screen, not an alert. */
  const detailOf =
    <E extends Endpoint>(endpoint: E) =>
    (id: number) =>
      queryOptions({
        queryKey: [...details(), id] as const,
        queryFn: ({ signal }) => call(endpoint, { params: { id } } as RequestOf<E>, { signal }),
        meta: { suppressError: true },
      });
  return {
    /** The keys a feature's factory spreads into its own: `...queries.keys`. */
    keys: { all, lists, details },
    listOf,
    detailOf,
    /** The keys, the list and the detail of a domain whose endpoints hold `list` and `detail`: `...queries.records(api)`. */
    records: <L extends Endpoint, R extends Endpoint>(api: { list: L; detail: R }) => ({
      all,
      lists,
      details,
      list: listOf(api.list),
      detail: detailOf(api.detail),
    }),
    /**
     * Records a combobox finds (`name` under the domain): those whose name holds the text (50 at
     * most), or the given ids (to name the chosen ones); kept five minutes.
     */
    finder:
      <E extends Endpoint>(name: string, endpoint: E) =>
      (searchText: string, ids: readonly number[] = []) =>
        queryOptions({
          queryKey: [...all(), name, searchText, ids] as const,
          queryFn: ({ signal }) =>
            call(endpoint, { query: ids.length ? { ids: [...ids] } : { searchText } } as RequestOf<E>, { signal }),
          staleTime: 5 * 60_000,
        }),
    /** A reference list under the domain (`name`), kept for an hour. */
    reference: <E extends Endpoint>(name: string, endpoint: E) =>
      queryOptions({
        queryKey: [...all(), name] as const,
        queryFn: ({ signal }) => call(endpoint, {} as RequestOf<E>, { signal }),
        staleTime: REFERENCE_STALE_MS,
      }),
  };
}
