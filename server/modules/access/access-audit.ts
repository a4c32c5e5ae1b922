/**
 * The access audit: every change of access (a role made or changed, a definition set, changed or
 * removed, roles given or taken, a user added, disabled or enabled) is one entry: who, when, what,
 * before and after, about a role, a user or both. Written by `recordAccessChange` in the same
 * transaction as the change, so a change that is rolled back leaves no entry and none goes missing.
 */
import { aliasedTable, desc, eq } from 'drizzle-orm';
import type { AccessAuditAction } from '../../../src/shared/constants/access';
import type { AccessAuditEntry, AuditValues } from '../../../src/shared/schemas/access';
import type { Db } from '../../db/client';
import { accessAudit, roles, users } from '../../db/schema';

export type AccessChange = {
  /** Who made the change (null: the system). */
  actorId: number | null;
  action: AccessAuditAction;
  roleId?: number | null;
  /** The user the change is about (roles given, a user added or disabled). */
  userId?: number | null;
  before?: AuditValues;
  after?: AuditValues;
};

export async function recordAccessChange(db: Db, change: AccessChange): Promise<void> {
  await db.insert(accessAudit).values({
    actorId: change.actorId,
    action: change.action,
    roleId: change.roleId ?? null,
    userId: change.userId ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** The most recent entries shown on a role or a user. */
const HISTORY_LIMIT = 100;

/** The entries about a role, or about a user (those naming them as the subject), newest first. */
export async function accessHistory(
  db: Db,
  about: { roleId: number } | { userId: number },
): Promise<AccessAuditEntry[]> {
  const actor = aliasedTable(users, 'actor');
  const subject = aliasedTable(users, 'subject');
  const where = 'roleId' in about ? eq(accessAudit.roleId, about.roleId) : eq(accessAudit.userId, about.userId);
  const rows = await db
    .select({
      auditId: accessAudit.id,
      at: accessAudit.createdAt,
      action: accessAudit.action,
      actorName: actor.name,
      roleId: accessAudit.roleId,
      roleName: roles.name,
      entityId: accessAudit.userId,
      entityName: subject.name,
      before: accessAudit.before,
      after: accessAudit.after,
    })
    .from(accessAudit)
    .leftJoin(actor, eq(actor.id, accessAudit.actorId))
    .leftJoin(subject, eq(subject.id, accessAudit.userId))
    .leftJoin(roles, eq(roles.id, accessAudit.roleId))
    .where(where)
    .orderBy(desc(accessAudit.id))
    .limit(HISTORY_LIMIT);
  return rows.map((r) => ({
    ...r,
    at: r.at.toISOString(),
    before: (r.before as AuditValues) ?? null,
    after: (r.after as AuditValues) ?? null,
  }));
}
