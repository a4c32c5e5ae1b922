/**
 * The database: embedded PostgreSQL (PGlite) by default, persisted in DATA_DIR or kept in memory,
 * or a PostgreSQL server when DATABASE_URL is set. Both run the same committed migrations.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { ServerConfig } from '../config';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for health checks. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // A dropped connection must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const inMemory = config.dataDir === 'memory';
  if (!inMemory) mkdirSync(config.dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : path.resolve(config.dataDir));
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    // Drizzle's PGlite and node-postgres databases share the PostgreSQL query builder.
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}
