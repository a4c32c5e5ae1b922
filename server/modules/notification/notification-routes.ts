/** The signed-in user's notifications: the paged list (newest first), the unread count, mark as read. */
import type { FastifyPluginAsync } from 'fastify';
import { notificationEndpoints } from '../../../src/shared/endpoints/notification';
import { registerRoutes } from '../../http/routes';
import { userIdOf } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import { listNotifications, markRead, unreadCount } from './notification-repository';

const signedIn = { authenticated: true } as const;

export const notificationRoutes: FastifyPluginAsync<ModuleDeps> = (app, deps) =>
  registerRoutes(app, notificationEndpoints, {
    list: {
      access: signedIn,
      handler: (request) => listNotifications(deps.db, userIdOf(request), request.query),
    },
    unreadCount: {
      access: signedIn,
      handler: async (request) => ({ count: await unreadCount(deps.db, userIdOf(request)) }),
    },
    markRead: {
      access: signedIn,
      changes: { domain: 'notifications', idKey: 'ids' },
      handler: async (request) => {
        await markRead(deps.db, userIdOf(request), request.body.ids);
        return null;
      },
    },
  });
