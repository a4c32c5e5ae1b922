/**
 * Entities: the staff users roles are given to. The list with their roles, a user's detail with their
 * effective rights (and the roles granting each), their roles given on the version the screen showed,
 * a new user, and disabling (every session ends: a disabled user's session is never served) or enabling one.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { effectiveRights } from '../../../src/shared/access-definitions';
import { ENTITY_DEFAULT_STATUSES, type ENTITY_SORT_COLUMNS } from '../../../src/shared/constants/access';
import type {
  AssignRolesBody,
  Entity,
  EntityDetail,
  EntityInput,
  EntityListQuery,
} from '../../../src/shared/schemas/access';
import type { Db } from '../../db/client';
import { roles, sessions, userRoles, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { SortKey } from '../../http/list';
import { hashPassword } from '../../lib/password';
import { recordAccessChange, userHistory } from './access-audit';
import { containing, recordsOf } from './access-records';
import {
  ABOVE_YOU,
  assertHolds,
  assertNoLockOut,
  inAccessChange,
  NOT_HELD,
  NOT_YOURSELF,
  roleIdsOf,
  rowsOfRoles,
  rowsOfUser,
  unionOf,
} from './access-guards';

/** A user's roles by name, as JSON (the list reads them in its one rows query). */
const rolesOf = sql<
  { roleId: number; name: string }[]
>`coalesce((select json_agg(json_build_object('roleId', r.id, 'name', r.name)
  order by lower(r.name), r.id) from "user_roles" ur join "roles" r on r.id = ur.role_id where ur.user_id = "users"."id"), '[]'::json)`;

const entityColumns = {
  entityId: users.id,
  name: users.name,
  email: users.email,
  language: users.language,
  disabled: users.disabled,
  version: users.version,
  roles: rolesOf,
};
type EntityRow = Omit<Entity, 'entityType'>;
const toEntity = (r: EntityRow): Entity => ({ ...r, entityType: 'USER' });

const entityRecords = recordsOf({
  table: users,
  id: users.id,
  sorts: {
    name: { key: sql`lower(${users.name})` },
    email: { key: users.email },
  } satisfies Record<(typeof ENTITY_SORT_COLUMNS)[number], SortKey>,
  select: (db, where) => db.select(entityColumns).from(users).where(where),
  toItem: toEntity,
  idOf: (entity) => entity.entityId,
});

export function listEntities(db: Db, q: EntityListQuery) {
  const statuses = q.status?.length ? q.status : ENTITY_DEFAULT_STATUSES;
  const where = and(
    containing(q.searchText, [users.name, users.email]),
    statuses.length === 1 ? eq(users.disabled, statuses[0] === 'disabled') : undefined,
    q.roleIds?.length
      ? inArray(
          users.id,
          db.select({ id: userRoles.userId }).from(userRoles).where(inArray(userRoles.roleId, q.roleIds)),
        )
      : undefined,
  );
  return entityRecords.page(db, q, where);
}

const findEntity = entityRecords.find;

export async function entityDetail(db: Db, userId: number): Promise<EntityDetail> {
  const entity = await findEntity(db, userId);
  if (!entity) throw notFound();
  const [rows, history] = await Promise.all([
    rowsOfRoles(
      db,
      entity.roles.map((r) => r.roleId),
    ),
    userHistory(db, userId),
  ]);
  const rights = effectiveRights(entity.roles.map((r) => ({ ...r, ...rows.get(r.roleId)! })));
  return { ...entity, rights, history };
}

/** The roles to choose from, by name. */
export function roleOptions(db: Db) {
  return db
    .select({ roleId: roles.id, name: roles.name, roleType: roles.roleType })
    .from(roles)
    .orderBy(sql`lower(${roles.name})`, asc(roles.id));
}

/**
 * Locks the user for a change by `actorId` on the version the screen showed (409 with the user as
 * they are now): never one's own account, and never a user holding rights the caller lacks.
 */
