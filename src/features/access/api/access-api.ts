/**
 * Access administration on the client: roles (domain roles) with the access-definition catalogue,
 * and entities (domain entities), through their endpoints; the query-key factories and the changes.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { domainQueries } from '@/lib/domain-queries';
import { useDomainMutation } from '@/lib/use-domain-mutation';
import type { QueryOf } from '@/shared/endpoints/endpoint';
import { accessDefinitionEndpoints, entityEndpoints, roleEndpoints } from '@/shared/endpoints/access';
import { securityEndpoints } from '@/shared/endpoints/security';
import type { AssignRolesBody, EntityInput, RoleDefinitionBody, RoleInput, RoleUpdate } from '@/shared/schemas/access';

export type RoleListQuery = QueryOf<typeof roleEndpoints.list>;
export type EntityListQuery = QueryOf<typeof entityEndpoints.list>;
export type AccessDefinitionListQuery = QueryOf<typeof accessDefinitionEndpoints.list>;

const roles = domainQueries('roles');
const entities = domainQueries('entities');

export const roleQueries = {
  ...roles.records(roleEndpoints),
  types: () => roles.reference('types', roleEndpoints.types),
  /** The catalogue (code on the server, never changes while the app runs). */
  definitions: (query: AccessDefinitionListQuery) =>
    queryOptions({
      queryKey: [...roles.keys.all(), 'definitions', query] as const,
      queryFn: ({ signal }) => call(accessDefinitionEndpoints.list, { query }, { signal }),
      staleTime: Infinity,
    }),
};

export const entityQueries = {
  ...entities.records(entityEndpoints),
  roles: () => entities.reference('roles', entityEndpoints.roles),
};

/** Every role with its definitions (the matrix of /access): one page of the largest size. */
export const ALL_ROLES: RoleListQuery = { pageIndex: 1, pageSize: 100, orderBys: ['name'] };

export const roleListQueries = (query: RoleListQuery) => [roleQueries.list(query)];
export const entityListQueries = (query: EntityListQuery) => [entityQueries.list(query), entityQueries.roles()];
export const accessDefinitionListQueries = (query: AccessDefinitionListQuery) => [
  roleQueries.definitions(query),
  roleQueries.list(ALL_ROLES),
];

export function useSaveRole() {
  return useDomainMutation({
    refreshes: 'roles',
    mutationFn: (input: RoleInput | RoleUpdate) =>
      'roleId' in input ? call(roleEndpoints.update, { body: input }) : call(roleEndpoints.create, { body: input }),
    meta: { suppressError: true },
  });
}

type DefinitionChange = { roleId: number; change: 'set' | 'update' | 'delete'; body: RoleDefinitionBody };
const DEFINITION_CALLS = {
  set: roleEndpoints.setDefinition,
  update: roleEndpoints.updateDefinitionValue,
  delete: roleEndpoints.deleteDefinition,
} as const;

/** Sets, changes or removes a definition of a role; a refusal (lock-out, a right not held) is an alert. */
export function useChangeDefinition() {
  return useDomainMutation({
    refreshes: 'roles',
    mutationFn: ({ roleId, change, body }: DefinitionChange) =>
      call(DEFINITION_CALLS[change], { params: { id: roleId }, body }),
    meta: { successMessage: 'access:definitions.saved' },
  });
}

export function useAddEntity() {
  return useDomainMutation({
    refreshes: 'entities',
    mutationFn: (input: EntityInput) => call(entityEndpoints.create, { body: input }),
    meta: { suppressError: true },
  });
}

export function useAssignRoles() {
  return useDomainMutation({
    refreshes: 'entities',
    mutationFn: ({ entityId, ...body }: AssignRolesBody & { entityId: number }) =>
      call(entityEndpoints.assignRoles, { params: { id: entityId }, body }),
    meta: { successMessage: 'access:entities.saved' },
  });
}

/** Disables or enables a user, on the version shown; a refusal is an alert. */
export function useSetDisabled() {
  return useDomainMutation({
    refreshes: 'entities',
    mutationFn: ({ entityId, version, disabled }: { entityId: number; version: number; disabled: boolean }) =>
      call(disabled ? entityEndpoints.disable : entityEndpoints.enable, {
        params: { id: entityId },
        body: { version },
      }),
    meta: { successMessage: 'access:entities.saved' },
  });
}

/** The identity resets another user's account asks for (the security endpoints). */
export function useIdentityReset() {
  return useDomainMutation({
    refreshes: 'entities',
    mutationFn: ({ entityId, kind }: { entityId: number; kind: 'password' | 'authenticator' }) =>
      kind === 'password'
        ? call(securityEndpoints.resetPassword, {
            params: { id: entityId },
            body: { onBehalfOfMainApplication: true },
          })
        : call(securityEndpoints.resetAuthenticator, { params: { id: entityId } }),
    meta: { successMessage: 'access:entities.resetRequested' },
  });
}
