/** Access administration: role types, entity types and statuses, sort columns. Zod-free: safe for the start-up bundle. */

/** Built-in roles come with the application (the demo accounts' roles); custom ones an administrator made. */
export const ROLE_TYPES = ['builtIn', 'custom'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

/** What roles are given to: staff users (the only kind of entity so far). */
export const ENTITY_TYPES = ['USER'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const ENTITY_STATUSES = ['active', 'disabled'] as const;
export type EntityStatus = (typeof ENTITY_STATUSES)[number];
/** The users list shows the active ones unless a status is chosen. */
export const ENTITY_DEFAULT_STATUSES: readonly EntityStatus[] = ['active'];

/** How far a role's access definition reaches: read, or read and edit; a content-level code is simply granted. */
export const ACCESS_VALUES = ['read', 'edit', 'granted'] as const;
export type AccessValue = (typeof ACCESS_VALUES)[number];

export const ACCESS_DEFINITION_KINDS = ['module', 'allModules', 'accessCode'] as const;
export type AccessDefinitionKind = (typeof ACCESS_DEFINITION_KINDS)[number];

export const ROLE_SORT_COLUMNS = ['name', 'roleType', 'updatedAt'] as const;
export const ENTITY_SORT_COLUMNS = ['name', 'email'] as const;
export const ACCESS_DEFINITION_SORT_COLUMNS = ['accessDefinitionCode', 'kind'] as const;

/** What an access audit entry records. */
export const ACCESS_AUDIT_ACTIONS = [
  'roleCreated',
  'roleChanged',
  'definitionSet',
  'definitionChanged',
  'definitionRemoved',
  'rolesAssigned',
  'userAdded',
  'userDisabled',
  'userEnabled',
  'twoFactorRequired',
] as const;
export type AccessAuditAction = (typeof ACCESS_AUDIT_ACTIONS)[number];

/** Where an entry of a user's history comes from: the access audit, or the identity audit (their sign-in). */
export const AUDIT_SOURCES = ['access', 'identity'] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];
