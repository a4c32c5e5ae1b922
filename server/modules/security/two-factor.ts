/**
 * Two-factor sign-in with an authenticator app (docs/domain.md "Identity"): TOTP (RFC 6238: SHA-1,
 * six digits, 30 seconds; otplib) with a code of the step before or after accepted for clock drift,
 * and never a code of a step already taken (the last one is kept, moved on by one conditional
 * UPDATE, so two parallel uses of one code cannot both pass). Secrets are stored encrypted
 * (authenticator-secrets.ts). Enrolment keeps a pending secret until a code from it is given, then
 * makes ten recovery codes (shown once, SHA-256 at rest, each usable once). Between the password
 * and the second step a sign-in is a challenge: a random token (its hash stored) valid
 * SIGN_IN_CHALLENGE_MINUTES, which the SPA sends with the code; no session exists before the second
 * step is done.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { authenticators, recoveryCodes, roles, sessions, signInChallenges, userRoles, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { enqueueMail } from '../mail/outbox';
import { openSecret, sealSecret, type SecretConfig } from './authenticator-secrets';
import { recordIdentityEvent } from './identity-audit';
import { authenticatorResetMail } from './identity-mail';
import { hashToken } from './session-repository';
import {
  RECOVERY_CODE_COUNT,
  SIGN_IN_CHALLENGE_MINUTES,
  type SignInStep,
} from '../../../src/shared/constants/identity';

const ISSUER = 'Back office';
/** A code of the neighbouring 30-second step passes too (a phone's clock a little off). */
const TOLERANCE_SECONDS = 30;

const tx = (t: unknown) => t as Db;

/** Whether one of the user's roles requires two-factor sign-in. */
export async function twoFactorRequired(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.requireTwoFactor, true)));
  return (row?.n ?? 0) > 0;
}

async function authenticatorOf(db: Db, userId: number) {
  const [row] = await db.select().from(authenticators).where(eq(authenticators.userId, userId));
  return row ?? null;
}

/** What a sign-in needs after the password: a code, enrolling an authenticator (a role requires one), or nothing. */
export async function secondStepOf(db: Db, userId: number): Promise<SignInStep | null> {
  if ((await authenticatorOf(db, userId))?.confirmedAt) return 'verify';
  return (await twoFactorRequired(db, userId)) ? 'enrol' : null;
}

/** The profile menu's view of the own authenticator. */
export async function authenticatorStatus(db: Db, userId: number) {
  const authenticator = await authenticatorOf(db, userId);
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return {
    enrolled: Boolean(authenticator?.confirmedAt),
    required: await twoFactorRequired(db, userId),
    recoveryCodesLeft: left?.n ?? 0,
  };
}

// --- The challenge between the password and the second step ---

/** Starts the second step for the user (their earlier, unfinished ones end): the token the SPA sends back. */
export async function startChallenge(db: Db, userId: number, purpose: SignInStep, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  await db.delete(signInChallenges).where(or(eq(signInChallenges.userId, userId), lt(signInChallenges.expiresAt, now)));
  await db.insert(signInChallenges).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(now.getTime() + SIGN_IN_CHALLENGE_MINUTES * 60_000),
  });
  return token;
}

/** The live challenge of a token for that purpose, with its user's e-mail (the rate limit's key); else a 400. */
export async function challengeOf(db: Db, token: string, purpose: SignInStep, now = new Date()) {
  const [row] = await db
    .select({ id: signInChallenges.id, userId: users.id, email: users.email })
    .from(signInChallenges)
    .innerJoin(users, eq(users.id, signInChallenges.userId))
    .where(
      and(
        eq(signInChallenges.tokenHash, hashToken(token)),
        eq(signInChallenges.purpose, purpose),
        gt(signInChallenges.expiresAt, now),
        eq(users.disabled, false),
      ),
    );
  if (!row) throw badRequest('identity:errors.signInExpired');
  return row;
}

export async function endChallenge(db: Db, id: number) {
  await db.delete(signInChallenges).where(eq(signInChallenges.id, id));
}

// --- Enrolment ---

/** A new pending secret for the user (a confirmed authenticator must be reset first), with its QR code. */
export async function startEnrolment(db: Db, config: SecretConfig, userId: number) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  if ((await authenticatorOf(db, userId))?.confirmedAt) throw badRequest('identity:errors.authenticatorExists');
  const secret = generateSecret();
  const stored = await sealSecret(db, config, secret);
  await db
    .insert(authenticators)
    .values({ userId, secret: stored })
    .onConflictDoUpdate({ target: authenticators.userId, set: { secret: stored, lastTimeStep: null } });
  const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email, secret });
  return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 192 }) };
}

/** `xxxxx-xxxxx` in lower-case base32: 50 random bits, typed from paper. */
const newRecoveryCode = () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const chars = [...randomBytes(10)].map((b) => alphabet[b % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};
const normaliseRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/[\s-]/g, '');

