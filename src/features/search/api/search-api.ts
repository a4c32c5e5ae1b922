/** The one search on the client: its query-key factory (all -> results(text)), rooted at the `search` domain. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { domainQueries } from '@/lib/domain-queries';
import { call } from '@/lib/http';
import { searchEndpoints as api } from '@/shared/endpoints/search';

const queries = domainQueries('search');

/** The hits a group shows in the palette. */
export const PALETTE_HITS_PER_GROUP = 5;

export const searchQueries = {
  ...queries.keys,
  /**
   * What the text finds in every module the user may read. The hits shown stay while the next text's
   * load (no flicker as one types); an answer is kept half a minute. A failure is the palette's own
   * state (with a retry), not an alert.
   */
  results: (text: string) =>
    queryOptions({
      queryKey: [...queries.keys.all(), 'results', text] as const,
      queryFn: ({ signal }) => call(api.search, { query: { q: text, limit: PALETTE_HITS_PER_GROUP } }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
      meta: { suppressError: true },
    }),
};
