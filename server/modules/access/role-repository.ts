/**
 * Roles: the list and detail, made and renamed on their version (409 when stale), and their access
 * definitions set, changed and removed. A role's definitions are its rows in role_functionality_rights
 * and role_access_rights (src/shared/access-definitions.ts), which the rights of its users are read
 * from: a change takes effect on their next request (the session cache drops on the write).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  accessDefinitionOf,
  definitionsOf,
  isRowOf,
  rowsOf,
  type AccessDefinition,
  type RoleRows,
} from '../../../src/shared/access-definitions';
import type { ROLE_SORT_COLUMNS } from '../../../src/shared/constants/access';
import type {
  Role,
  RoleDefinitionBody,
  RoleDetail,
  RoleInput,
  RoleListQuery,
  RoleUpdate,
} from '../../../src/shared/schemas/access';
import type { Db } from '../../db/client';
import { roleAccessRights, roleFunctionalityRights, roles, userRoles, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { SortKey } from '../../http/list';
import { setRoleRequiresTwoFactor } from '../security/two-factor';
import { accessHistory, recordAccessChange } from './access-audit';
import { containing, recordsOf } from './access-records';
import {
  ABOVE_YOU,
  assertHolds,
  assertNoLockOut,
  inAccessChange,
  NOT_HELD,
  rowsOfRoles,
  rowsOfUser,
} from './access-guards';

// Correlated subqueries name their tables in full: the list reads "roles" alone, unqualified.
const userCount = sql<number>`(select count(*)::int from "user_roles" ur where ur.role_id = "roles"."id")`;
/** The role's rows, read with it: its definitions follow from them (definitionsOf). */
const functionalityRows = sql<
  RoleRows['rights']
>`coalesce((select json_agg(json_build_object('functionCode', f.function_code,
  'valueType', f.value_type, 'valueCode', f.value_code) order by f.id) from "role_functionality_rights" f
  where f.role_id = "roles"."id"), '[]'::json)`;
const accessRows = sql<
  RoleRows['accessRights']
>`coalesce((select json_agg(json_build_object('accessType', a.access_type,
  'accessCode', a.access_code) order by a.id) from "role_access_rights" a where a.role_id = "roles"."id"), '[]'::json)`;

const roleColumns = {
  roleId: roles.id,
  name: roles.name,
  description: roles.description,
  roleType: roles.roleType,
  requireTwoFactor: roles.requireTwoFactor,
  version: roles.version,
  userCount,
  updatedAt: roles.updatedAt,
  rights: functionalityRows,
  accessRights: accessRows,
};
type RoleRow = Omit<Role, 'updatedAt' | 'definitions'> & { updatedAt: Date } & RoleRows;
const toRole = ({ rights, accessRights, ...r }: RoleRow): Role => ({
  ...r,
  definitions: definitionsOf({ rights, accessRights }),
  updatedAt: r.updatedAt.toISOString(),
});

const roleRecords = recordsOf({
  table: roles,
  id: roles.id,
  sorts: {
    name: { key: sql`lower(${roles.name})` },
    roleType: { key: roles.roleType },
    updatedAt: { key: roles.updatedAt },
  } satisfies Record<(typeof ROLE_SORT_COLUMNS)[number], SortKey>,
  select: (db, where) => db.select(roleColumns).from(roles).where(where),
  toItem: toRole,
  idOf: (role) => role.roleId,
});

/** Roles holding a definition (any value): its functionality entries or its access code. */
function holding(definition: AccessDefinition) {
  if (definition.kind === 'accessCode')
    return sql`exists (select 1 from "role_access_rights" a where a.role_id = "roles"."id"
      and lower(a.access_code) = lower(${definition.valueCode}))`;
  return sql`exists (select 1 from "role_functionality_rights" f where f.role_id = "roles"."id"
    and f.value_type = ${definition.valueType} and lower(f.value_code) = lower(${definition.valueCode}))`;
}

