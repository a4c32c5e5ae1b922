import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@/shared/schemas/security';
import { securityApi } from './security-api';
import { securityQueries } from './security-queries';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => securityApi.login(input),
    meta: { suppressSuccess: true, suppressError: true },
    onSuccess: async (account) => {
      queryClient.setQueryData(securityQueries.account().queryKey, account);
      // After the user is fetched, the access rights are fetched (spec 01 section 4).
      await queryClient.fetchQuery({ ...securityQueries.accessRights(), staleTime: 0 });
      await queryClient.invalidateQueries({ queryKey: securityQueries.modules().queryKey });
    },
  });
}

export function useResetOwnPassword() {
  return useMutation({
    mutationFn: () => securityApi.resetOwnPassword(),
    meta: { successMessage: 'profile.resetPasswordSent' },
  });
}
