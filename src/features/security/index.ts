/**
 * The security feature as other features use it: signing out and the own password reset (the shell).
 * Other features import this feature from here only (eslint.config.js, features keep to their rooms).
 */
export { useResetOwnPassword } from './api/security-api';
export { followRights, logout } from './session';
