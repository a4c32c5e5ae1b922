/** The IP plan: the ranges, create, update with its version, and the active contracts to assign them to. */
import type { FastifyPluginAsync } from 'fastify';
import { ipRangeEndpoints } from '../../../src/shared/endpoints/ip-range';
import { registerRoutes } from '../../http/routes';
import type { ModuleDeps } from '../deps';
import { activeContractOptions, createIpRange, listIpRanges, updateIpRange } from './ip-range-repository';

const read = { module: 'ipplan', right: 'read' } as const;
const edit = { module: 'ipplan', right: 'edit' } as const;
const changes = { domain: 'ipRanges', idKey: 'ipRangeId' } as const;

export const ipRangeRoutes: FastifyPluginAsync<ModuleDeps> = (app, deps) =>
  registerRoutes(app, ipRangeEndpoints, {
    list: { access: read, handler: (request) => listIpRanges(deps.db, request.query) },
    create: {
      access: edit,
      changes,
      handler: async (request) => ({ ipRangeId: await createIpRange(deps.db, request.body) }),
    },
    update: { access: edit, changes, handler: (request) => updateIpRange(deps.db, request.body) },
    activeContracts: { access: read, handler: (request) => activeContractOptions(deps.db, request.query) },
  });
