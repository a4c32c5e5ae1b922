/** Two-factor sign-in: the second step, the own authenticator's status, enrolling one. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { securityQueries } from '@/lib/security-queries';
import { securityEndpoints as api } from '@/shared/endpoints/security';
import type { TwoFactorInput } from '@/shared/schemas/security';
import { signedIn } from './login-api';

export const twoFactorQueries = {
  status: () =>
    queryOptions({
      queryKey: [...securityQueries.all(), 'authenticator'] as const,
      queryFn: ({ signal }) => call(api.authenticator, {}, { signal }),
      staleTime: 0,
    }),
};

const quiet = { suppressSuccess: true, suppressError: true };

export function useSecondStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorInput) => call(api.loginTwoFactor, { body: input }),
    meta: quiet,
    onSuccess: (account) => signedIn(queryClient, account),
  });
}

/** Enrolling: signed in (no challenge) or as a sign-in's second step (its challenge). */
export function useSetupAuthenticator() {
  return useMutation({
    mutationFn: (challenge: string | undefined) =>
      call(api.setupAuthenticator, { body: challenge ? { challenge } : {} }),
    meta: quiet,
  });
}

export function useConfirmAuthenticator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { challenge: string | undefined; code: string }) =>
      call(api.confirmAuthenticator, { body: input.challenge ? input : { code: input.code } }),
    meta: quiet,
    // The status is read again when the dialog opens next (not now: the recovery codes are on screen).
    onSuccess: async ({ account }) => {
      if (account) await signedIn(queryClient, account);
    },
  });
}
