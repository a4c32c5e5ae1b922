/**
 * Identity: password rules' figures, how long a reset link and a pending sign-in live, and the
 * identity events the audit records. Zod-free: safe for the start-up bundle.
 */

/** A new password is at least this long (NIST SP 800-63B asks 8; a back office with money asks more). */
export const PASSWORD_MIN_LENGTH = 12;

/** And at most this long (the sign-in form's limit too): scrypt hashes it whole. */
export const PASSWORD_MAX_LENGTH = 1024;

/** A password reset link works once, within this time from its sending. */
export const PASSWORD_RESET_LIFETIME_MINUTES = 60;

/** Between the password and the second step (a code, or enrolling an authenticator) at most this long. */
export const SIGN_IN_CHALLENGE_MINUTES = 10;

/** Recovery codes made at enrolment, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/** What the identity audit records about a user (actor, subject user, action, before, after). */
export const IDENTITY_ACTIONS = [
  'passwordResetRequested',
  'passwordResetUsed',
  'authenticatorEnrolled',
  'authenticatorReset',
  'recoveryCodeUsed',
  'twoFactorRequired',
] as const;

export type IdentityAction = (typeof IDENTITY_ACTIONS)[number];

/** The second step of a sign-in: a code from the authenticator, or enrolling one first (a role requires it). */
export const SIGN_IN_STEPS = ['verify', 'enrol'] as const;

export type SignInStep = (typeof SIGN_IN_STEPS)[number];
