/** The IP plan: the ranges, create, update with its version, and the active contracts to assign them to. */
import type { FastifyPluginAsync } from 'fastify';
import { ipRangeEndpoints } from '../../../src/shared/endpoints/ip-range';
import { moduleAccess, registerRoutes } from '../../http/routes';
import type { ModuleDeps } from '../deps';
import { activeContractOptions, createIpRange, listIpRanges, updateIpRange } from './ip-range-repository';

const { read, write } = moduleAccess('ipplan', { domain: 'ipRanges', idKey: 'ipRangeId' });

export const ipRangeRoutes: FastifyPluginAsync<ModuleDeps> = (app, deps) =>
  registerRoutes(app, ipRangeEndpoints, {
    list: { access: read, handler: (request) => listIpRanges(deps.db, request.query) },
    create: {
      ...write,
      handler: async (request) => ({ ipRangeId: await createIpRange(deps.db, request.body) }),
    },
    update: { ...write, handler: (request) => updateIpRange(deps.db, request.body) },
    activeContracts: { access: read, handler: (request) => activeContractOptions(deps.db, request.query) },
  });
