/**
 * The customer portal's one-time tokens (server/modules/company/portal-tokens.ts): each token's
 * nonce is kept until it is redeemed (once) or expires, and the secret tokens are signed with when
 * PORTAL_TOKEN_SECRET is not set (made once, shared by every instance through the database).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef } from './columns';
import { PORTAL_TOKEN_KINDS } from '../../modules/company/portal-tokens';
import { contacts } from './company';
import { users } from './security';

export const portalTokens = pgTable(
  'portal_tokens',
  {
    nonce: text('nonce').primaryKey(),
    kind: text('kind', { enum: PORTAL_TOKEN_KINDS }).notNull(),
    contactId: requiredRef('contact_id', () => contacts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the portal redeemed it; a token is redeemed once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    index('portal_tokens_contact_idx').on(t.contactId),
    check('portal_tokens_kind_check', sql.raw(`kind in (${PORTAL_TOKEN_KINDS.map((k) => `'${k}'`).join(', ')})`)),
  ],
);

/** Secrets the server makes for itself once (by name), so every instance uses the same. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
