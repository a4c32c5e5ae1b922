/** Rebate groups: the list, create, update with its version, and the short list the product screens pick from. */
import type { FastifyPluginAsync } from 'fastify';
import { rebateGroupEndpoints } from '../../../src/shared/endpoints/rebate-group';
import { moduleAccess, registerRoutes } from '../../http/routes';
import type { ModuleDeps } from '../deps';
import { createRebateGroup, listRebateGroups, rebateGroupOptions, updateRebateGroup } from './rebate-group-repository';

const { read, write } = moduleAccess('rebategroups', { domain: 'rebateGroups', idKey: 'rebateGroupId' });

export const rebateGroupRoutes: FastifyPluginAsync<ModuleDeps> = (app, deps) =>
  registerRoutes(app, rebateGroupEndpoints, {
    list: { access: read, handler: (request) => listRebateGroups(deps.db, request.query) },
    create: {
      ...write,
      handler: async (request) => ({ rebateGroupId: await createRebateGroup(deps.db, request.body) }),
    },
    update: { ...write, handler: (request) => updateRebateGroup(deps.db, request.body) },
    options: {
      access: { module: 'products', right: 'read' },
      handler: (request) => rebateGroupOptions(deps.db, request.query),
    },
  });
