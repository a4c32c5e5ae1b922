/**
 * Identity on the signed-out screens: asking for a reset link, where a link stands, setting the new
 * password (the shell's own reset: security-api.ts).
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { securityQueries } from '@/lib/security-queries';
import { securityEndpoints as api } from '@/shared/endpoints/security';
import type { NewPasswordInput } from '@/shared/schemas/security';

export const identityQueries = {
  /** Where a reset link stands: asked each time the page opens (it changes once used). */
  resetLink: (token: string) =>
    queryOptions({
      queryKey: [...securityQueries.all(), 'resetLink', token] as const,
      queryFn: ({ signal }) => call(api.resetLink, { query: { token } }, { signal }),
      staleTime: 0,
      gcTime: 0,
      meta: { suppressError: true },
    }),
};

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => call(api.forgotPassword, { body: { email } }),
    meta: { suppressSuccess: true, suppressError: true },
  });
}

export function useSetPassword() {
  return useMutation({
    mutationFn: (input: NewPasswordInput) => call(api.setPassword, { body: input }),
    meta: { suppressSuccess: true, suppressError: true },
  });
}
