/**
 * The QueryClient: queries retry 3 times (never on a 4xx) and refetch on focus; mutations never retry.
 * Errors and success alerts are handled here, once, for every query and mutation (spec 01 section 8).
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { alertError, showAlert } from './alerts';
import { i18next } from './i18n';

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

export type QueryClientHooks = {
  /** Called on any 401: the app re-checks the account and logs out when there is none. */
  onUnauthorized?: () => void;
};

export function createQueryClient(hooks: QueryClientHooks = {}) {
  const onError = (error: unknown, meta: Meta | undefined) => {
    if (error instanceof ApiError && error.status === 401) {
      if (!meta?.ignoreUnauthorized) hooks.onUnauthorized?.();
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
