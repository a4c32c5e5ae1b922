/**
 * Signing in: the sign-in page's only change, apart from the shell's (security-api.ts), so that the
 * sign-in page loads it in its own chunk instead of a shared one (one request fewer before it paints).
 * A sign-in that needs its second step answers that step instead of the account (two-factor).
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { securityQueries } from '@/lib/security-queries';
import { call } from '@/lib/http';
import { securityEndpoints as api } from '@/shared/endpoints/security';
import type { Account, LoginAnswer } from '@/shared/schemas/security';
import type { LoginInput } from '@/shared/schemas/login';

/** The session is open: the account, then its rights, then the modules. */
export async function signedIn(queryClient: QueryClient, account: Account) {
  queryClient.setQueryData(securityQueries.account().queryKey, account);
  // After the user is fetched, the access rights are fetched.
  await queryClient.fetchQuery({ ...securityQueries.accessRights(), staleTime: 0 });
  await queryClient.invalidateQueries({ queryKey: securityQueries.modules().queryKey });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput): Promise<LoginAnswer> => call(api.login, { body: input }),
    meta: { suppressSuccess: true, suppressError: true },
    onSuccess: async (answer) => {
      if (!('twoFactor' in answer)) await signedIn(queryClient, answer);
    },
  });
}
