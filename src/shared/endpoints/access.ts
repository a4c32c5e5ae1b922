/**
 * Access administration (base /api/access/v2): the access-definition catalogue, roles with their
 * definitions, and entities (staff users) with their roles. The 13 calls of the specification, plus
 * the additions marked below (a user's detail, adding and disabling a user).
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/access'));
const BASE = '/api/access/v2';
const ROLES = `${BASE}/roles`;
const ENTITIES = `${BASE}/entities`;

export const accessDefinitionEndpoints = {
  list: api.get(`${BASE}/accessdefinitions`, (s) => ({
    query: s.accessDefinitionListQuery,
    response: s.accessDefinitionPage,
  })),
};

export const roleEndpoints = {
  list: api.get(`${ROLES}/overview`, (s) => ({ query: s.roleListQuery, response: s.rolePage })),
  types: api.get(`${ROLES}/types`, (s) => ({ response: s.roleTypesAnswer })),
  detail: api.get(`${ROLES}/:id`, (s) => ({ params: s.idParam, response: s.roleDetail })),
  create: api.post(ROLES, (s) => ({ body: s.roleInput, response: s.roleCreated }), 201),
  update: api.put(ROLES, (s) => ({ body: s.roleUpdate, response: s.roleSchema, conflict: s.roleSchema })),
  setDefinition: api.post(`${ROLES}/:id/set-accessdefinition`, (s) => ({
    params: s.idParam,
    body: s.roleDefinitionBody,
    response: s.roleDetail,
  })),
  deleteDefinition: api.post(`${ROLES}/:id/delete-accessdefinition`, (s) => ({
    params: s.idParam,
    body: s.roleDefinitionRemoval,
    response: s.roleDetail,
  })),
  updateDefinitionValue: api.post(`${ROLES}/:id/update-accessdefinitionvalue`, (s) => ({
    params: s.idParam,
    body: s.roleDefinitionBody,
    response: s.roleDetail,
  })),
};

export const entityEndpoints = {
  list: api.get(`${ENTITIES}/overview`, (s) => ({ query: s.entityListQuery, response: s.entityPage })),
  types: api.get(`${ENTITIES}/entitytypes`, (s) => ({ response: s.entityTypesAnswer })),
  roles: api.get(`${ENTITIES}/roles`, (s) => ({ response: s.entityRolesAnswer })),
  assignRoles: api.post(`${ENTITIES}/:id/assign-roles`, (s) => ({
    params: s.idParam,
    body: s.assignRolesBody,
    response: s.entityDetail,
    conflict: s.entityDetail,
  })),
  /** Addition: a user with their effective rights (and the roles granting each) and history. */
  detail: api.get(`${ENTITIES}/:id`, (s) => ({ params: s.idParam, response: s.entityDetail })),
  /** Addition: a new staff user; the answer carries their first password, shown once. */
  create: api.post(ENTITIES, (s) => ({ body: s.entityInput, response: s.entityCreated }), 201),
  /** Addition: signs the user out everywhere and keeps them out. */
  disable: api.post(`${ENTITIES}/:id/disable`, (s) => ({
    params: s.idParam,
    body: s.entityVersionBody,
    response: s.entityDetail,
    conflict: s.entityDetail,
  })),
  /** Addition: lets a disabled user sign in again. */
  enable: api.post(`${ENTITIES}/:id/enable`, (s) => ({
    params: s.idParam,
    body: s.entityVersionBody,
    response: s.entityDetail,
    conflict: s.entityDetail,
  })),
};
