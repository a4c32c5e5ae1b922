/**
 * Identity (docs/domain.md "Identity"): password reset links and the identity events the audit
 * records (who did what to whose sign-in, before and after).
 */
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { IDENTITY_ACTIONS } from '../../../src/shared/constants/identity';
import { createdAt, moment, requiredRef } from './columns';
import { users } from './security';

/** A password reset link: only the SHA-256 of its token is kept; it works once, until it expires. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
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
export const identityEvents = pgTable(
  'identity_events',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: IDENTITY_ACTIONS }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('identity_events_user_idx').on(t.userId, t.createdAt)],
);
