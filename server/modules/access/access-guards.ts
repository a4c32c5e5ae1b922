/**
 * The rules that keep access administration safe, checked on the server whatever the screen offers:
 *
 * - Nobody locks the organisation out: after any change (a role's definitions, a user's roles, a user
 *   disabled) some active user still edits each of access, roles and entities; otherwise 400
 *   `access:errors.lockOut` and the transaction is rolled back.
 * - Nobody gives what they do not hold: a definition set or raised, and a role given, must grant
 *   nothing beyond the caller's own rights (`access:errors.notHeld`).
 * - Nobody changes what is above them: a role whose rights the caller does not all hold, a role taken
 *   away likewise, or a user holding rights the caller lacks (`access:errors.aboveYou`): a partial
 *   administrator cannot strip a full one.
 * - Nobody changes their own roles or disables themselves (`access:errors.notYourself`): another
 *   administrator does.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { holdsAll, type RoleRows } from '../../../src/shared/access-definitions';
import { hasRight } from '../../../src/shared/access';
import type { ModuleKey } from '../../../src/shared/catalogue';
import type { Db } from '../../db/client';
import { roleAccessRights, roleFunctionalityRights, userRoles, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, type FieldErrors } from '../../http/errors';

/** The modules whose edit right administers access: each keeps an active holder. */
export const ADMINISTRATION_MODULES: readonly ModuleKey[] = ['access', 'roles', 'entities'];

/** The advisory lock of access changes (change-notifications.ts uses 727001). */
const ACCESS_LOCK = 727_002;

export const LOCK_OUT = 'access:errors.lockOut';
export const NOT_HELD = 'access:errors.notHeld';
export const ABOVE_YOU = 'access:errors.aboveYou';
export const NOT_YOURSELF = 'access:errors.notYourself';

/** Each role's rows (roles without any included, empty). */
export async function rowsOfRoles(db: Db, roleIds: readonly number[]): Promise<Map<number, RoleRows>> {
  const byRole = new Map<number, RoleRows>(roleIds.map((id) => [id, { rights: [], accessRights: [] }]));
  if (roleIds.length === 0) return byRole;
  const [rights, access] = await Promise.all([
    db
      .select({
        roleId: roleFunctionalityRights.roleId,
        functionCode: roleFunctionalityRights.functionCode,
        valueType: roleFunctionalityRights.valueType,
        valueCode: roleFunctionalityRights.valueCode,
      })
      .from(roleFunctionalityRights)
      .where(inArray(roleFunctionalityRights.roleId, [...roleIds]))
      .orderBy(roleFunctionalityRights.id),
    db
      .select({
        roleId: roleAccessRights.roleId,
        accessType: roleAccessRights.accessType,
        accessCode: roleAccessRights.accessCode,
      })
      .from(roleAccessRights)
      .where(inArray(roleAccessRights.roleId, [...roleIds]))
      .orderBy(roleAccessRights.id),
  ]);
  for (const { roleId, ...row } of rights) byRole.get(roleId)?.rights.push(row);
  for (const { roleId, ...row } of access) byRole.get(roleId)?.accessRights.push(row);
  return byRole;
}

/** All the rows of these roles together. */
export const unionOf = (rows: Iterable<RoleRows>): RoleRows => {
  const all: RoleRows = { rights: [], accessRights: [] };
  for (const r of rows) {
    all.rights.push(...r.rights);
    all.accessRights.push(...r.accessRights);
  }
  return all;
};

/** A user's role ids. */
export async function roleIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.roleId);
}

/** A user's rights as read now (inside the change's transaction: as the change leaves them). */
export async function rowsOfUser(db: Db, userId: number): Promise<RoleRows> {
  return unionOf((await rowsOfRoles(db, await roleIdsOf(db, userId))).values());
}

/** 400 unless `actor` holds every right of `rows`. */
export function assertHolds(actor: RoleRows, rows: RoleRows, code: string, field?: string) {
  if (!holdsAll(actor, rows)) throw badRequest(code, field ? { [field]: code } : undefined);
}

/**
 * After the change, inside its transaction (begun with `lockAccessChanges`): some active user still
 * edits each administration module.
 */
export async function assertNoLockOut(db: Db): Promise<void> {
  const edits = await db
    .selectDistinct({ valueType: roleFunctionalityRights.valueType, valueCode: roleFunctionalityRights.valueCode })
    .from(roleFunctionalityRights)
    .innerJoin(userRoles, eq(userRoles.roleId, roleFunctionalityRights.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(users.disabled, false), sql`upper(${roleFunctionalityRights.functionCode}) = 'MODULE_EDIT'`));
  const held = edits.map((e) => ({ ...e, functionCode: 'MODULE_EDIT' }));
  if (!ADMINISTRATION_MODULES.every((key) => hasRight(held, key, 'edit'))) throw badRequest(LOCK_OUT);
}

/**
 * Every access change's transaction begins here: one change at a time, so two administrators taking
 * each other's rights at once cannot both pass the lock-out check (the second waits, then reads what
 * the first committed).
 */
async function lockAccessChanges(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ACCESS_LOCK})`);
}

/** An access change: one transaction, begun with the lock; a unique clash is `onUnique`'s field error. */
export async function inAccessChange<T>(db: Db, onUnique: FieldErrors, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await lockAccessChanges(tx);
      return work(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('validation.failed', onUnique);
    throw error;
  }
}
