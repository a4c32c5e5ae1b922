/** Sign-in, session, account, access rights, modules, external links and identity (spec 01 section 7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessibleModules } from '../../../src/shared/access';
import { idParam } from '../../../src/shared/schemas/common';
import { loginSchema, resetOtherPasswordBody, returnUrlQuery } from '../../../src/shared/schemas/security';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { dummyHash, verifyPassword } from '../../lib/password';
import { createNotification, NOTIFICATION_TEXTS } from '../notification/notification-repository';
import { envelope, HttpError, notFound } from '../../http/errors';
import { endSession, requireSession, SESSION_COOKIE, sessionCookieOptions } from '../../plugins/security';
import {
  findUserByEmail,
  listExternalLinks,
  moduleTree,
  recentFailures,
  recordFailure,
  recordReset,
  userExists,
} from './security-repository';
import { createSession, deleteSession } from './session-repository';

const ACCOUNT = '/api/security/v2/account';
const IDENTITY = '/api/security/v2/identity';

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

export const securityRoutes: FastifyPluginAsyncZod<{ db: Db; config: ServerConfig }> = async (app, { db, config }) => {
  const ttlMs = config.sessionTtlHours * 3_600_000;

  app.post(
    `${ACCOUNT}/login`,
    { config: { access: { public: true }, changes: false }, schema: { body: loginSchema } },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const limitKey = `${request.ip}|${email}`;
      if ((await recentFailures(db, limitKey, config.loginRateWindowMs)) >= config.loginRateLimit) {
        throw new HttpError(429, 'tooManyRequests');
      }
      const user = await findUserByEmail(db, email);
      // Unknown users are checked against a dummy hash, so both failures take as long and answer alike.
      const valid = await verifyPassword(request.body.password, user?.passwordHash ?? (await dummyHash()));
      if (!user || !valid || user.disabled) {
        await recordFailure(db, limitKey, config.loginRateWindowMs);
        throw new HttpError(400, 'auth.invalidCredentials');
      }
      // A new token at every sign-in: a cookie planted before login is never promoted (no fixation).
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(db, previous);
      const { token } = await createSession(db, user.id, ttlMs);
      reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config, request, ttlMs / 1000));
      return envelope({ userId: user.id, name: user.name, email: user.email, language: user.language });
    },
  );

  app.get(
    `${ACCOUNT}/login/redirect`,
    { config: { access: { public: true } }, schema: { querystring: returnUrlQuery } },
    async (request) => {
      const path = safeReturnPath(request.query.returnUrl, request.host);
      return envelope({ url: request.session ? path : loginPath(path) });
    },
  );

  app.get(
    '/api/security/v2/oauth/signin',
    { config: { access: { public: true } }, schema: { querystring: returnUrlQuery } },
    async (request) => {
      const path = safeReturnPath(request.query.returnUrl, request.host);
      if (config.ssoAuthorizeUrl) {
        const url = new URL(config.ssoAuthorizeUrl);
        url.searchParams.set('redirect_uri', `${request.protocol}://${request.host}${path}`);
        return envelope({ url: url.toString() });
      }
      const search = new URLSearchParams({ sso: 'development' });
      if (path !== '/') search.set('returnUrl', path);
      return envelope({ url: `/login?${search.toString()}` });
    },
  );

  app.get(ACCOUNT, { config: { access: { authenticated: true } } }, async (request) =>
    envelope(requireSession(request).user),
  );

  app.get(`${ACCOUNT}/accessrights`, { config: { access: { authenticated: true } } }, async (request) => {
    const session = requireSession(request);
    return envelope({ accessRights: session.accessRights, functionalityAccessRights: session.rights });
  });

  app.get(
    `${ACCOUNT}/logout/redirect`,
    { config: { access: { public: true }, changesState: true, changes: false } },
    async (request, reply) => {
      await endSession(db, request, reply);
      return envelope({ url: config.logoutRedirectUrl });
    },
  );

  app.get('/api/security/v2/modules', { config: { access: { authenticated: true } } }, async (request) =>
    envelope(accessibleModules(requireSession(request).rights, await moduleTree(db))),
  );

  app.get('/api/v2/externallinks', { config: { access: { authenticated: true } } }, async () =>
    envelope(await listExternalLinks(db)),
  );

  // Reset requests change nothing a screen lists; a reset on someone's behalf notifies that user
  // (the notification pushes itself to the user's hub sockets).
  app.post(
    `${IDENTITY}/reset-password`,
    { config: { access: { authenticated: true }, changes: false } },
    async (request) => {
      const { userId } = requireSession(request).user;
      await recordReset(db, { userId, requestedBy: userId, kind: 'password' });
      return envelope(null);
    },
  );

  app.post(
    `${IDENTITY}/:id/reset-password`,
    {
      config: { access: { module: 'access', right: 'edit' }, changes: false },
      schema: { params: idParam, body: resetOtherPasswordBody },
    },
    async (request) => {
      if (!(await userExists(db, request.params.id))) throw notFound();
      await recordReset(db, {
        userId: request.params.id,
        requestedBy: requireSession(request).user.userId,
        kind: 'password',
        onBehalfOfMainApplication: request.body.onBehalfOfMainApplication,
      });
      await createNotification(db, app.events, request.log, {
        userId: request.params.id,
        text: NOTIFICATION_TEXTS.passwordResetByAdmin,
        type: 'warning',
      });
      return envelope(null);
    },
  );

  app.post(
    `${IDENTITY}/:id/reset-authenticator`,
    { config: { access: { module: 'access', right: 'edit' }, changes: false }, schema: { params: idParam } },
    async (request) => {
      if (!(await userExists(db, request.params.id))) throw notFound();
      await recordReset(db, {
        userId: request.params.id,
        requestedBy: requireSession(request).user.userId,
        kind: 'authenticator',
      });
      await createNotification(db, app.events, request.log, {
        userId: request.params.id,
        text: NOTIFICATION_TEXTS.authenticatorResetByAdmin,
        type: 'warning',
      });
      return envelope(null);
    },
  );
};
