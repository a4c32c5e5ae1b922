/**
 * Two-factor sign-in (two-factor.ts): the second step of a sign-in, and enrolling an authenticator
 * from the profile menu or, when a role requires one, right after the password (the sign-in's
 * challenge stands for the session it does not have yet). The second step and the enrolment's code
 * count against the sign-in limit of the same e-mail, as wrong passwords do.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { securityEndpoints } from '../../../src/shared/endpoints/security';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { registerRoutes } from '../../http/routes';
import { userIdOf } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import { sealPlaintextSecrets } from './authenticator-secrets';
import { giveBackAttempt, takeAttempt, type LimitWindow } from './login-limit';
import { openSession } from './sign-in';
import {
  authenticatorStatus,
  challengeOf,
  confirmEnrolment,
  endChallenge,
  startEnrolment,
  verifySecondFactor,
} from './two-factor';

/** Runs `check` as one attempt on the sign-in limit of the e-mail: a success gives it back. */
async function limited<T>(
  db: Db,
  window: LimitWindow,
  request: FastifyRequest,
  email: string,
  check: () => Promise<T>,
) {
  const attempt = await takeAttempt(db, `${request.ip}|${email}`, window);
  if (attempt === null) throw new HttpError(429, 'tooManyRequests');
  const result = await check();
  await giveBackAttempt(db, attempt);
  return result;
}

export const twoFactorRoutes: FastifyPluginAsync<ModuleDeps> = async (app, { db, config }) => {
  // Secrets stored in plain text before they were encrypted at rest are sealed once, at start.
  await sealPlaintextSecrets(db, config);
  const limitWindow = { limit: config.loginRateLimit, windowMs: config.loginRateWindowMs };

  /** Who enrols: the sign-in of the challenge, else the signed-in user. */
  const enrolling = async (request: FastifyRequest, challenge: string | undefined) => {
    if (challenge) return challengeOf(db, challenge, 'enrol');
    if (!request.session) throw badRequest('identity:errors.signInExpired');
    const { userId, email } = request.session.user;
    return { id: null, userId, email };
  };
  const userRow = async (userId: number) => (await db.select().from(users).where(eq(users.id, userId)))[0]!;

  await registerRoutes(app, securityEndpoints, {
    loginTwoFactor: {
      access: { public: true },
      changes: false,
      handler: async (request, reply) => {
        const challenge = await challengeOf(db, request.body.challenge, 'verify');
        await limited(db, limitWindow, request, challenge.email, async () => {
          if (!(await verifySecondFactor(db, config, challenge.userId, request.body.code)))
            throw badRequest('validation.failed', { code: 'identity:errors.invalidCode' });
        });
        await endChallenge(db, challenge.id);
        return openSession(db, config, request, reply, await userRow(challenge.userId));
      },
    },
    authenticator: {
      access: { authenticated: true },
      handler: (request) => authenticatorStatus(db, userIdOf(request)),
    },
    setupAuthenticator: {
      access: { public: true },
      changes: false,
      handler: async (request) => startEnrolment(db, config, (await enrolling(request, request.body.challenge)).userId),
    },
    confirmAuthenticator: {
      access: { public: true },
      changes: false,
      handler: async (request, reply) => {
        const who = await enrolling(request, request.body.challenge);
        const recoveryCodes = await limited(db, limitWindow, request, who.email, () =>
          confirmEnrolment(db, config, who.userId, request.body.code),
        );
        if (who.id === null) return { recoveryCodes, account: null };
        // The enrolment was a sign-in's second step: it is complete.
        await endChallenge(db, who.id);
        return { recoveryCodes, account: await openSession(db, config, request, reply, await userRow(who.userId)) };
      },
    },
  });
};
