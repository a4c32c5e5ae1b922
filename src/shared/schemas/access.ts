/** Access administration: access definitions, roles, entities (staff users) and the access audit. */
import * as z from 'zod';
import {
  ACCESS_AUDIT_ACTIONS,
  ACCESS_DEFINITION_KINDS,
  ACCESS_DEFINITION_SORT_COLUMNS,
  ACCESS_VALUES,
  AUDIT_SOURCES,
  ENTITY_SORT_COLUMNS,
  ENTITY_STATUSES,
  ENTITY_TYPES,
  ROLE_SORT_COLUMNS,
  ROLE_TYPES,
} from '../constants/access';
import { LANGUAGES } from '../constants/common';
import { IDENTITY_ACTIONS } from '../constants/identity';
import { isPlainAddress } from '../email-address';
import { dbInt, listOf, listQuery, queryId, repeated } from './common';
import { requiredText } from './company';

export { emptyAnswer, idParam } from './common';

const text = (max: number) => z.string().trim().max(max, `validation.maxLength|${max}`);
const code = z.string().trim().min(1, 'validation.required').max(100, 'validation.maxLength|100');

// --- access definitions ------------------------------------------------------------------------

export const accessDefinitionListQuery = listQuery(
  { kind: repeated(z.enum(ACCESS_DEFINITION_KINDS)).optional() },
  ACCESS_DEFINITION_SORT_COLUMNS,
);
export type AccessDefinitionListQuery = z.infer<typeof accessDefinitionListQuery>;

export const accessDefinitionSchema = z.object({
  accessDefinitionCode: z.string(),
  kind: z.enum(ACCESS_DEFINITION_KINDS),
  moduleKey: z.string().nullable(),
  functionCodes: z.array(z.string()),
  valueType: z.enum(['Multiselect', 'Boolean']).nullable(),
  valueCode: z.string(),
  values: z.array(z.enum(ACCESS_VALUES)),
});
export const accessDefinitionPage = listOf(accessDefinitionSchema);

// --- the audit -----------------------------------------------------------------------------------

/** Before and after of a change: plain values by name (a role's name, a definition's value, role names, a count). */
const auditValues = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]))
  .nullable();
export type AuditValues = z.infer<typeof auditValues>;

/**
 * An entry of a role's or a user's history: from the access audit, or (a user's) from the identity
 * audit (`source`); its id is unique within its source.
 */
export const accessAuditEntry = z.object({
  auditId: z.number().int(),
  source: z.enum(AUDIT_SOURCES),
  at: z.string(),
  action: z.union([z.enum(ACCESS_AUDIT_ACTIONS), z.enum(IDENTITY_ACTIONS)]),
  actorName: z.string().nullable(),
  roleId: z.number().int().nullable(),
  roleName: z.string().nullable(),
  entityId: z.number().int().nullable(),
  entityName: z.string().nullable(),
  before: auditValues,
  after: auditValues,
});
export type AccessAuditEntry = z.infer<typeof accessAuditEntry>;

// --- roles ---------------------------------------------------------------------------------------

export const roleListQuery = listQuery(
  {
    roleType: repeated(z.enum(ROLE_TYPES)).optional(),
    /** Roles that hold this definition (any value). */
    accessDefinitionCode: code.optional(),
  },
  ROLE_SORT_COLUMNS,
);
export type RoleListQuery = z.infer<typeof roleListQuery>;

export const roleInput = z.object({
  name: requiredText(100),
  description: text(500).default(''),
  /** Its users sign in with an authenticator app too; left out of a change: as it was. */
  requireTwoFactor: z.boolean().optional(),
});
export type RoleInput = z.input<typeof roleInput>;

export const roleUpdate = roleInput.extend({ roleId: dbInt, version: dbInt });
export type RoleUpdate = z.input<typeof roleUpdate>;

const roleRef = z.object({ roleId: z.number().int(), name: z.string() });
export type RoleRef = z.infer<typeof roleRef>;

export const roleDefinition = z.object({
  accessDefinitionCode: z.string(),
  value: z.enum(ACCESS_VALUES),
});
export type RoleDefinition = z.infer<typeof roleDefinition>;

export const roleSchema = z.object({
  roleId: z.number().int(),
  name: z.string(),
  description: z.string(),
  roleType: z.enum(ROLE_TYPES),
  requireTwoFactor: z.boolean(),
  version: z.number().int(),
  userCount: z.number().int(),
  /** What the role grants, in the catalogue's order. */
  definitions: z.array(roleDefinition),
  updatedAt: z.string(),
});
export type Role = z.infer<typeof roleSchema>;
export const rolePage = listOf(roleSchema);

const entityRef = z.object({ entityId: z.number().int(), name: z.string(), email: z.string() });

export const roleDetail = roleSchema.extend({
  users: z.array(entityRef),
  history: z.array(accessAuditEntry),
});
export type RoleDetail = z.infer<typeof roleDetail>;

export const roleCreated = z.object({ roleId: z.number().int() });
export const roleTypesAnswer = z.array(z.enum(ROLE_TYPES));

/** Set a definition on a role, or change its value. */
export const roleDefinitionBody = z.object({ accessDefinitionCode: code, value: z.enum(ACCESS_VALUES) });
export type RoleDefinitionBody = z.infer<typeof roleDefinitionBody>;
export const roleDefinitionRemoval = z.object({ accessDefinitionCode: code });

// --- entities ------------------------------------------------------------------------------------

export const entityListQuery = listQuery(
  {
    entityType: repeated(z.enum(ENTITY_TYPES)).optional(),
    status: repeated(z.enum(ENTITY_STATUSES)).optional(),
    roleIds: repeated(queryId).optional(),
  },
  ENTITY_SORT_COLUMNS,
);
export type EntityListQuery = z.infer<typeof entityListQuery>;

export const entitySchema = z.object({
  entityId: z.number().int(),
  entityType: z.enum(ENTITY_TYPES),
  name: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  disabled: z.boolean(),
  version: z.number().int(),
  roles: z.array(roleRef),
});
export type Entity = z.infer<typeof entitySchema>;
export const entityPage = listOf(entitySchema);

export const effectiveRightsSchema = z.object({
  modules: z.array(z.object({ moduleKey: z.string(), readBy: z.array(roleRef), editBy: z.array(roleRef) })),
  accessCodes: z.array(z.object({ accessCode: z.string(), grantedBy: z.array(roleRef) })),
});

export const entityDetail = entitySchema.extend({
  rights: effectiveRightsSchema,
  history: z.array(accessAuditEntry),
});
export type EntityDetail = z.infer<typeof entityDetail>;

export const entityTypesAnswer = z.array(z.enum(ENTITY_TYPES));
export const entityRolesAnswer = z.array(roleRef.extend({ roleType: z.enum(ROLE_TYPES) }));

/** The roles a user has after the call (all of them), on the version of the user the screen showed. */
export const assignRolesBody = z.object({
  roleIds: z.array(dbInt).max(100, 'validation.maxItems|100'),
  version: dbInt,
});
export type AssignRolesBody = z.infer<typeof assignRolesBody>;

export const entityInput = z.object({
  name: requiredText(100),
  /** One address; stored lower-cased (sign-in compares lower-cased). */
  email: requiredText(200).refine(isPlainAddress, 'validation.email'),
  language: z.enum(LANGUAGES),
});
export type EntityInput = z.input<typeof entityInput>;
/** A new user's first password, shown once to the administrator who added them. */
export const entityCreated = z.object({ entityId: z.number().int(), temporaryPassword: z.string() });
export const entityVersionBody = z.object({ version: dbInt });
