/** The security domain's changes on the client: sign-in and the own password reset (its reads: lib/security-queries.ts). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { securityQueries } from '@/lib/security-queries';
import { call } from '@/lib/http';
import { securityEndpoints as api } from '@/shared/endpoints/security';
import type { LoginInput } from '@/shared/schemas/login';

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
