/**
 * Access administration (/api/access/v2): the access-definition catalogue (access module), roles
 * (roles module) and entities (entities module). Every change runs in one transaction with its guards
 * (access-guards.ts) and its audit entry (access-audit.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { ACCESS_DEFINITIONS } from '../../../src/shared/access-definitions';
import { ENTITY_TYPES, ROLE_TYPES } from '../../../src/shared/constants/access';
import { accessDefinitionEndpoints, entityEndpoints, roleEndpoints } from '../../../src/shared/endpoints/access';
import type { AccessDefinitionListQuery } from '../../../src/shared/schemas/access';
import { moduleAccess, registerRoutes } from '../../http/routes';
import { userIdOf } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import { assignRoles, createEntity, entityDetail, listEntities, roleOptions, setDisabled } from './entity-repository';
import { changeDefinition, createRole, listRoles, roleDetail, updateRole } from './role-repository';

/** The catalogue is code (src/shared/access-definitions.ts): paged, filtered and sorted in memory. */
export function listAccessDefinitions(q: AccessDefinitionListQuery) {
  const search = q.searchText?.toLowerCase();
  const matching = ACCESS_DEFINITIONS.filter(
    (d) =>
      (!q.kind?.length || q.kind.includes(d.kind)) &&
      (!search || `${d.accessDefinitionCode} ${d.functionCodes.join(' ')}`.toLowerCase().includes(search)),
  );
  const [order] = q.orderBys ?? [];
  if (order) {
    const descending = order.endsWith('_desc');
    const column = (descending ? order.slice(0, -5) : order) as 'accessDefinitionCode' | 'kind';
    matching.sort((a, b) => a[column].localeCompare(b[column]) * (descending ? -1 : 1));
  }
  const start = (q.pageIndex - 1) * q.pageSize;
  return {
    items: matching.slice(start, start + q.pageSize).map((d) => ({ ...d, functionCodes: [...d.functionCodes] })),
    totalCount: matching.length,
    pageIndex: q.pageIndex,
    pageSize: q.pageSize,
  };
}

const definitions = moduleAccess('access', false);
const role = moduleAccess('roles', { domain: 'roles', idKey: 'roleId' });
const entity = moduleAccess('entities', { domain: 'entities', idKey: 'entityId' });
const roleChange = { access: role.edit, changes: { domain: 'roles', idKey: 'id' } } as const;
const entityChange = { access: entity.edit, changes: { domain: 'entities', idKey: 'id' } } as const;

export const accessRoutes: FastifyPluginAsync<ModuleDeps> = async (app, { db }) => {
  await registerRoutes(app, accessDefinitionEndpoints, {
    list: { access: definitions.read, handler: async (request) => listAccessDefinitions(request.query) },
  });
  await registerRoutes(app, roleEndpoints, {
    list: { access: role.read, handler: (request) => listRoles(db, request.query) },
    types: { access: role.read, handler: async () => [...ROLE_TYPES] },
    detail: { access: role.read, handler: (request) => roleDetail(db, request.params.id) },
    create: {
      ...role.write,
      handler: async (request) => ({ roleId: await createRole(db, request.body, userIdOf(request)) }),
    },
    update: { ...role.write, handler: (request) => updateRole(db, request.body, userIdOf(request)) },
    setDefinition: {
      ...roleChange,
      handler: (request) => changeDefinition(db, request.params.id, 'set', request.body, userIdOf(request)),
    },
    updateDefinitionValue: {
      ...roleChange,
      handler: (request) => changeDefinition(db, request.params.id, 'update', request.body, userIdOf(request)),
    },
    deleteDefinition: {
      ...roleChange,
      handler: (request) => changeDefinition(db, request.params.id, 'delete', request.body, userIdOf(request)),
    },
  });
  await registerRoutes(app, entityEndpoints, {
    list: { access: entity.read, handler: (request) => listEntities(db, request.query) },
    types: { access: entity.read, handler: async () => [...ENTITY_TYPES] },
    roles: { access: entity.read, handler: () => roleOptions(db) },
    detail: { access: entity.read, handler: (request) => entityDetail(db, request.params.id) },
    create: { ...entity.write, handler: (request) => createEntity(db, request.body, userIdOf(request)) },
    assignRoles: {
      ...entityChange,
      handler: (request) => assignRoles(db, request.params.id, request.body, userIdOf(request)),
    },
    disable: {
      ...entityChange,
      handler: (request) => setDisabled(db, request.params.id, request.body.version, true, userIdOf(request)),
    },
    enable: {
      ...entityChange,
      handler: (request) => setDisabled(db, request.params.id, request.body.version, false, userIdOf(request)),
    },
  });
};
