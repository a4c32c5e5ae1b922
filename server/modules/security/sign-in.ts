/** Opening a session once a sign-in is complete (password, and its second step when it has one). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { SESSION_COOKIE, sessionCookieOptions } from '../../plugins/security';
import { createSession, deleteSession } from './session-repository';

type SignedInUser = { id: number; name: string; email: string; language: 'en' | 'nl' | 'fr' };

/**
 * A new session for the user, its cookie set; the answer is the account. A new token at every sign-in:
 * a cookie planted before is never promoted (no fixation), and the session it named ends.
 */
export async function openSession(
  db: Db,
  config: ServerConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SignedInUser,
) {
  const ttlMs = config.sessionTtlHours * 3_600_000;
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(db, previous);
  const { token } = await createSession(db, user.id, ttlMs);
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config, request, ttlMs / 1000));
  return { userId: user.id, name: user.name, email: user.email, language: user.language };
}
