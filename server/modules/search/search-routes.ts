/** The one search (docs/endpoints.md "Search"): for every signed-in user, each group only with its module's read right. */
import type { FastifyPluginAsync } from 'fastify';
import { searchEndpoints } from '../../../src/shared/endpoints/search';
import { registerRoutes } from '../../http/routes';
import { callerOf } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import { searchAll } from './search-repository';

export const searchRoutes: FastifyPluginAsync<ModuleDeps> = (app, deps) =>
  registerRoutes(app, searchEndpoints, {
    search: {
      access: { authenticated: true },
      handler: (request) => searchAll(deps.db, request.query, callerOf(request)),
    },
  });
