/**
 * The QueryClient: queries retry 3 times (never on a 4xx) and refetch on focus; mutations never retry.
 * Errors and success alerts are handled here, once, for every query and mutation.
 */
import { MutationCache, QueryCache, QueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { affectedDomains, queryRoot, type Domain } from '../shared/catalogue';
import { ApiError } from './api-error';
import { alertError, showAlert } from './alerts';
import { i18next } from './i18n';
import { reportUnauthorized } from './unauthorized';

type Meta = {
  /** No error alert (the screen shows the error itself, e.g. a not-found state). */
  suppressError?: boolean;
  /** No success alert after a mutation. */
  suppressSuccess?: boolean;
  /** Translation key of the success alert; default `alerts.saved`. */
  successMessage?: string;
  /** A 401 here is expected (the account check itself): do not start the session check. */
  ignoreUnauthorized?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: Meta;
    mutationMeta: Meta;
    defaultError: unknown;
  }
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < 3;
}

export function createQueryClient() {
  const onError = (error: unknown, meta: Meta | undefined) => {
    // Any 401 starts the account check (src/lib/unauthorized.ts), unless it is that check's own.
    if (error instanceof ApiError && error.status === 401) {
      if (!meta?.ignoreUnauthorized) reportUnauthorized(error);
      return;
    }
    if (!meta?.suppressError) alertError(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => onError(error, mutation.meta),
      onSuccess: (_d, _v, _c, mutation) => {
        if (!mutation.meta?.suppressSuccess)
          showAlert('success', i18next.t(mutation.meta?.successMessage ?? 'alerts.saved'));
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: true, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * After a change of a domain (one's own save, or a colleague's that the hub announces): the domain's
 * queries are refetched, and those of the domains that show its records (the catalogue's `shownIn`:
 * a renamed rebate group refreshes product lists and details). `own` narrows the domain's own part
 * (a product save refreshes product lists and details, not the reference lists).
 */
export function invalidateDomain(
  queryClient: QueryClient,
  domain: Domain,
  own: readonly QueryKey[] = [queryRoot(domain)],
) {
  const [, ...showing] = affectedDomains(domain);
  return Promise.all(
    [...own, ...showing.map(queryRoot)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/**
 * A route loader's data: each query from the cache when there (a stale one refreshes in the
 * background), else fetched; all at once, started with the route's code. Entering a route waits for
 * them, so the screen paints complete; a change of the same route's search (`cause: 'stay'`: a
 * filter, a sort, a page) does not: the screen shows the change at once and keeps its rows, dimmed,
 * until the new ones arrive. A failure does not fail the route: the screen's own query shows it (and
 * retries), as it would without the loader.
 */
export function loadQueries(
  { context, cause }: { context: { queryClient: QueryClient }; cause: 'enter' | 'stay' | 'preload' },
  ...queries: FetchQueryOptions<any, any, any, any>[] // eslint-disable-line @typescript-eslint/no-explicit-any -- any query of the factories
): Promise<void> | undefined {
  const loading = Promise.all(
    queries.map((options) =>
      context.queryClient.ensureQueryData({ ...options, revalidateIfStale: true }).catch(() => undefined),
    ),
  ).then(() => undefined);
  return cause === 'stay' ? undefined : loading;
}
