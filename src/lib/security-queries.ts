/**
 * The signed-in session's reads, which every screen but sign-in begins with: the account, its rights,
 * the modules and the external links (the security domain's query-key factory). Plumbing, not a
 * feature: the route guards (guards.ts), the access hook and the shell read them.
 */
import { queryOptions } from '@tanstack/react-query';
import { ApiError, COULD_NOT_GET_USER } from '@/lib/api-error';
import { call } from '@/lib/http';
import { queryRoot } from '@/shared/catalogue';
import { securityEndpoints as api } from '@/shared/endpoints/security';

/** Modules and external links are cached forever. */
const FOREVER = { staleTime: Infinity, gcTime: Infinity } as const;

export const securityQueries = {
  all: () => queryRoot('security'),
  account: () =>
    queryOptions({
      queryKey: [...securityQueries.all(), 'account'] as const,
      queryFn: async ({ signal }) => {
        const account = await call(api.account, {}, { signal });
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
      queryFn: ({ signal }) => call(api.accessRights, {}, { signal }),
      staleTime: 5 * 60_000,
    }),
  modules: () =>
    queryOptions({
      queryKey: [...securityQueries.all(), 'modules'] as const,
      queryFn: ({ signal }) => call(api.modules, {}, { signal }),
      ...FOREVER,
    }),
  externalLinks: () =>
    queryOptions({
      queryKey: [...securityQueries.all(), 'externalLinks'] as const,
      queryFn: ({ signal }) => call(api.externalLinks, {}, { signal }),
      ...FOREVER,
    }),
};
