/**
 * The access audit: every change of access (a role made or changed, a definition set, changed or
 * removed, roles given or taken, a user added, disabled or enabled) is one entry: who, when, what,
 * before and after, about a role, a user or both. Written by `recordAccessChange` in the same
 * transaction as the change, so a change that is rolled back leaves no entry and none goes missing.
 * A user's page shows it together with their identity events (`userHistory`).
 */
import { aliasedTable, desc, eq } from 'drizzle-orm';
import type { AccessAuditAction, AuditSource } from '../../../src/shared/constants/access';
import type { AccessAuditEntry, AuditValues } from '../../../src/shared/schemas/access';
import type { Db } from '../../db/client';
import { accessAudit, roles, users } from '../../db/schema';
import { auditEntryColumns, identityHistory } from '../security/identity-audit';

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

type AuditRow = Pick<AccessAuditEntry, 'auditId' | 'action' | 'actorName' | 'entityId' | 'entityName'> &
  Partial<Pick<AccessAuditEntry, 'roleId' | 'roleName'>> & { at: Date; before: unknown; after: unknown };

/** A row of either audit as an entry of a history. */
const entryOf =
  (source: AuditSource) =>
  (row: AuditRow): AccessAuditEntry => ({
    ...row,
    source,
    at: row.at.toISOString(),
    roleId: row.roleId ?? null,
    roleName: row.roleName ?? null,
    before: (row.before as AuditValues) ?? null,
    after: (row.after as AuditValues) ?? null,
  });

/** The entries about a role, or about a user (those naming them as the subject), newest first. */
export async function accessHistory(
  db: Db,
  about: { roleId: number } | { userId: number },
): Promise<AccessAuditEntry[]> {
  const actor = aliasedTable(users, 'actor');
  const subject = aliasedTable(users, 'subject');
  const where = 'roleId' in about ? eq(accessAudit.roleId, about.roleId) : eq(accessAudit.userId, about.userId);
  const rows = await db
    .select({ ...auditEntryColumns(accessAudit, actor, subject), roleId: accessAudit.roleId, roleName: roles.name })
    .from(accessAudit)
    .leftJoin(actor, eq(actor.id, accessAudit.actorId))
    .leftJoin(subject, eq(subject.id, accessAudit.userId))
    .leftJoin(roles, eq(roles.id, accessAudit.roleId))
    .where(where)
    .orderBy(desc(accessAudit.id))
    .limit(HISTORY_LIMIT);
  return rows.map(entryOf('access'));
}

/** Newest first; entries of the same moment by source, then newest first. */
const newestFirst = (a: AccessAuditEntry, b: AccessAuditEntry) =>
  b.at.localeCompare(a.at) || a.source.localeCompare(b.source) || b.auditId - a.auditId;

/**
 * A user's history in one timeline: the access audit's entries about them (roles given, added,
 * disabled) and their identity events (password resets, authenticator enrolled or reset, two-factor
 * required), newest first.
 */
export async function userHistory(db: Db, userId: number): Promise<AccessAuditEntry[]> {
  const [access, identity] = await Promise.all([
    accessHistory(db, { userId }),
    identityHistory(db, userId, HISTORY_LIMIT),
  ]);
  return [...access, ...identity.map(entryOf('identity'))].sort(newestFirst).slice(0, HISTORY_LIMIT);
}
