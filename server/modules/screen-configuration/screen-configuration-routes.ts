/**
 * Saved custom filters per user and screen: list (the user's own and those shared with the team in
 * the modules the user may read), one (a shared view's link), save, rename or share on the version,
 * delete. Changing or deleting one is its owner's, or an access editor's (the owner rule: 403
 * `notOwner` for a colleague who sees it, 404 for another's unshared one).
 */
import type { FastifyPluginAsync } from 'fastify';
import { screenConfigurationEndpoints } from '../../../src/shared/endpoints/screen-configuration';
import { registerRoutes } from '../../http/routes';
import { callerOf, userIdOf } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import {
  createScreenConfiguration,
  audienceOf,
  deleteScreenConfiguration,
  listScreenConfigurations,
  screenConfigurationDetail,
  updateScreenConfiguration,
} from './screen-configuration-repository';

/** Changing or deleting one: signed in, and the owner rule (its owner or an access editor; 403 `notOwner`). */
const signedInOwner = { authenticated: true, owner: true } as const;

/** Who hears of a change is the filter's (audienceOf): its owner, or its module's readers while it is shared. */
const changes = { domain: 'screenConfigurations', idKey: 'screenConfigurationId' } as const;

export const screenConfigurationRoutes: FastifyPluginAsync<ModuleDeps> = (app, { db }) =>
  registerRoutes(app, screenConfigurationEndpoints, {
    list: {
      access: { authenticated: true },
      handler: (request) => listScreenConfigurations(db, callerOf(request), request.query),
    },
    detail: {
      access: { authenticated: true },
      handler: (request) => screenConfigurationDetail(db, callerOf(request), request.params.id),
    },
    // A filter belongs to a module's screen: saving one needs read right on that module.
    save: {
      access: { moduleFromBody: 'moduleKey', right: 'read' },
      changes,
      handler: async (request) => {
        const userId = userIdOf(request);
        request.changeAudience = audienceOf({ ...request.body, userId });
        return { screenConfigurationId: await createScreenConfiguration(db, userId, request.body) };
      },
    },
    update: {
      access: signedInOwner,
      changes,
      handler: async (request) => {
        const { view, audience } = await updateScreenConfiguration(db, callerOf(request), request.body);
        request.changeAudience = audience;
        return view;
      },
    },
    delete: {
      access: signedInOwner,
      changes,
      handler: async (request) => {
        request.changeAudience = await deleteScreenConfiguration(db, callerOf(request), request.params.id);
        return null;
      },
    },
  });
