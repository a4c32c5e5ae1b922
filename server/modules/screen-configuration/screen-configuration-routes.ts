/** Saved custom filters per user and screen: list, save, delete (each user's own). */
import type { FastifyPluginAsync } from 'fastify';
import { screenConfigurationEndpoints } from '../../../src/shared/endpoints/screen-configuration';
import { notFound } from '../../http/errors';
import { registerRoutes } from '../../http/routes';
import { userIdOf } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import {
  createScreenConfiguration,
  deleteScreenConfiguration,
  listScreenConfigurations,
} from './screen-configuration-repository';

/** Saved filters are the user's own: only the user's other screens hear of a change. */
const changes = { domain: 'screenConfigurations', idKey: 'screenConfigurationId' } as const;

export const screenConfigurationRoutes: FastifyPluginAsync<ModuleDeps> = (app, { db }) =>
  registerRoutes(app, screenConfigurationEndpoints, {
    list: {
      access: { authenticated: true },
      handler: (request) => listScreenConfigurations(db, userIdOf(request), request.query),
    },
    // A filter belongs to a module's screen: saving one needs read right on that module.
    save: {
      access: { moduleFromBody: 'moduleKey', right: 'read' },
      changes,
      handler: async (request) => ({
        screenConfigurationId: await createScreenConfiguration(db, userIdOf(request), request.body),
      }),
    },
    delete: {
      access: { authenticated: true },
      changes,
      handler: async (request) => {
        if (!(await deleteScreenConfiguration(db, userIdOf(request), request.params.id))) throw notFound();
        return null;
      },
    },
  });
