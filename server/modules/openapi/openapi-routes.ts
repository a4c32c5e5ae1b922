/** The API's OpenAPI document (docs/endpoints.md "OpenAPI"), for signed-in staff, made once per server. */
import { createRequire } from 'node:module';
import type { FastifyPluginAsync } from 'fastify';
import { openApiEndpoints } from '../../../src/shared/endpoints/openapi';
import { registerRoutes } from '../../http/routes';
import type { ModuleDeps } from '../deps';
import { openApiDocument } from './openapi-document';

const { version } = createRequire(import.meta.url)('../../../package.json') as { version: string };

export const openApiRoutes: FastifyPluginAsync<ModuleDeps> = (app) => {
  let document: string | null = null;
  return registerRoutes(app, openApiEndpoints, {
    document: {
      access: { authenticated: true },
      handler: async (_request, reply) => {
        // Every route is registered by the time the first request comes.
        document ??= JSON.stringify(openApiDocument(app.routeTable, version));
        return reply.type('application/json; charset=utf-8').send(document);
      },
    },
  });
};
