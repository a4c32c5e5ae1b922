/**
 * The identity audit: what happened to a user's sign-in (a password reset asked and used, an
 * authenticator enrolled or reset, a recovery code used, two-factor required), who did it, before
 * and after. Call it with the transaction of the change it records. Same shape as the access audit
 * (actor, subject user, action, before, after).
 */
import { aliasedTable, asc, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { identityEvents, users } from '../../db/schema';
import type { IdentityAction } from '../../../src/shared/constants/identity';

export type IdentityEvent = {
  /** Who did it; null: the system, or the user before signing in (their own reset link). */
  actorId: number | null;
  /** Whose sign-in it concerns. */
  userId: number;
  action: IdentityAction;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

export async function recordIdentityEvent(db: Db, event: IdentityEvent): Promise<void> {
  await db.insert(identityEvents).values({
    actorId: event.actorId,
    userId: event.userId,
    action: event.action,
    before: event.before ?? null,
    after: event.after ?? null,
  });
}

/** A user's identity events, oldest first. */
export function identityEventsOf(db: Db, userId: number) {
  return db.select().from(identityEvents).where(eq(identityEvents.userId, userId)).orderBy(asc(identityEvents.id));
}

type AuditTable = Record<'id' | 'createdAt' | 'action' | 'userId' | 'before' | 'after', AnyPgColumn>;

/**
 * An audit entry's columns (an identity event's, an access audit entry's): its id, moment and action,
 * the name of who did it (`actor`, users joined on actor_id), the user it is about and their name
 * (`subject`, users joined on user_id), before and after.
 */
export const auditEntryColumns = <T extends AuditTable>(audit: T, actor: typeof users, subject: typeof users) => ({
  auditId: audit.id,
  at: audit.createdAt,
  action: audit.action,
  actorName: actor.name,
  entityId: audit.userId,
  entityName: subject.name,
  before: audit.before,
  after: audit.after,
});

/** A user's identity events, newest first, as their history shows them (access-audit.ts `userHistory`). */
export function identityHistory(db: Db, userId: number, limit: number) {
  const actor = aliasedTable(users, 'actor');
  return db
    .select(auditEntryColumns(identityEvents, actor, users))
    .from(identityEvents)
    .innerJoin(users, eq(users.id, identityEvents.userId))
    .leftJoin(actor, eq(actor.id, identityEvents.actorId))
    .where(eq(identityEvents.userId, userId))
    .orderBy(desc(identityEvents.id))
    .limit(limit);
}
