/**
 * Sign-in, the session, the account and its rights, modules, external links, identity resets, and the
 * server's health check (base /api/security/v2, external links at /api/v2/externallinks).
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/security'));
const ACCOUNT = '/api/security/v2/account';
const IDENTITY = '/api/security/v2/identity';

export const securityEndpoints = {
  /** Sets the session cookie and answers the account; or answers the second step the sign-in needs (two-factor). */
  login: api.post(`${ACCOUNT}/login`, (s) => ({ body: s.loginSchema, response: s.loginAnswer })),
  /** The second step: a code from the authenticator app or a recovery code; sets the session cookie. */
  loginTwoFactor: api.post(`${ACCOUNT}/login/two-factor`, (s) => ({
    body: s.twoFactorBody,
    response: s.accountSchema,
  })),
  /** Where a visitor goes for a return URL: the login screen when signed out, else the URL (same origin only). */
  loginRedirect: api.get(`${ACCOUNT}/login/redirect`, (s) => ({ query: s.returnUrlQuery, response: s.redirectAnswer })),
  singleSignOn: api.get('/api/security/v2/oauth/signin', (s) => ({
    query: s.returnUrlQuery,
    response: s.redirectAnswer,
  })),
  account: api.get(ACCOUNT, (s) => ({ response: s.accountSchema })),
  accessRights: api.get(`${ACCOUNT}/accessrights`, (s) => ({ response: s.accessRightsAnswer })),
  /** Ends the session (a GET that changes state: it needs the CSRF header). */
  logout: api.get(`${ACCOUNT}/logout/redirect`, (s) => ({ response: s.redirectAnswer })),
  modules: api.get('/api/security/v2/modules', (s) => ({ response: s.modulesAnswer })),
  externalLinks: api.get('/api/v2/externallinks', (s) => ({ response: s.externalLinksAnswer })),
  resetOwnPassword: api.post(`${IDENTITY}/reset-password`, (s) => ({ response: s.emptyAnswer })),
  resetPassword: api.post(`${IDENTITY}/:id/reset-password`, (s) => ({
    params: s.idParam,
    body: s.resetOtherPasswordBody,
    response: s.emptyAnswer,
  })),
  resetAuthenticator: api.post(`${IDENTITY}/:id/reset-authenticator`, (s) => ({
    params: s.idParam,
    response: s.emptyAnswer,
  })),
  /** The sign-in page's "forgot password": mails a reset link when the e-mail is an account's; answers alike either way. */
  forgotPassword: api.post(`${IDENTITY}/forgot-password`, (s) => ({
    body: s.forgotPasswordBody,
    response: s.emptyAnswer,
  })),
  /** Where a reset link stands (the reset page asks before showing its form). */
  resetLink: api.get(`${IDENTITY}/password-reset`, (s) => ({ query: s.resetLinkQuery, response: s.resetLinkAnswer })),
  /** Sets a new password with a reset link; every session of the user ends. */
  setPassword: api.post(`${IDENTITY}/password-reset`, (s) => ({ body: s.newPasswordBody, response: s.emptyAnswer })),
  /** The own authenticator: enrolled, required by a role, recovery codes left. */
  authenticator: api.get(`${IDENTITY}/authenticator`, (s) => ({ response: s.authenticatorStatusAnswer })),
  /** A new secret and its QR code to enrol (signed in, or with an enrolling sign-in's challenge). */
  setupAuthenticator: api.post(`${IDENTITY}/authenticator/setup`, (s) => ({
    body: s.setupAuthenticatorBody,
    response: s.authenticatorSetupAnswer,
  })),
  /** Confirms the enrolment with a code: the recovery codes; a sign-in's challenge also signs in. */
  confirmAuthenticator: api.post(`${IDENTITY}/authenticator/confirm`, (s) => ({
    body: s.confirmAuthenticatorBody,
    response: s.confirmAuthenticatorAnswer,
  })),
  health: api.get('/api/health', (s) => ({ response: s.healthAnswer })),
};
