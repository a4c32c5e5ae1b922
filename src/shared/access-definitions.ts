/**
 * The access-definition catalogue: everything a role can grant, and how a role's definitions map onto
 * the rights the server and the SPA check (src/shared/access.ts). Pure, for both sides.
 *
 * - One definition per module key of the catalogue (`module:<key>`): value `read` is a MODULE_READ
 *   entry (Multiselect, the key), `edit` adds MODULE_EDIT.
 * - `allModules`: the Boolean functionality entries (code TRUE): every module, read or edit.
 * - `code:<CODE>`: a content-level access code (type FUNCTION), such as COMPANY_LINKED; simply granted.
 *
 * A role's rows are its definitions written out (role_functionality_rights, role_access_rights), so the
 * rights of a user are what they always were: the union of their roles' rows.
 */
import { FUNCTION_FOR, hasRight, type Right } from './access';
import { MODULE_CATALOGUE, type ModuleDefinition } from './catalogue';
import type { AccessDefinitionKind, AccessValue } from './constants/access';
import type { AccessRight, FunctionalityRight } from './schemas/security';

/** The content-level access codes the screens check. */
export const ACCESS_CODES = ['COMPANY_LINKED', 'USER_MANAGEMENT'] as const;
export const ACCESS_CODE_TYPE = 'FUNCTION';
export const ALL_MODULES = 'allModules';

export type AccessDefinition = {
  accessDefinitionCode: string;
  kind: AccessDefinitionKind;
  /** The module key of a module definition; null otherwise. */
  moduleKey: string | null;
  /** The functionality entries' function codes (read, then edit); the access code's type for a code. */
  functionCodes: string[];
  valueType: 'Multiselect' | 'Boolean' | null;
  /** The entries' value code: the module key, TRUE, or the access code. */
  valueCode: string;
  /** The values a role may give it. */
  values: AccessValue[];
};

const flatKeys = (modules: readonly ModuleDefinition[]): string[] =>
  modules.flatMap((m) => [m.key, ...flatKeys(m.subModules ?? [])]);

/** Every module key once, in sidebar order. */
export const MODULE_KEYS: readonly string[] = [...new Set(flatKeys(MODULE_CATALOGUE))];

const RIGHTS: AccessValue[] = ['read', 'edit'];
const FUNCTIONS = [FUNCTION_FOR.read, FUNCTION_FOR.edit];

export const ACCESS_DEFINITIONS: readonly AccessDefinition[] = [
  ...MODULE_KEYS.map((key): AccessDefinition => ({
    accessDefinitionCode: `module:${key}`,
    kind: 'module',
    moduleKey: key,
    functionCodes: FUNCTIONS,
    valueType: 'Multiselect',
    valueCode: key,
    values: RIGHTS,
  })),
  {
    accessDefinitionCode: ALL_MODULES,
    kind: 'allModules',
    moduleKey: null,
    functionCodes: FUNCTIONS,
    valueType: 'Boolean',
    valueCode: 'TRUE',
    values: RIGHTS,
  },
  ...ACCESS_CODES.map((code): AccessDefinition => ({
    accessDefinitionCode: `code:${code}`,
    kind: 'accessCode',
    moduleKey: null,
    functionCodes: [ACCESS_CODE_TYPE],
    valueType: null,
    valueCode: code,
    values: ['granted'],
  })),
];

const BY_CODE = new Map(ACCESS_DEFINITIONS.map((d) => [d.accessDefinitionCode, d]));
export const accessDefinitionOf = (code: string) => BY_CODE.get(code);

export type RoleRows = { rights: FunctionalityRight[]; accessRights: AccessRight[] };

