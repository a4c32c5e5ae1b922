/** The security domain's changes the shell makes: the own password reset (sign-in: login-api.ts; reads: lib/security-queries.ts). */
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { securityEndpoints as api } from '@/shared/endpoints/security';

export function useResetOwnPassword() {
  return useMutation({
    mutationFn: () => call(api.resetOwnPassword, {}),
    meta: { successMessage: 'profile.resetPasswordSent' },
  });
}
