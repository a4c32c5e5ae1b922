/** Query-key factory of the security domain. */
import { queryOptions } from '@tanstack/react-query';
import { ApiError, COULD_NOT_GET_USER } from '@/lib/api-error';
import { securityApi } from './security-api';

export const securityQueries = {
  all: () => ['security'] as const,
  account: () =>
    queryOptions({
      queryKey: [...securityQueries.all(), 'account'] as const,
      queryFn: async ({ signal }) => {
        const account = await securityApi.account(signal);
        // An empty answer is the 'could not get user' failure of the spec.
        if (!account) throw new ApiError(400, COULD_NOT_GET_USER);
        return account;
      },
      staleTime: 5 * 60_000,
      meta: { suppressError: true, ignoreUnauthorized: true },
    }),
  accessRights: () =>
    queryOptions({
      queryKey: [...securityQueries.all(), 'accessRights'] as const,
      queryFn: ({ signal }) => securityApi.accessRights(signal),
      staleTime: 5 * 60_000,
    }),
  /** Modules and external links are cached forever (spec). */
  modules: () =>
    queryOptions({
      queryKey: [...securityQueries.all(), 'modules'] as const,
      queryFn: ({ signal }) => securityApi.modules(signal),
      staleTime: Infinity,
      gcTime: Infinity,
    }),
  externalLinks: () =>
    queryOptions({
      queryKey: [...securityQueries.all(), 'externalLinks'] as const,
      queryFn: ({ signal }) => securityApi.externalLinks(signal),
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};