async function lockEntity(tx: Db, userId: number, version: number, actorId: number) {
  if (userId === actorId) throw badRequest(NOT_YOURSELF);
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw notFound();
  if (user.version !== version) return null;
  const actor = await rowsOfUser(tx, actorId);
  assertHolds(actor, await rowsOfUser(tx, userId), ABOVE_YOU);
  return { user, actor };
}

async function answerOrConflict(db: Db, userId: number, changed: boolean): Promise<EntityDetail> {
  const detail = await entityDetail(db, userId);
  if (!changed) throw conflict(detail);
  return detail;
}

const roleNames = async (db: Db, ids: readonly number[]) =>
  ids.length
    ? (
        await db
          .select({ name: roles.name })
          .from(roles)
          .where(inArray(roles.id, [...ids]))
          .orderBy(roles.name)
      ).map((r) => r.name)
    : [];

/**
 * The user's roles become `roleIds` (all of them). Each role given or taken must grant nothing the
 * caller lacks (NOT_HELD); afterwards nobody is locked out; the change is in the audit.
 */
export async function assignRoles(db: Db, userId: number, body: AssignRolesBody, actorId: number) {
  const wanted = [...new Set(body.roleIds)];
  const changed = await inAccessChange(db, {}, async (tx) => {
    const locked = await lockEntity(tx, userId, body.version, actorId);
    if (!locked) return false;
    const known = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(inArray(roles.id, wanted.length ? wanted : [0]));
    if (known.length !== wanted.length) throw badRequest('validation.failed', { roleIds: 'validation.notFound' });
    const current = await roleIdsOf(tx, userId);
    const given = wanted.filter((id) => !current.includes(id));
    const taken = current.filter((id) => !wanted.includes(id));
    const rows = await rowsOfRoles(tx, [...given, ...taken]);
    assertHolds(locked.actor, unionOf(rows.values()), NOT_HELD, 'roleIds');
    if (taken.length)
      await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, taken)));
    if (given.length) await tx.insert(userRoles).values(given.map((roleId) => ({ userId, roleId })));
    await tx
      .update(users)
      .set({ version: locked.user.version + 1 })
      .where(eq(users.id, userId));
    await assertNoLockOut(tx);
    await recordAccessChange(tx, {
      actorId,
      action: 'rolesAssigned',
      userId,
      before: { roles: await roleNames(tx, current) },
      after: { roles: await roleNames(tx, wanted) },
    });
    return true;
  });
  return answerOrConflict(db, userId, changed);
}

/** Disables or enables a user; disabling ends their sessions (and their hub connections with them). */
export async function setDisabled(db: Db, userId: number, version: number, disabled: boolean, actorId: number) {
  const changed = await inAccessChange(db, {}, async (tx) => {
    const locked = await lockEntity(tx, userId, version, actorId);
    if (!locked) return false;
    if (locked.user.disabled === disabled) return true;
    await tx
      .update(users)
      .set({ disabled, version: locked.user.version + 1 })
      .where(eq(users.id, userId));
    if (disabled) {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await assertNoLockOut(tx);
    }
    await recordAccessChange(tx, {
      actorId,
      action: disabled ? 'userDisabled' : 'userEnabled',
      userId,
      before: { disabled: !disabled },
      after: { disabled },
    });
    return true;
  });
  return answerOrConflict(db, userId, changed);
}

const EMAIL_TAKEN = { email: 'validation.unique' };

/**
 * A new staff user, without roles, and a first password of their own shown once to the administrator
 * who adds them (20 random characters; only its hash is kept).
 */
export async function createEntity(db: Db, input: EntityInput, actorId: number) {
  const email = input.email.toLowerCase();
  const [clash] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (clash) throw badRequest('validation.failed', EMAIL_TAKEN);
  const temporaryPassword = randomBytes(15).toString('base64url');
  const passwordHash = await hashPassword(temporaryPassword);
  const entityId = await inAccessChange(db, EMAIL_TAKEN, async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ email, name: input.name, language: input.language, passwordHash })
      .returning({ id: users.id });
    await recordAccessChange(tx, {
      actorId,
      action: 'userAdded',
      userId: row!.id,
      after: { name: input.name, email, language: input.language },
    });
    return row!.id;
  });
  return { entityId, temporaryPassword };
}
