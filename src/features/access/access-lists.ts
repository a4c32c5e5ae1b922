/** The three access lists: definitions (/access), roles (/roles), entities (/entities); their routes load the pages. */
import { defineList } from '@/components/list-screen/list-route';
import {
  ACCESS_DEFINITION_KINDS,
  ACCESS_DEFINITION_SORT_COLUMNS,
  ENTITY_SORT_COLUMNS,
  ENTITY_STATUSES,
  ROLE_SORT_COLUMNS,
  ROLE_TYPES,
} from '@/shared/constants/access';

export const accessDefinitionList = defineList({
  route: '/_app/access',
  module: 'access',
  namespaces: ['access'],
  filters: { kind: ACCESS_DEFINITION_KINDS },
  sortColumns: ACCESS_DEFINITION_SORT_COLUMNS,
  queries: async () => (await import('./api/access-api')).accessDefinitionListQueries,
});

export const roleList = defineList({
  route: '/_app/roles',
  module: 'roles',
  namespaces: ['access'],
  filters: { roleType: ROLE_TYPES },
  sortColumns: ROLE_SORT_COLUMNS,
  defaultSort: 'name',
  queries: async () => (await import('./api/access-api')).roleListQueries,
});

export const entityList = defineList({
  route: '/_app/entities',
  module: 'entities',
  namespaces: ['access'],
  filters: { status: ENTITY_STATUSES, roleIds: 'ids' },
  sortColumns: ENTITY_SORT_COLUMNS,
  defaultSort: 'name',
  queries: async () => (await import('./api/access-api')).entityListQueries,
});
