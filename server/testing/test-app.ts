/**
 * One app on one in-memory database per test file (PGlite takes seconds to create), started from the
 * demo data seeded once for the run (seed-once.ts); `reset()` puts it back between tests. Helpers sign in and make calls the way the SPA does.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { testConfig, type ServerConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DEMO_PASSWORD, seed } from '../db/seed';
import { SESSION_COOKIE } from '../plugins/security';
import { scratchDatabase } from './scratch-database';
import type { SeededDatabase } from './seed-once';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  reset: () => Promise<void>;
  /** Signs in and returns the session cookie header value. */
  login: (email: string, password?: string) => Promise<string>;
  /** A call as the SPA makes it: JSON, the CSRF header, optionally a session cookie. */
  call: (options: InjectOptions & { cookie?: string }) => Promise<LightMyRequestResponse>;
  /** POST and PUT as the SPA makes them (`call`): `payload` as JSON to `url`, as `cookie`'s user. */
  post: (url: string, payload: InjectOptions['payload'], cookie?: string) => Promise<LightMyRequestResponse>;
  put: (url: string, payload: InjectOptions['payload'], cookie?: string) => Promise<LightMyRequestResponse>;
  /** GET `url` as `cookie`'s user; the answer's `response`, or an error carrying the body unless 200. */
  read: (url: string, cookie: string) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of any route
  close: () => Promise<void>;
};

export const ADMIN = 'admin@backoffice.test';
export const VIEWER = 'viewer@backoffice.test';
export const PRODUCTS = 'products@backoffice.test';
export const NOMODULE = 'nomodule@backoffice.test';

export async function truncateAll(database: Database) {
  const rows = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = rows.rows.map((r) => `"${r.tablename}"`).join(', ');
  if (!tables) return;
  // Session ids go on counting, as in production: a hub event about a session of the previous
  // test (NOTIFY is delivered asynchronously) must never name a session of the next one.
  const next = await database.db.execute<{ n: string }>(
    sql`select nextval(pg_get_serial_sequence('sessions', 'id')) as n`,
  );
  await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
  await database.db.execute(
    sql`select setval(pg_get_serial_sequence('sessions', 'id'), ${Number(next.rows[0]?.n ?? 1)})`,
  );
}

export const onPostgresServer = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The seeded data, kept once per test file in the schema `seed_copy` (tables copied right after the
 * seed) with the sequences' positions, and put back by `reset()`: a copy restores in a fraction of
 * what seeding again costs (hashing passwords, pricing contracts). Rows go back table by table in
 * the order of their foreign keys; the session ids keep counting (truncateAll).
 */
async function keepSeed(database: Database) {
  const { db } = database;
  const tables = (
    await db.execute<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public'`)
  ).rows.map((r) => r.name);
  const references = (
    await db.execute<{ child: string; parent: string }>(sql`select c.conrelid::regclass::text as child,
      c.confrelid::regclass::text as parent from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace and c.conrelid <> c.confrelid`)
  ).rows.map((r) => ({ child: r.child.replace(/"/g, ''), parent: r.parent.replace(/"/g, '') }));
  // Parents before children.
  const order: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (order.includes(table) || path.has(table)) return;
    path.add(table);
    for (const r of references) if (r.child === table) visit(r.parent, path);
    order.push(table);
  };
  for (const table of tables) visit(table, new Set());
  await db.execute(sql.raw('drop schema if exists seed_copy cascade'));
  await db.execute(sql.raw('create schema seed_copy'));
  for (const table of order) await db.execute(sql.raw(`create table seed_copy."${table}" as table public."${table}"`));
  const sequences = (
    await db.execute<{ name: string; value: string | null }>(sql`select sequencename as name,
      last_value::text as value from pg_sequences where schemaname = 'public' and sequencename <> 'sessions_id_seq'`)
  ).rows;
  return async function restoreSeed() {
    await truncateAll(database);
    // The job queue's jobs too (its schema stays): a job of the previous test must not work on this one's rows.
    const queue = await db.execute<{ table: string | null }>(sql`select to_regclass('pgboss.job')::text as table`);
    if (queue.rows[0]?.table) await db.execute(sql.raw('delete from pgboss.job'));
    for (const table of order)
      await db.execute(sql.raw(`insert into public."${table}" select * from seed_copy."${table}"`));
    for (const { name, value } of sequences)
      await db.execute(
        value === null
          ? sql`select setval(${name}::regclass, 1, false)`
          : sql`select setval(${name}::regclass, ${Number(value)}, true)`,
      );
  };
}

