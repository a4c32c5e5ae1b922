/** Saved custom filters per user and screen (`/config/v2/screenconfigurations`). */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../src/shared/schemas/common';
import { screenConfigurationInput, screenConfigurationQuery } from '../../../src/shared/schemas/security';
import type { Db } from '../../db/client';
import { screenConfigurations } from '../../db/schema';
import { envelope, notFound } from '../../http/errors';
import { requireSession } from '../../plugins/security';

const BASE = '/config/v2/screenconfigurations';
/** Saved filters are the user's own: only the user's other screens hear of a change. */
const CHANGES = { domain: 'screenConfigurations', idKey: 'screenConfigurationId' } as const;

export const screenConfigurationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    BASE,
    { config: { access: { authenticated: true } }, schema: { querystring: screenConfigurationQuery } },
    async (request) => {
      const { userId } = requireSession(request).user;
      const { type, applicationCode, screen } = request.query;
      const rows = await db
        .select()
        .from(screenConfigurations)
        .where(
          and(
            eq(screenConfigurations.userId, userId),
            eq(screenConfigurations.type, type),
            eq(screenConfigurations.applicationCode, applicationCode),
            eq(screenConfigurations.screen, screen.toLowerCase()),
          ),
        )
        .orderBy(asc(screenConfigurations.name), asc(screenConfigurations.id));
      return envelope(
        rows.map((r) => ({
          screenConfigurationId: r.id,
          type: r.type,
          applicationCode: r.applicationCode,
          screen: r.screen,
          name: r.name,
          moduleKey: r.moduleKey,
          values: r.values,
          createdAt: r.createdAt.toISOString(),
        })),
      );
    },
  );

  // A filter belongs to a module's screen: saving one needs read right on that module.
  app.post(
    BASE,
    {
      config: { access: { moduleFromBody: 'moduleKey', right: 'read' }, changes: CHANGES },
      schema: { body: screenConfigurationInput },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const [row] = await db
        .insert(screenConfigurations)
        .values({ ...request.body, screen: request.body.screen.toLowerCase(), userId: session.user.userId })
        .returning({ id: screenConfigurations.id });
      return reply.code(201).send(envelope({ screenConfigurationId: row!.id }));
    },
  );

  app.delete(
    `${BASE}/:id`,
    { config: { access: { authenticated: true }, changes: CHANGES }, schema: { params: idParam } },
    async (request) => {
      const { userId } = requireSession(request).user;
      const deleted = await db
        .delete(screenConfigurations)
        .where(and(eq(screenConfigurations.id, request.params.id), eq(screenConfigurations.userId, userId)))
        .returning({ id: screenConfigurations.id });
      if (deleted.length === 0) throw notFound();
      return envelope(null);
    },
  );
};
