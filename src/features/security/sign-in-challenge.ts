/**
 * A sign-in between its password and its second step, kept in memory only (never stored): the step,
 * the challenge the server gave, where to go after. A reload forgets it: the user signs in again.
 */
import type { SignInStep } from '@/shared/constants/identity';

export type PendingSignIn = { step: SignInStep; challenge: string; returnUrl: string | undefined };

let pending: PendingSignIn | null = null;

export const keepPendingSignIn = (signIn: PendingSignIn) => {
  pending = signIn;
};
export const pendingSignIn = () => pending;
export const forgetPendingSignIn = () => {
  pending = null;
};
