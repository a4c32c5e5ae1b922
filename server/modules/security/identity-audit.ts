/**
 * The identity audit: what happened to a user's sign-in (a password reset asked and used, an
 * authenticator enrolled or reset, a recovery code used, two-factor required), who did it, before
 * and after. Call it with the transaction of the change it records. Same shape as the access audit
 * (actor, subject user, action, before, after).
 */
import { aliasedTable, asc, desc, eq } from 'drizzle-orm';
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

/** A user's identity events, newest first, as their history shows them (access-audit.ts `userHistory`). */
export function identityHistory(db: Db, userId: number, limit: number) {
  const actor = aliasedTable(users, 'actor');
  return db
    .select({
      auditId: identityEvents.id,
      at: identityEvents.createdAt,
      action: identityEvents.action,
      actorName: actor.name,
      entityId: identityEvents.userId,
      entityName: users.name,
      before: identityEvents.before,
      after: identityEvents.after,
    })
    .from(identityEvents)
    .innerJoin(users, eq(users.id, identityEvents.userId))
    .leftJoin(actor, eq(actor.id, identityEvents.actorId))
    .where(eq(identityEvents.userId, userId))
    .orderBy(desc(identityEvents.id))
    .limit(limit);
}
