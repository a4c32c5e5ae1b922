/** Starts the back office: migrate, seed an empty database, serve the SPA and the API on one port. */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isEmpty, seed } from './db/seed';
import { buildApp } from './app';

const started = performance.now();
const config = loadConfig();
// For the end-to-end tier (playwright.config.ts): its main server writes its freshly seeded files to
// SEED_SNAPSHOT_OUT, and the servers its specs start of their own begin from them (SEED_SNAPSHOT)
// instead of seeding again (a minute on two busy cores). Only for the embedded in-memory database.
const inMemory = !config.databaseUrl && config.dataDir === 'memory';
const snapshot =
  inMemory && process.env.SEED_SNAPSHOT && existsSync(process.env.SEED_SNAPSHOT) ? process.env.SEED_SNAPSHOT : null;
const database = await openDatabase(config, snapshot ? { loadDataDir: new Blob([readFileSync(snapshot)]) } : {});
let seeded = snapshot ? ` (seeded data from ${snapshot})` : '';
if (await isEmpty(database.db)) {
  const ms = await seed(database.db, config.seedSize);
  seeded = ` (seeded ${config.seedSize} data in ${ms} ms)`;
  const out = process.env.SEED_SNAPSHOT_OUT;
  if (inMemory && out && database.dumpDataDir) {
    // Written whole, then renamed: a server starting meanwhile never reads half of it.
    writeFileSync(`${out}.part`, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
    renameSync(`${out}.part`, out);
  }
}
const app = await buildApp(config, database);
await app.listen({ port: config.port, host: config.host });

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const where = config.databaseUrl
  ? 'PostgreSQL server (DATABASE_URL)'
  : config.dataDir === 'memory'
    ? 'embedded PostgreSQL in memory'
    : `embedded PostgreSQL in ${config.dataDir}`;
console.log(
  [
    '',
    `  Billing back office ready at http://${shownHost}:${config.port}  (${Math.round(performance.now() - started)} ms)`,
    `  Database: ${where}${seeded}`,
    config.staticDir ? '' : '  (no SPA: STATIC_DIR is empty)',
    `  Demo accounts, password ${DEMO_PASSWORD}:`,
    ...DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(28)} ${a.description}`),
    '',
  ]
    .filter((line, i, all) => line !== '' || i === 0 || i === all.length - 1)
    .join('\n'),
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