/** The rows a definition with a value writes on a role. */
export function rowsOf(definition: AccessDefinition, value: AccessValue): RoleRows {
  if (definition.kind === 'accessCode')
    return { rights: [], accessRights: [{ accessType: ACCESS_CODE_TYPE, accessCode: definition.valueCode }] };
  const valueType = definition.valueType ?? 'Multiselect';
  const fns = value === 'edit' ? FUNCTIONS : [FUNCTION_FOR.read];
  return {
    rights: fns.map((functionCode) => ({ functionCode, valueType, valueCode: definition.valueCode })),
    accessRights: [],
  };
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether a functionality row is one of this definition's (any value). */
export function isRowOf(definition: AccessDefinition, row: FunctionalityRight): boolean {
  return (
    definition.kind !== 'accessCode' &&
    row.valueType === definition.valueType &&
    same(row.valueCode, definition.valueCode) &&
    FUNCTIONS.some((fn) => same(fn, row.functionCode))
  );
}

/** A role's definitions read from its rows: edit when an edit entry is there, else read; codes granted. */
export function definitionsOf(rows: RoleRows): { accessDefinitionCode: string; value: AccessValue }[] {
  const found: { accessDefinitionCode: string; value: AccessValue }[] = [];
  for (const definition of ACCESS_DEFINITIONS) {
    if (definition.kind === 'accessCode') {
      if (rows.accessRights.some((r) => same(r.accessCode, definition.valueCode)))
        found.push({ accessDefinitionCode: definition.accessDefinitionCode, value: 'granted' });
      continue;
    }
    const mine = rows.rights.filter((r) => isRowOf(definition, r));
    if (mine.length === 0) continue;
    const edit = mine.some((r) => same(r.functionCode, FUNCTION_FOR.edit));
    found.push({ accessDefinitionCode: definition.accessDefinitionCode, value: edit ? 'edit' : 'read' });
  }
  return found;
}

/** Whether a functionality row grants anything (a Boolean FALSE does not). */
const grantsSomething = (row: FunctionalityRight) => row.valueType !== 'Boolean' || same(row.valueCode, 'TRUE');

const rightOf = (functionCode: string): Right | null =>
  same(functionCode, FUNCTION_FOR.edit) ? 'edit' : same(functionCode, FUNCTION_FOR.read) ? 'read' : null;

/**
 * Whether `holder` holds every right `rows` grant (no one gives what they do not have): a module entry
 * needs that right on that module, a Boolean TRUE entry the right on every module, a code the code.
 */
export function holdsAll(holder: RoleRows, rows: RoleRows): boolean {
  const rightsHeld = rows.rights.filter(grantsSomething).every((row) => {
    const right = rightOf(row.functionCode);
    if (!right)
      return holder.rights.some((h) => same(h.functionCode, row.functionCode) && same(h.valueCode, row.valueCode));
    const keys = row.valueType === 'Boolean' ? MODULE_KEYS : [row.valueCode];
    return keys.every((key) => hasRight(holder.rights, key, right));
  });
  return (
    rightsHeld && rows.accessRights.every((row) => holder.accessRights.some((h) => same(h.accessCode, row.accessCode)))
  );
}

export type RoleRef = { roleId: number; name: string };

/** A user's effective rights and, for each, the roles that grant it ("why can this user edit invoices?"). */
export type EffectiveRights = {
  modules: { moduleKey: string; readBy: RoleRef[]; editBy: RoleRef[] }[];
  accessCodes: { accessCode: string; grantedBy: RoleRef[] }[];
};

export function effectiveRights(roles: readonly (RoleRef & RoleRows)[]): EffectiveRights {
  const ref = ({ roleId, name }: RoleRef): RoleRef => ({ roleId, name });
  const modules = MODULE_KEYS.map((moduleKey) => ({
    moduleKey,
    readBy: roles.filter((r) => hasRight(r.rights, moduleKey, 'read')).map(ref),
    editBy: roles.filter((r) => hasRight(r.rights, moduleKey, 'edit')).map(ref),
  })).filter((m) => m.readBy.length > 0 || m.editBy.length > 0);
  const accessCodes = ACCESS_CODES.map((accessCode) => ({
    accessCode,
    grantedBy: roles.filter((r) => r.accessRights.some((a) => same(a.accessCode, accessCode))).map(ref),
  })).filter((c) => c.grantedBy.length > 0);
  return { modules, accessCodes };
}