export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  // The demo data seeded once for the whole run (seed-once.ts), when the run has it.
  const seeded = inject('seededDatabase') as SeededDatabase | undefined;
  const template = seeded && 'template' in seeded ? seeded.template : undefined;
  const dumpFile = seeded && 'dumpFile' in seeded ? seeded.dumpFile : undefined;
  // The PostgreSQL tier: with TEST_DATABASE_URL set, each test file gets its own database on that
  // server (dropped on close) instead of an in-memory PGlite.
  const scratch = process.env.TEST_DATABASE_URL
    ? await scratchDatabase(process.env.TEST_DATABASE_URL, 'bo_test', template)
    : null;
  const config = testConfig({ ...(scratch ? { databaseUrl: scratch.url } : {}), ...overrides });
  const loadDataDir = !scratch && dumpFile ? new Blob([readFileSync(dumpFile)]) : undefined;
  const database = await openDatabase(config, loadDataDir ? { loadDataDir } : {});
  if (!(scratch ? template : loadDataDir)) await seed(database.db);
  const restoreSeed = await keepSeed(database);
  const app = await buildApp(config, database);

  const call: TestApp['call'] = ({ cookie, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { 'x-requested-with': 'XMLHttpRequest', ...(cookie ? { cookie } : {}), ...headers },
    });

  return {
    app,
    database,
    config,
    call,
    post: (url, payload, cookie) => call({ method: 'POST', url, payload, cookie }),
    put: (url, payload, cookie) => call({ method: 'PUT', url, payload, cookie }),
    read: async (url, cookie) => {
      const res = await call({ method: 'GET', url, cookie });
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
      return res.json().response;
    },
    reset: restoreSeed,
    login: async (email, password = DEMO_PASSWORD) => {
      const res = await call({ method: 'POST', url: '/api/security/v2/account/login', payload: { email, password } });
      const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
      if (res.statusCode !== 200 || !cookie) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return `${SESSION_COOKIE}=${cookie.value}`;
    },
    close: async () => {
      await app.close();
      await database.close().catch(() => {});
      await scratch?.drop();
    },
  };
}

/**
 * A test file's app as most files use it: created before the file's first test (createTestApp with
 * `overrides`), put back to the seed before each test, closed after the last. The object is filled
 * in when the file starts: use it inside tests and hooks (hooks the file adds run after the reset).
 */
export function testAppForFile(overrides: Partial<ServerConfig> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides));
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());
  return t;
}

/** A test file's app with the admin signed in, and calls under one base path as the SPA makes them. */
export type AdminTestApp = TestApp & {
  /** The admin's session cookie, signed in again before each test (after the reset). */
  admin: string;
  /** GET `base + url`'s `response` (as `read`), as the admin unless another session's cookie is given. */
  get: (url: string, cookie?: string) => ReturnType<TestApp['read']>;
  /** POST and PUT `payload` to `base + url` (as `post`, `put`), as the admin unless another cookie is given. */
  postTo: (url: string, payload: object, cookie?: string) => ReturnType<TestApp['post']>;
  putTo: (url: string, payload: object, cookie?: string) => ReturnType<TestApp['put']>;
};

/**
 * A test file's app (testAppForFile with `overrides`) whose admin signs in before each test, with
 * `get`, `postTo` and `putTo` under `base` as the admin. Use it inside tests and hooks.
 */
export function adminAppForFile(base = '', overrides: Partial<ServerConfig> = {}): AdminTestApp {
  const t = testAppForFile(overrides) as AdminTestApp;
  beforeEach(async () => {
    t.admin = await t.login(ADMIN);
  });
  t.get = (url, cookie = t.admin) => t.read(`${base}${url}`, cookie);
  t.postTo = (url, payload, cookie = t.admin) => t.post(`${base}${url}`, payload, cookie);
  t.putTo = (url, payload, cookie = t.admin) => t.put(`${base}${url}`, payload, cookie);
  return t;
}

/**
 * Resolves once the app's event bus has heard that `table` was written (db/change-notifications.ts).
 * Start it before the write. The embedded database announces a write before the writing statement
 * returns; a PostgreSQL server moments after the commit, and that is when caches drop.
 */
export function announced(app: FastifyInstance, table: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = app.events.subscribe((event) => {
      if (event.type === 'tableChanged' && event.table === table) {
        stop();
        resolve();
      }
    });
  });
}
