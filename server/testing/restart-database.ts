/**
 * The database of a restart test (docs/jobs.md "Restarts"): the demo data seeded once for the run
 * (seed-once.ts), copied into a database of the test's own that outlives its servers: the embedded
 * database's files in a folder (DATA_DIR), or a PostgreSQL database made from the seeded template on
 * that tier (DATABASE_URL). `env` is what a child server (server-process.ts) is started with; `open`
 * reads or prepares it from the test itself while no server runs on it (PGlite's files take one
 * process at a time).
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { testConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { scratchDatabase } from './scratch-database';
import type { SeededDatabase } from './seed-once';

export type RestartDatabase = {
  /** DATA_DIR or DATABASE_URL for the child servers. */
  env: Record<string, string>;
  /** Runs `work` on the database from this process (never while a child server runs on PGlite's files). */
  open: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  drop: () => Promise<void>;
};

export async function restartDatabase(): Promise<RestartDatabase> {
  const seeded = inject('seededDatabase') as SeededDatabase;
  const adminUrl = process.env.TEST_DATABASE_URL;
  const openOn = (config: Parameters<typeof testConfig>[0]) => async (work: (db: Db) => Promise<unknown>) => {
    const database = await openDatabase(testConfig(config));
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  };
  if (!adminUrl) {
    if (!('dumpFile' in seeded)) throw new Error('no seeded files to start from');
    const dir = await mkdtemp(path.join(tmpdir(), 'restart-'));
    const loaded = await openDatabase(testConfig({ dataDir: dir }), {
      loadDataDir: new Blob([readFileSync(seeded.dumpFile)]),
    });
    await loaded.close();
    return {
      env: { DATA_DIR: dir },
      open: openOn({ dataDir: dir }) as RestartDatabase['open'],
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const database = await scratchDatabase(adminUrl, 'bo_restart', 'template' in seeded ? seeded.template : undefined);
  return {
    env: { DATABASE_URL: database.url },
    open: openOn({ databaseUrl: database.url }) as RestartDatabase['open'],
    drop: database.drop,
  };
}

/**
 * The restart tests run only with RESTART_TEST=1: a minute or two each on the shared two-core machine
 * (docs/jobs.md "Restarts"), so not yet in every run of the API tier.
 */
export const RESTART_TESTS = process.env.RESTART_TEST === '1';

/** The background work a restart test does not watch: off, so the logs and the database hold its own work only. */
const UNWATCHED_JOBS = { MAIL_WORKER: 'false', INVOICE_OVERDUE_JOB: 'false', SUBSCRIPTION_CHECK_JOB: 'false' };

export type RestartDatabaseForFile = {
  /** A child server's environment on the database: the unwatched jobs off, then `more` (which may turn one on). */
  env: (more?: Record<string, string>) => Record<string, string>;
  open: RestartDatabase['open'];
};

/**
 * A restart test file's database: made before its tests (with RESTART_TEST=1 only), dropped after
 * them. Use it inside the tests.
 */
export function restartDatabaseForFile(): RestartDatabaseForFile {
  let database: RestartDatabase | undefined;
  beforeAll(async () => {
    if (RESTART_TESTS) database = await restartDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });
  const made = () => {
    if (!database) throw new Error('no restart database: run with RESTART_TEST=1');
    return database;
  };
  return {
    env: (more = {}) => ({ ...made().env, ...UNWATCHED_JOBS, ...more }),
    open: (work) => made().open(work),
  };
}
