/**
 * Vitest's global setup of the API tier: the demo data is seeded once per run instead of once per
 * test file (seeding takes ~8 s: a year of month runs and approvals). Each file's `createTestApp`
 * then starts from it: on the embedded database from a tarball of the seeded files
 * (PGlite's loadDataDir), on a PostgreSQL server from a seeded template database
 * (CREATE DATABASE ... TEMPLATE). Both are removed when the run ends.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { testConfig } from '../config';
import { openDatabase } from '../db/client';
import { seed } from '../db/seed';
import { scratchDatabase } from './scratch-database';

/** Where a test file's database starts from (`inject('seededDatabase')`). */
export type SeededDatabase = { dumpFile: string } | { template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: SeededDatabase;
  }
}

async function onServer(adminUrl: string) {
  const template = await scratchDatabase(adminUrl, 'bo_test_seed');
  const database = await openDatabase(testConfig({ databaseUrl: template.url }));
  await seed(database.db);
  await database.close();
  return { seeded: { template: new URL(template.url).pathname.slice(1) }, cleanUp: template.drop };
}

async function embedded() {
  const database = await openDatabase(testConfig({}));
  await seed(database.db);
  const dump = await database.dumpDataDir!();
  await database.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'bo-test-seed-'));
  const dumpFile = path.join(folder, 'seeded.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  return { seeded: { dumpFile }, cleanUp: async () => rmSync(folder, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const { seeded, cleanUp } = adminUrl ? await onServer(adminUrl) : await embedded();
  project.provide('seededDatabase', seeded);
  return cleanUp;
}
