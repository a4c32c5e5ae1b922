/**
 * Identity (docs/domain.md "Identity"): password reset links and the identity events the audit
 * records (who did what to whose sign-in, before and after).
 */
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { IDENTITY_ACTIONS, SIGN_IN_STEPS } from '../../../src/shared/constants/identity';
import { createdAt, moment, requiredRef, tableWithId } from './columns';
import { users } from './security';

/** A password reset link: only the SHA-256 of its token is kept; it works once, until it expires. */
export const passwordResetTokens = tableWithId(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').notNull(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/** What happened to a user's sign-in, by whom (null: the system or the user signed out), before and after. */
export const identityEvents = tableWithId(
  'identity_events',
  {
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: IDENTITY_ACTIONS }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('identity_events_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A user's authenticator app (TOTP, RFC 6238): its secret (base32, as the app holds it), confirmed
 * once the user gave a code from it; the last time step a code was taken at (none is taken twice).
 */
export const authenticators = pgTable('authenticators', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: moment('confirmed_at'),
  lastTimeStep: integer('last_time_step'),
  createdAt: createdAt(),
});

/** Recovery codes, shown once at enrolment: the SHA-256 of each, usable once. */
export const recoveryCodes = tableWithId(
  'recovery_codes',
  {
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** A sign-in between its password and its second step (a code, or enrolling an authenticator first). */
export const signInChallenges = tableWithId(
  'sign_in_challenges',
  {
    tokenHash: text('token_hash').notNull(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: SIGN_IN_STEPS }).notNull(),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sign_in_challenges_hash_idx').on(t.tokenHash),
    index('sign_in_challenges_user_idx').on(t.userId),
  ],
);
