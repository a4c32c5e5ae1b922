/** Steps the access tests share: a role with definitions and a staff user holding roles, made through the API. */
import type { TestApp } from '../../testing/test-app';

export const ROLES = '/api/access/v2/roles';
export const ENTITIES = '/api/access/v2/entities';

/** A role with these definitions (code to value), made by `cookie`'s user; its id. */
export async function makeRole(t: TestApp, cookie: string, name: string, definitions: Record<string, string>) {
  const created = await t.post(ROLES, { name }, cookie);
  if (created.statusCode !== 201) throw new Error(`role ${name}: ${created.body}`);
  const roleId: number = created.json().response.roleId;
  for (const [accessDefinitionCode, value] of Object.entries(definitions)) {
    const set = await t.post(`${ROLES}/${roleId}/set-accessdefinition`, { accessDefinitionCode, value }, cookie);
    if (set.statusCode !== 200) throw new Error(`${accessDefinitionCode}: ${set.body}`);
  }
  return roleId;
}

/** A new staff user holding `roleIds`, signed in with their first password: id, password and session cookie. */
export async function makeUser(t: TestApp, cookie: string, email: string, roleIds: number[]) {
  const created = await t.post(ENTITIES, { name: email.split('@')[0], email, language: 'en' }, cookie);
  if (created.statusCode !== 201) throw new Error(`user ${email}: ${created.body}`);
  const { entityId, temporaryPassword } = created.json().response as { entityId: number; temporaryPassword: string };
  if (roleIds.length) {
    const assigned = await t.post(`${ENTITIES}/${entityId}/assign-roles`, { roleIds, version: 1 }, cookie);
    if (assigned.statusCode !== 200) throw new Error(`assign ${email}: ${assigned.body}`);
  }
  return { entityId, password: temporaryPassword, cookie: await t.login(email, temporaryPassword) };
}

/** The role id of a seeded role by name. */
export async function roleIdOf(t: TestApp, cookie: string, name: string): Promise<number> {
  const roles: { roleId: number; name: string }[] = await t.read(`${ENTITIES}/roles`, cookie);
  return roles.find((r) => r.name === name)!.roleId;
}
