/** Users, roles and their rights, sessions, sign-in attempts, modules and external links (identity: identity.ts). */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACCESS_AUDIT_ACTIONS, ROLE_TYPES } from '../../../src/shared/constants/access';
import { createdAt, moment, requiredRef, tableWithId } from './columns';

export const users = tableWithId('users', {
  /** Stored lower-cased; sign-in compares lower-cased. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  language: text('language', { enum: ['en', 'nl', 'fr'] })
    .notNull()
    .default('en'),
  disabled: boolean('disabled').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
});

export const roles = tableWithId('roles', {
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  /** Its users sign in with an authenticator app too; one without is asked to enrol right after the password. */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  /** builtIn: delivered with the application (the demo accounts'); custom: made by an administrator. */
  roleType: text('role_type', { enum: ROLE_TYPES }).notNull().default('custom'),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    roleId: requiredRef('role_id', () => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** MODULE_READ / MODULE_EDIT with a Multiselect module key or a Boolean TRUE/FALSE. */
export const roleFunctionalityRights = tableWithId(
  'role_functionality_rights',
  {
    roleId: requiredRef('role_id', () => roles.id, { onDelete: 'cascade' }),
    functionCode: text('function_code').notNull(),
    valueType: text('value_type', { enum: ['Multiselect', 'Boolean'] }).notNull(),
    valueCode: text('value_code').notNull(),
  },
  (t) => [index('role_functionality_rights_role_idx').on(t.roleId)],
);

/** Content-level access codes (the access-check component), e.g. FUNCTION / USER_MANAGEMENT. */
export const roleAccessRights = tableWithId(
  'role_access_rights',
  {
    roleId: requiredRef('role_id', () => roles.id, { onDelete: 'cascade' }),
    accessType: text('access_type').notNull(),
    accessCode: text('access_code').notNull(),
  },
  (t) => [index('role_access_rights_role_idx').on(t.roleId)],
);

export const sessions = tableWithId(
  'sessions',
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-ins, counted per client address and e-mail inside the rate-limit window. */
export const loginFailures = tableWithId(
  'login_failures',
  {
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.createdAt)],
);

export const modules = tableWithId('modules', {
  key: text('key').notNull(),
  parentId: integer('parent_id'),
  showInSideBar: boolean('show_in_side_bar').notNull().default(true),
  sortOrder: integer('sort_order').notNull(),
});

export const externalLinks = tableWithId('external_links', {
  name: text('name').notNull(),
  link: text('link').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * Every change of access (server/modules/access/access-audit.ts): who, when, what, before and after,
 * about a role, a user or both; before and after hold the values (names included) as they were.
 */
export const accessAudit = tableWithId(
  'access_audit',
  {
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ACCESS_AUDIT_ACTIONS }).notNull(),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('access_audit_role_idx').on(t.roleId, t.id), index('access_audit_user_idx').on(t.userId, t.id)],
);
