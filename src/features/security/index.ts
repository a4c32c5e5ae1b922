/**
 * The security feature as other features use it: signing out, the own password reset and two-factor
 * sign-in (the shell's profile menu).
 * Other features import this feature from here only (eslint.config.js, features keep to their rooms).
 */
export { useResetOwnPassword } from './api/security-api';
export { followRights, logout } from './session';
export { TwoFactorDialog } from './two-factor-dialog';
