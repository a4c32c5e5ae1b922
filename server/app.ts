/**
 * The back-office API server as a Fastify app. `main.ts` listens with it; tests call `app.inject`.
 */
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { zodValidatorCompiler } from './http/validation';
import { startJobQueue } from './lib/job-queue';
import { countRequests } from './lib/pace';
import { MODULE_ROUTES } from './modules';
import type { ModuleDeps } from './modules/deps';
import { createEventBus } from './lib/events';
import { listCacheOf } from './http/list';
import { startMailWorker } from './modules/mail/mail-worker';
import { changesSessions } from './modules/security/session-repository';
import fastifyCompress from '@fastify/compress';
import { registerAnswerCheck } from './plugins/answer-check';
import { registerChangeEvents } from './plugins/changes';
import { registerErrors } from './plugins/errors';
import { registerHub } from './plugins/hub';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';

/** `modules`: what the modules get besides the database and the configuration (another licence provider). */

/** The calls whose writes end sessions or change rights (access administration, identity). */
const SESSION_WRITES = /^\/api\/(access\/|security\/v2\/identity\/)/;
export async function buildApp(
  config: ServerConfig,
  database: Database,
  modules: Pick<ModuleDeps, 'subscriptionProvider'> = {},
): Promise<FastifyInstance> {
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
  // Jobs on the embedded database pause while requests are being answered (lib/pace.ts).
  countRequests(app);
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
  // The list reads of this database (http/list.ts), dropped when a table they read is written (on any
  // instance). A new app starts with none kept.
  const cache = listCacheOf(db);
  cache.clear();
  app.decorate('listCache', cache);
  // ... and the sessions and rights, dropped on a write to the security tables (on any instance).
  events.subscribe((event) => {
    if (event.type !== 'tableChanged') return;
    cache.dropTable(event.table);
    if (changesSessions(event.table, event.op)) app.sessionCache.clear();
  });
  events.onGap(() => {
    cache.clear();
    app.sessionCache.clear();
  });
  // On this instance at once (the database's announcement reaches it a moment later, on PostgreSQL
  // after the answer): a write to access or identity drops the sessions before its answer goes out,
  // so the caller's next request already sees a session ended or a right changed.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && SESSION_WRITES.test(request.url)) app.sessionCache.clear();
    return payload;
  });
  // Before the change events: an answer the check turns into a 500 announces nothing.
  if (config.checkAnswers) registerAnswerCheck(app);
  registerChangeEvents(app);
  // Answers (JSON, CSV, a rendered page) compressed as the client accepts (br, else gzip) from 1 KiB
  // up, after the hooks above have read them; files the build compressed already go out as they are.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await registerHub(app, { db, config });

  // The durable job queue (month runs); stopped after the routes' own close hooks, before the database.
  const jobs = await startJobQueue(database, app.log);
  app.addHook('onClose', () => jobs.stop({ graceful: true, timeout: 10_000 }));
  for (const routes of MODULE_ROUTES) await app.register(routes, { ...modules, database, db, config, jobs });
  // Delivers the outbox from this instance (off in the API tests unless one asks for it).
  if (config.mailWorker) startMailWorker(app, { db, config });
  await registerSpa(app, config.staticDir);
  return app;
}