/** The step of a right TOTP code not taken before, now taken; null when the code is wrong or was used. */
async function takeCode(db: Db, userId: number, secret: string, lastTimeStep: number | null, code: string) {
  if (!/^\d{6}$/.test(code.trim())) return null;
  const result = await verify({
    secret,
    token: code.trim(),
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastTimeStep !== null ? { afterTimeStep: lastTimeStep } : {}),
  });
  if (!result.valid || !('timeStep' in result)) return null;
  const step = result.timeStep;
  const [taken] = await db
    .update(authenticators)
    .set({ lastTimeStep: step })
    .where(
      and(
        eq(authenticators.userId, userId),
        or(isNull(authenticators.lastTimeStep), lt(authenticators.lastTimeStep, step)),
      ),
    )
    .returning({ userId: authenticators.userId });
  return taken ? step : null;
}

/** Confirms the pending secret with a code from the app: the recovery codes, shown this once. */
export async function confirmEnrolment(db: Db, config: SecretConfig, userId: number, code: string): Promise<string[]> {
  const pending = await authenticatorOf(db, userId);
  if (!pending || pending.confirmedAt) throw badRequest('identity:errors.enrolmentNotStarted');
  const secret = await openSecret(db, config, pending);
  if ((await takeCode(db, userId, secret, pending.lastTimeStep, code)) === null)
    throw badRequest('validation.failed', { code: 'identity:errors.invalidCode' });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (t) => {
    await tx(t).update(authenticators).set({ confirmedAt: new Date() }).where(eq(authenticators.userId, userId));
    await tx(t).delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx(t)
      .insert(recoveryCodes)
      .values(codes.map((c) => ({ userId, codeHash: hashToken(normaliseRecoveryCode(c)) })));
    await recordIdentityEvent(tx(t), {
      actorId: userId,
      userId,
      action: 'authenticatorEnrolled',
      before: { enrolled: false },
      after: { enrolled: true, recoveryCodes: RECOVERY_CODE_COUNT },
    });
  });
  return codes;
}

// --- The second step ---

/** Whether the code (from the app, or a recovery code) lets the user in; each is taken once. */
export async function verifySecondFactor(db: Db, config: SecretConfig, userId: number, code: string) {
  const authenticator = await authenticatorOf(db, userId);
  if (!authenticator?.confirmedAt) return false;
  if (/^\s*\d{6}\s*$/.test(code)) {
    const secret = await openSecret(db, config, authenticator);
    return (await takeCode(db, userId, secret, authenticator.lastTimeStep, code)) !== null;
  }
  const codeHash = hashToken(normaliseRecoveryCode(code));
  return db.transaction(async (t) => {
    const [used] = await tx(t)
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    if (!used) return false;
    const [left] = await tx(t)
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    await recordIdentityEvent(tx(t), {
      actorId: userId,
      userId,
      action: 'recoveryCodeUsed',
      after: { recoveryCodesLeft: left?.n ?? 0 },
    });
    return true;
  });
}

// --- What an administrator does ---

/**
 * Clears the user's authenticator and recovery codes and tells them by mail: their next sign-in is
 * with the password alone, then enrolling again where a role requires it. Sessions already open
 * stay (their sign-in passed the second step).
 */
export async function resetAuthenticator(
  db: Db,
  config: Pick<ServerConfig, 'appUrl' | 'mailFrom'>,
  userId: number,
  actorId: number,
) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const enrolled = Boolean((await authenticatorOf(db, userId))?.confirmedAt);
  await db.transaction(async (t) => {
    await tx(t).delete(authenticators).where(eq(authenticators.userId, userId));
    await tx(t).delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await enqueueMail(tx(t), {
      kind: 'account',
      from: config.mailFrom,
      recipients: [user.email],
      ...authenticatorResetMail(user.language, user.name, `${config.appUrl}/login`),
      createdBy: actorId,
    });
    await recordIdentityEvent(tx(t), {
      actorId,
      userId,
      action: 'authenticatorReset',
      before: { enrolled },
      after: { enrolled: false },
    });
  });
}

/**
 * Sets whether a role requires two-factor sign-in (the role form calls it; in the caller's
 * transaction). Each of its users gets an audit entry; when it becomes required, the sessions of
 * those without an authenticator end, so none uses the app before enrolling.
 */
export async function setRoleRequiresTwoFactor(db: Db, actorId: number | null, roleId: number, required: boolean) {
  const [role] = await db.select().from(roles).where(eq(roles.id, roleId));
  if (!role) throw notFound();
  if (role.requireTwoFactor === required) return;
  await db.update(roles).set({ requireTwoFactor: required }).where(eq(roles.id, roleId));
  const members = await db
    .select({ userId: userRoles.userId, confirmedAt: authenticators.confirmedAt })
    .from(userRoles)
    .leftJoin(authenticators, eq(authenticators.userId, userRoles.userId))
    .where(eq(userRoles.roleId, roleId));
  for (const member of members) {
    await recordIdentityEvent(db, {
      actorId,
      userId: member.userId,
      action: 'twoFactorRequired',
      before: { role: role.name, required: !required },
      after: { role: role.name, required },
    });
    if (required && !member.confirmedAt) await db.delete(sessions).where(eq(sessions.userId, member.userId));
  }
}
