/**
 * The back-office API server as a Fastify app. `main.ts` listens with it; tests call `app.inject`.
 */
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { envelope, HttpError } from './http/errors';
import { zodValidatorCompiler } from './http/validation';
import { screenConfigurationRoutes } from './modules/screen-configuration/screen-configuration-routes';
import { notificationRoutes } from './modules/notification/notification-routes';
import { rebateGroupRoutes } from './modules/rebate-group/rebate-group-routes';
import { priceRoutes } from './modules/product/pricing/price-routes';
import { productDetailRoutes } from './modules/product/product-detail-routes';
import { productRoutes } from './modules/product/product-routes';
import { securityRoutes } from './modules/security/security-routes';
import { createEventBus } from './lib/events';
import { registerChangeEvents } from './plugins/changes';
import { isDatabaseUnavailable, registerErrors } from './plugins/errors';
import { registerHub } from './plugins/hub';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';

export async function buildApp(config: ServerConfig, database: Database): Promise<FastifyInstance> {
  const { db } = database;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Cut off a request that takes too long to arrive (slow clients); handlers have their own limit.
    requestTimeout: config.requestTimeoutMs,
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  // JSON only: a text/plain or form body (a classic CSRF vector) is refused with 415.
  app.removeContentTypeParser(['text/plain']);
  registerErrors(app);
  await app.register(fastifyCookie);
  registerSecurity(app, db, config);
  // Hub events between instances (PostgreSQL LISTEN/NOTIFY), `changed` after every declared write,
  // and the hub itself (its WebSocket plugin must come before every route).
  const events = await createEventBus(database, app.log);
  app.decorate('events', events);
  app.addHook('onClose', () => events.close());
  registerChangeEvents(app);
  await registerHub(app, { db, config });

  app.get('/api/health', { config: { access: { public: true } } }, async (_request, reply) => {
    try {
      await database.ping();
      return envelope({ status: 'ok', database: database.kind });
    } catch (error) {
      if (!isDatabaseUnavailable(error)) reply.log.warn({ err: error }, 'health check failed');
      throw new HttpError(503, 'serviceUnavailable');
    }
  });

  await app.register(securityRoutes, { db, config });
  await app.register(screenConfigurationRoutes, { db });
  await app.register(notificationRoutes, { db });
  await app.register(rebateGroupRoutes, { db });
  await app.register(productRoutes, { db });
  await app.register(productDetailRoutes, { db });
  await app.register(priceRoutes, { db });
  await registerSpa(app, config.staticDir);
  return app;
}
