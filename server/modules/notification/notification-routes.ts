/** The signed-in user's notifications: paged list, unread count, mark as read. */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dbInt, listQueryBase } from '../../../src/shared/schemas/common';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { envelope } from '../../http/errors';
import { requireSession } from '../../plugins/security';

const BASE = '/api/notification/v2/notifications';
const markReadBody = z.object({
  ids: z.array(dbInt).max(500, 'validation.maxItems|500').optional(),
});

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    BASE,
    { config: { access: { authenticated: true } }, schema: { querystring: listQueryBase } },
    async (request) => {
      const { userId } = requireSession(request).user;
      const { pageIndex, pageSize } = request.query;
      const mine = eq(notifications.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(mine)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(pageSize)
          .offset((pageIndex - 1) * pageSize),
        db.select({ n: count() }).from(notifications).where(mine),
      ]);
      return envelope({
        items: rows.map((r) => ({
          notificationId: r.id,
          message: r.message,
          type: r.type,
          createdAt: r.createdAt.toISOString(),
          read: r.readAt !== null,
        })),
        totalCount: total?.n ?? 0,
        pageIndex,
        pageSize,
      });
    },
  );

  app.get(`${BASE}/unreadcount`, { config: { access: { authenticated: true } } }, async (request) => {
    const { userId } = requireSession(request).user;
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return envelope({ count: row?.n ?? 0 });
  });

  app.post(
    `${BASE}/read`,
    {
      config: { access: { authenticated: true }, changes: { domain: 'notifications', idKey: 'ids' } },
      schema: { body: markReadBody },
    },
    async (request) => {
      const { userId } = requireSession(request).user;
      const ids = request.body.ids;
      if (ids?.length === 0) return envelope(null);
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, ids) : undefined,
          ),
        );
      return envelope(null);
    },
  );
};