export function listRoles(db: Db, q: RoleListQuery) {
  const definition = q.accessDefinitionCode ? accessDefinitionOf(q.accessDefinitionCode) : undefined;
  const where = and(
    containing(q.searchText, [roles.name, roles.description]),
    q.roleType?.length ? inArray(roles.roleType, q.roleType) : undefined,
    q.accessDefinitionCode ? (definition ? holding(definition) : sql`false`) : undefined,
  );
  return roleRecords.page(db, q, where);
}

const findRole = roleRecords.find;

export async function roleDetail(db: Db, roleId: number): Promise<RoleDetail> {
  const role = await findRole(db, roleId);
  if (!role) throw notFound();
  const [members, history] = await Promise.all([
    db
      .select({ entityId: users.id, name: users.name, email: users.email })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(userRoles.roleId, roleId))
      .orderBy(users.name, users.id),
    accessHistory(db, { roleId }),
  ]);
  return { ...role, users: members, history };
}

const NAME_TAKEN = { name: 'validation.unique' };

async function assertUniqueName(db: Db, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(sql`lower(${roles.name}) = lower(${name})`)
    .limit(1);
  if (clash && clash.id !== exceptId) throw badRequest('validation.failed', NAME_TAKEN);
}

export async function createRole(db: Db, input: RoleInput, actorId: number): Promise<number> {
  const description = input.description ?? '';
  const requireTwoFactor = input.requireTwoFactor ?? false;
  await assertUniqueName(db, input.name);
  return inAccessChange(db, NAME_TAKEN, async (tx) => {
    const [row] = await tx
      .insert(roles)
      .values({ name: input.name, description, requireTwoFactor })
      .returning({ id: roles.id });
    const roleId = row!.id;
    await recordAccessChange(tx, {
      actorId,
      action: 'roleCreated',
      roleId,
      after: { name: input.name, description, requireTwoFactor },
    });
    return roleId;
  });
}

/** The role locked for a change, or 404; the caller must hold every right it grants (ABOVE_YOU). */
async function lockRole(tx: Db, roleId: number, actor: RoleRows) {
  const [role] = await tx.select().from(roles).where(eq(roles.id, roleId)).for('update');
  if (!role) throw notFound();
  const rows = (await rowsOfRoles(tx, [roleId])).get(roleId)!;
  assertHolds(actor, rows, ABOVE_YOU);
  return { role, rows };
}

/**
 * Renames, and requires two-factor sign-in or not (left out: as it was), on the version the caller
 * saw: 409 with the current role when it moved on. Requiring it is `setRoleRequiresTwoFactor`'s
 * (an identity entry per user; the sessions of those without an authenticator end), in the same
 * transaction, and an entry of its own in the access audit.
 */
export async function updateRole(db: Db, input: RoleUpdate, actorId: number): Promise<Role> {
  const description = input.description ?? '';
  await assertUniqueName(db, input.name, input.roleId);
  const actor = await rowsOfUser(db, actorId);
  const updated = await inAccessChange(db, NAME_TAKEN, async (tx) => {
    const { role } = await lockRole(tx, input.roleId, actor);
    if (role.version !== input.version) return false;
    const required = input.requireTwoFactor ?? role.requireTwoFactor;
    const renamed = input.name !== role.name || description !== role.description;
    await tx
      .update(roles)
      .set({ name: input.name, description, version: role.version + 1, updatedAt: new Date() })
      .where(eq(roles.id, role.id));
    if (renamed || required === role.requireTwoFactor)
      await recordAccessChange(tx, {
        actorId,
        action: 'roleChanged',
        roleId: role.id,
        before: { name: role.name, description: role.description },
        after: { name: input.name, description },
      });
    if (required !== role.requireTwoFactor) {
      await setRoleRequiresTwoFactor(tx, actorId, role.id, required);
      await recordAccessChange(tx, {
        actorId,
        action: 'twoFactorRequired',
        roleId: role.id,
        before: { requireTwoFactor: role.requireTwoFactor },
        after: { requireTwoFactor: required },
      });
    }
    return true;
  });
  const current = await findRole(db, input.roleId);
  if (!current) throw notFound();
  if (!updated) throw conflict(current);
  return current;
}

