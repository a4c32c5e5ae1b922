/** The security domain on the client, through its endpoints: the query-key factory (account, rights, modules, external links), sign-in and the own password reset. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, COULD_NOT_GET_USER } from '@/lib/api-error';
import { call } from '@/lib/http';
import { queryRoot } from '@/shared/catalogue';
import { securityEndpoints as api } from '@/shared/endpoints/security';
import type { LoginInput } from '@/shared/schemas/login';

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
  /** Modules and external links are cached forever. */
  modules: () =>
    queryOptions({
      queryKey: [...securityQueries.all(), 'modules'] as const,
      queryFn: ({ signal }) => call(api.modules, {}, { signal }),
      staleTime: Infinity,
      gcTime: Infinity,
    }),
  externalLinks: () =>
    queryOptions({
      queryKey: [...securityQueries.all(), 'externalLinks'] as const,
      queryFn: ({ signal }) => call(api.externalLinks, {}, { signal }),
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => call(api.login, { body: input }),
    meta: { suppressSuccess: true, suppressError: true },
    onSuccess: async (account) => {
      queryClient.setQueryData(securityQueries.account().queryKey, account);
      // After the user is fetched, the access rights are fetched.
      await queryClient.fetchQuery({ ...securityQueries.accessRights(), staleTime: 0 });
      await queryClient.invalidateQueries({ queryKey: securityQueries.modules().queryKey });
    },
  });
}

export function useResetOwnPassword() {
  return useMutation({
    mutationFn: () => call(api.resetOwnPassword, {}),
    meta: { successMessage: 'profile.resetPasswordSent' },
  });
}
