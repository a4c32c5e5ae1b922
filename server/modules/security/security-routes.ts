/**
 * Sign-in, the session, the account and its rights, modules, external links and the health check
 * (password resets and two-factor: identity-routes.ts). Sign-in is rate-limited per client address and e-mail; a new session token at every
 * sign-in; a signed-out visitor is sent to the login screen with the path to come back to.
 */
import type { FastifyPluginAsync } from 'fastify';
import { accessibleModules } from '../../../src/shared/access';
import { securityEndpoints } from '../../../src/shared/endpoints/security';
import { dummyHash, verifyPassword } from '../../lib/password';
import { HttpError } from '../../http/errors';
import { registerRoutes } from '../../http/routes';
import { isDatabaseUnavailable } from '../../plugins/errors';
import { endSession, requireSession } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import { findUserByEmail, listExternalLinks, moduleTree } from './security-repository';
import { giveBackAttempt, takeAttempt } from './login-limit';
import { openSession } from './sign-in';
import { secondStepOf, startChallenge } from './two-factor';

/** A same-origin path from a return URL (absolute same-host URLs reduced to their path), else '/'. */
export function safeReturnPath(returnUrl: string | undefined, host: string): string {
  if (!returnUrl) return '/';
  let url: URL;
  let base: URL;
  try {
    base = new URL(`http://${host}`);
    url = new URL(returnUrl, base);
  } catch {
    return '/';
  }
  if (url.host !== base.host || returnUrl.startsWith('//') || returnUrl.includes('\\')) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/login') ? '/' : path;
}

const loginPath = (returnPath: string) =>
  returnPath === '/' ? '/login' : `/login?returnUrl=${encodeURIComponent(returnPath)}`;

export const securityRoutes: FastifyPluginAsync<ModuleDeps> = (app, { database, db, config }) => {
  const signedIn = { authenticated: true } as const;
  const limitWindow = { limit: config.loginRateLimit, windowMs: config.loginRateWindowMs };

  return registerRoutes(app, securityEndpoints, {
    login: {
      access: { public: true },
      changes: false,
      handler: async (request, reply) => {
        const email = request.body.email.toLowerCase();
        // The attempt is counted before the password is checked (login-limit.ts): parallel attempts cannot overtake.
        const attempt = await takeAttempt(db, `${request.ip}|${email}`, limitWindow);
        if (attempt === null) throw new HttpError(429, 'tooManyRequests');
        const user = await findUserByEmail(db, email);
        // Unknown users are checked against a dummy hash, so both failures take as long and answer alike.
        const valid = await verifyPassword(request.body.password, user?.passwordHash ?? (await dummyHash()));
        if (!user || !valid || user.disabled) throw new HttpError(400, 'auth.invalidCredentials');
        await giveBackAttempt(db, attempt);
        // With an authenticator (or a role that requires one) no session yet: the second step first.
        const step = await secondStepOf(db, user.id);
        if (step) return { twoFactor: step, challenge: await startChallenge(db, user.id, step) };
        return openSession(db, config, request, reply, user);
      },
    },
    loginRedirect: {
      access: { public: true },
      handler: async (request) => {
        const path = safeReturnPath(request.query.returnUrl, request.host);
        return { url: request.session ? path : loginPath(path) };
      },
    },
    singleSignOn: {
      access: { public: true },
      handler: async (request) => {
        const path = safeReturnPath(request.query.returnUrl, request.host);
        if (config.ssoAuthorizeUrl) {
          const url = new URL(config.ssoAuthorizeUrl);
          url.searchParams.set('redirect_uri', `${request.protocol}://${request.host}${path}`);
          return { url: url.toString() };
        }
        const search = new URLSearchParams({ sso: 'development' });
        if (path !== '/') search.set('returnUrl', path);
        return { url: `/login?${search.toString()}` };
      },
    },
    account: { access: signedIn, handler: async (request) => requireSession(request).user },
    accessRights: {
      access: signedIn,
      handler: async (request) => {
        const session = requireSession(request);
        return { accessRights: session.accessRights, functionalityAccessRights: session.rights };
      },
    },
    logout: {
      access: { public: true },
      changesState: true,
      changes: false,
      handler: async (request, reply) => {
        await endSession(db, request, reply);
        return { url: config.logoutRedirectUrl };
      },
    },
    modules: {
      access: signedIn,
      handler: async (request) => accessibleModules(requireSession(request).rights, await moduleTree(db)),
    },
    externalLinks: { access: signedIn, handler: () => listExternalLinks(db) },
    health: {
      access: { public: true },
      handler: async (request) => {
        try {
          await database.ping();
          return { status: 'ok' as const, database: database.kind };
        } catch (error) {
          if (!isDatabaseUnavailable(error)) request.log.warn({ err: error }, 'health check failed');
          throw new HttpError(503, 'serviceUnavailable');
        }
      },
    },
  });
};