function knownDefinition(code: string): AccessDefinition {
  const definition = accessDefinitionOf(code);
  if (!definition) throw badRequest('validation.failed', { accessDefinitionCode: 'validation.unknown' });
  return definition;
}

function checkValue(definition: AccessDefinition, value: RoleDefinitionBody['value']) {
  if (!definition.values.includes(value)) throw badRequest('validation.failed', { value: 'validation.invalid' });
}

/** The definition's value on the role's rows, or null when the role does not hold it. */
const valueOn = (rows: RoleRows, definition: AccessDefinition) =>
  definitionsOf(rows).find((d) => d.accessDefinitionCode === definition.accessDefinitionCode)?.value ?? null;

/** Writes the definition's rows for `value` in place of the ones it had (none when `value` is null). */
async function writeDefinition(
  tx: Db,
  roleId: number,
  definition: AccessDefinition,
  value: RoleDefinitionBody['value'] | null,
) {
  if (definition.kind === 'accessCode') {
    await tx
      .delete(roleAccessRights)
      .where(
        and(
          eq(roleAccessRights.roleId, roleId),
          sql`lower(${roleAccessRights.accessCode}) = lower(${definition.valueCode})`,
        ),
      );
  } else {
    const existing = (await tx.select().from(roleFunctionalityRights).where(eq(roleFunctionalityRights.roleId, roleId)))
      .filter((row) => isRowOf(definition, row))
      .map((row) => row.id);
    if (existing.length) await tx.delete(roleFunctionalityRights).where(inArray(roleFunctionalityRights.id, existing));
  }
  if (value === null) return;
  const rows = rowsOf(definition, value);
  if (rows.rights.length) await tx.insert(roleFunctionalityRights).values(rows.rights.map((r) => ({ ...r, roleId })));
  if (rows.accessRights.length)
    await tx.insert(roleAccessRights).values(rows.accessRights.map((r) => ({ ...r, roleId })));
}

type DefinitionChange = 'set' | 'update' | 'delete';

/**
 * Sets, changes or removes one definition of a role, in one transaction: the caller must hold what the
 * role grants (ABOVE_YOU) and what the new value grants (NOT_HELD); set needs it absent, change and
 * removal present; afterwards nobody is locked out. The role's version goes up (an edit dialog opened
 * before gets its 409), and the change is in the audit.
 */
export async function changeDefinition(
  db: Db,
  roleId: number,
  change: DefinitionChange,
  body: { accessDefinitionCode: string; value?: RoleDefinitionBody['value'] },
  actorId: number,
): Promise<RoleDetail> {
  const definition = knownDefinition(body.accessDefinitionCode);
  if (body.value) checkValue(definition, body.value);
  const actor = await rowsOfUser(db, actorId);
  await inAccessChange(db, NAME_TAKEN, async (tx) => {
    const { role, rows } = await lockRole(tx, roleId, actor);
    const before = valueOn(rows, definition);
    if (change === 'set' && before !== null)
      throw badRequest('validation.failed', { accessDefinitionCode: 'access:errors.alreadySet' });
    if (change !== 'set' && before === null)
      throw badRequest('validation.failed', { accessDefinitionCode: 'access:errors.notSet' });
    const after = change === 'delete' ? null : body.value!;
    if (after !== null) assertHolds(actor, rowsOf(definition, after), NOT_HELD, 'accessDefinitionCode');
    await writeDefinition(tx, roleId, definition, after);
    await tx
      .update(roles)
      .set({ version: role.version + 1, updatedAt: new Date() })
      .where(eq(roles.id, roleId));
    await assertNoLockOut(tx);
    const action = change === 'set' ? 'definitionSet' : change === 'update' ? 'definitionChanged' : 'definitionRemoved';
    const code = definition.accessDefinitionCode;
    await recordAccessChange(tx, {
      actorId,
      action,
      roleId,
      before: before === null ? null : { accessDefinition: code, value: before },
      after: after === null ? null : { accessDefinition: code, value: after },
    });
  });
  return roleDetail(db, roleId);
}
