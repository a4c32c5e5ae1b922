/**
 * Password reset links (docs/domain.md "Identity"). A link is `<APP_URL>/reset-password?token=...`
 * with 32 random bytes; only the token's SHA-256 is kept. It works once and for
 * PASSWORD_RESET_LIFETIME_MINUTES; a new link replaces the user's unused ones. It is mailed through
 * the outbox in the user's language, in the transaction that stores it. Using it sets the new password
 * (password-rules.ts) and ends every session of the user; the audit records both steps.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { hashPassword } from '../../lib/password';
import { enqueueMail } from '../mail/outbox';
import { passwordResetMail } from './identity-mail';
import { recordIdentityEvent } from './identity-audit';
import { hashToken } from './session-repository';
import { PASSWORD_RESET_LIFETIME_MINUTES } from '../../../src/shared/constants/identity';
import { passwordProblem } from '../../../src/shared/password-rules';
import type { ResetLinkState } from '../../../src/shared/schemas/security';

export const RESET_LIFETIME_MS = PASSWORD_RESET_LIFETIME_MINUTES * 60_000;

type MailConfig = Pick<ServerConfig, 'appUrl' | 'mailFrom'>;

/** Where a link stands at `now`: unknown, used, expired, or still good. */
export function resetLinkState(link: { expiresAt: Date; usedAt: Date | null } | undefined, now: Date): ResetLinkState {
  if (!link) return 'invalid';
  if (link.usedAt) return 'used';
  return link.expiresAt.getTime() > now.getTime() ? 'valid' : 'expired';
}

/**
 * Mails the user a new reset link (their unused ones stop working). `actorId`: who asked (the user
 * themselves, an administrator, or null for the sign-in page's "forgot password").
 */
export async function sendPasswordReset(
  db: Db,
  config: MailConfig,
  request: { userId: number; actorId: number | null; onBehalfOfMainApplication?: boolean },
  now = new Date(),
) {
  const [user] = await db.select().from(users).where(eq(users.id, request.userId));
  if (!user) throw notFound();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESET_LIFETIME_MS);
  const link = `${config.appUrl}/reset-password?token=${token}`;
  const byAdmin = request.actorId !== null && request.actorId !== user.id;
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({ tokenHash: hashToken(token), userId: user.id, expiresAt });
    await enqueueMail(tx, {
      kind: 'account',
      from: config.mailFrom,
      recipients: [user.email],
      ...passwordResetMail(user.language, user.name, link, byAdmin),
      createdBy: request.actorId,
    });
    await recordIdentityEvent(tx, {
      actorId: request.actorId,
      userId: user.id,
      action: 'passwordResetRequested',
      after: {
        expiresAt: expiresAt.toISOString(),
        ...(request.onBehalfOfMainApplication !== undefined
          ? { onBehalfOfMainApplication: request.onBehalfOfMainApplication }
          : {}),
      },
    });
  });
}

async function linkOf(db: Db, token: string) {
  const [row] = await db
    .select({
      id: passwordResetTokens.id,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
      userId: users.id,
      email: users.email,
      name: users.name,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), eq(users.disabled, false)));
  return row;
}

/** What the reset page shows for a token: its state, and whose account it is while it works. */
export async function resetLinkInfo(db: Db, token: string, now = new Date()) {
  const link = await linkOf(db, token);
  const state = resetLinkState(link, now);
  return state === 'valid' ? { state, email: link!.email, name: link!.name } : { state };
}

/** Sets the new password with a link, once; every session of the user ends. */
export async function resetPasswordWithLink(db: Db, token: string, password: string, now = new Date()) {
  const link = await linkOf(db, token);
  const state = resetLinkState(link, now);
  if (state !== 'valid') throw badRequest('validation.failed', { token: `validation.token.${state}` });
  const problem = passwordProblem(password, link!);
  if (problem) throw badRequest('validation.failed', { password: problem });
  const passwordHash = await hashPassword(password);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Taken once: of two parallel uses, one finds it used.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.id, link!.id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    if (!used) throw badRequest('validation.failed', { token: 'validation.token.used' });
    await tx.update(users).set({ passwordHash }).where(eq(users.id, link!.userId));
    await tx.delete(sessions).where(eq(sessions.userId, link!.userId));
    await recordIdentityEvent(tx, {
      actorId: null,
      userId: link!.userId,
      action: 'passwordResetUsed',
      after: { sessionsEnded: true },
    });
  });
}
