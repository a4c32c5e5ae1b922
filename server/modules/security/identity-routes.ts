/**
 * Identity (docs/domain.md "Identity"): password reset links (own, another user's, the sign-in page's
 * "forgot password", the reset page) and an administrator's reset of a user's authenticator. Reset
 * requests change nothing a screen lists (`changes: false`: they edit the access module, and the
 * user's history they join is the entities screen's, which the administrator's own screen refreshes);
 * an administrator's reset also tells the user through a notification.
 */
import type { FastifyPluginAsync } from 'fastify';
import { securityEndpoints } from '../../../src/shared/endpoints/security';
import { HttpError } from '../../http/errors';
import { registerRoutes } from '../../http/routes';
import { userIdOf } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import { createNotification, NOTIFICATION_TEXTS } from '../notification/notification-repository';
import { takeAttempt } from './login-limit';
import { resetLinkInfo, resetPasswordWithLink, sendPasswordReset } from './password-reset';
import { findUserByEmail } from './security-repository';
import { resetAuthenticator } from './two-factor';

export const identityRoutes: FastifyPluginAsync<ModuleDeps> = (app, { db, config }) => {
  const editAccess = { module: 'access', right: 'edit' } as const;
  const limitWindow = { limit: config.loginRateLimit, windowMs: config.loginRateWindowMs };

  const tellUser = (
    userId: number,
    text: keyof typeof NOTIFICATION_TEXTS,
    log: Parameters<typeof createNotification>[2],
  ) => createNotification(db, app.events, log, { userId, text: NOTIFICATION_TEXTS[text], type: 'warning' });

  return registerRoutes(app, securityEndpoints, {
    resetOwnPassword: {
      access: { authenticated: true },
      changes: false,
      handler: async (request) => {
        const userId = userIdOf(request);
        await sendPasswordReset(db, config, { userId, actorId: userId });
        return null;
      },
    },
    resetPassword: {
      access: editAccess,
      changes: false,
      handler: async (request) => {
        const userId = request.params.id;
        const { onBehalfOfMainApplication } = request.body;
        await sendPasswordReset(db, config, { userId, actorId: userIdOf(request), onBehalfOfMainApplication });
        await tellUser(userId, 'passwordResetByAdmin', request.log);
        return null;
      },
    },
    resetAuthenticator: {
      access: editAccess,
      changes: false,
      handler: async (request) => {
        await resetAuthenticator(db, config, request.params.id, userIdOf(request));
        await tellUser(request.params.id, 'authenticatorResetByAdmin', request.log);
        return null;
      },
    },
    forgotPassword: {
      access: { public: true },
      changes: false,
      handler: async (request) => {
        const email = request.body.email.toLowerCase();
        // Limited as sign-ins are (a mailbox is not flooded); the answer never tells whether the account exists.
        if ((await takeAttempt(db, `${request.ip}|${email}|reset`, limitWindow)) === null)
          throw new HttpError(429, 'tooManyRequests');
        const user = await findUserByEmail(db, email);
        if (user && !user.disabled) await sendPasswordReset(db, config, { userId: user.id, actorId: null });
        return null;
      },
    },
    resetLink: {
      access: { public: true },
      handler: (request) => resetLinkInfo(db, request.query.token),
    },
    setPassword: {
      access: { public: true },
      changes: false,
      handler: async (request) => {
        await resetPasswordWithLink(db, request.body.token, request.body.password);
        return null;
      },
    },
  });
};
