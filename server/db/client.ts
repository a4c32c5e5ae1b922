/**
 * The database: embedded PostgreSQL (PGlite) by default, persisted in DATA_DIR or kept in memory,
 * or a PostgreSQL server when DATABASE_URL is set. Both run the same committed migrations.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as Pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { ServerConfig } from '../config';
import { ensureChangeNotifications } from './change-notifications';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

/** A notification listener; `onGap` hears that notifications may have been missed (a reconnect). */
export type Listener = { onPayload: (payload: string) => void; onGap?: () => void };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for health checks. */
  ping: () => Promise<void>;
  /**
   * LISTEN on a channel (lower-case letters, digits and underscores); resolves once listening and
   * returns the unlisten. PGlite delivers in process; node-postgres listens on one dedicated
   * connection, re-established after a drop.
   */
  listen: (channel: string, listener: Listener) => Promise<() => Promise<void>>;
  /** NOTIFY a channel (payload under 8000 bytes), heard by every listener on every instance. */
  notify: (channel: string, payload: string) => Promise<void>;
  close: () => Promise<void>;
  /**
   * How the job queue (pg-boss, server/lib/job-queue.ts) reaches this database: its own small pool
   * on a server, PGlite's single connection through an adapter in process.
   */
  queue: { connectionString: string; max: number } | { db: QueueDb };
  /** The embedded database's files as one tarball (PGlite only): what `loadDataDir` starts from. */
  dumpDataDir?: () => Promise<Blob>;
};

/** How to open it: the embedded database from a tarball of its files (`dumpDataDir`) instead of empty. */
export type OpenOptions = { loadDataDir?: Blob };

/** What pg-boss asks of a database it does not connect to itself. */
export type QueueDb = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * pg-boss over PGlite's connection. pg-boss sends its schema and its "locked" scripts (BEGIN; ...;
 * COMMIT;) as text without values, and everything else as one statement with $n values, as
 * node-postgres would split them: several statements go through `exec`, wrapped in a transaction
 * so a failing script cannot leave the one connection in an aborted transaction; one statement
 * through `query`. Both queue behind the app's own queries (PGlite's locks). Each statement first
 * yields to the event loop: a chain of PGlite queries otherwise keeps timers and HTTP waiting.
 */
function pgliteQueueDb(client: PGlite): QueueDb {
  return {
    async executeSql(text, values) {
      await turn();
      if (!values?.length) {
        const results = await client.transaction((tx) => tx.exec(text));
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return { rows: (await client.query(text, values)).rows };
    },
  };
}

/** Lets timers, sockets and HTTP requests waiting in the event loop run first. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * What Drizzle is given on PGlite: the client, each statement and each transaction taking its turn
 * in the event loop first. PGlite runs in this thread and answers through promises alone, so a job
 * that chains queries (a mailing, a month run, the mail worker) would otherwise hold every request
 * of the instance until it stops: a health check waited 14.9 s behind a mailing of 642 invoices.
 * Inside a transaction nothing yields (its statements go through PGlite's own transaction object):
 * it holds the one connection, so it should end as soon as it can (docs/jobs.md).
 */
function yieldingClient(client: PGlite): PGlite {
  return {
    query: async (...args: Parameters<PGlite['query']>) => {
      await turn();
      return client.query(...args);
    },
    transaction: async (...args: Parameters<PGlite['transaction']>) => {
      await turn();
      return client.transaction(...args);
    },
  } as unknown as PGlite;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
function checkChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid notification channel "${channel}"`);
}

/** The channels' listeners, keyed by channel. */
class ListenerSet {
  readonly byChannel = new Map<string, Set<Listener>>();
  add(channel: string, listener: Listener): boolean {
    const set = this.byChannel.get(channel) ?? new Set();
    const first = set.size === 0;
    set.add(listener);
    this.byChannel.set(channel, set);
    return first;
  }
  /** True when the channel has no listener left. */
  remove(channel: string, listener: Listener): boolean {
    const set = this.byChannel.get(channel);
    set?.delete(listener);
    if (set && set.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }
  deliver(channel: string, payload: string) {
    for (const l of this.byChannel.get(channel) ?? []) l.onPayload(payload);
  }
  gap() {
    for (const set of this.byChannel.values()) for (const l of set) l.onGap?.();
  }
}

type PgModule = Pick<typeof Pg, 'Client'>;

/**
 * LISTEN for node-postgres: a pooled connection cannot hold a LISTEN, so one dedicated client does,
 * opened at the first listen. When it drops (failover, restart, terminated backend) it reconnects
 * with back-off, listens again and reports a gap, since notifications sent meanwhile are lost.
 */
function postgresListener(pg: PgModule, connectionString: string) {
  const listeners = new ListenerSet();
  let client: InstanceType<PgModule['Client']> | null = null;
  let connecting: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  /** A listening connection was lost: the next one to open reports the gap. */
  let lost = false;
  let closed = false;

  const quoted = (channel: string) => `"${channel}"`;

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const delay = Math.min(30_000, 250 * 2 ** Math.min(failures, 7));
    failures++;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch(() => scheduleReconnect());
    }, delay);
    retryTimer.unref();
  };

  const open = async () => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    next.on('notification', (m) => listeners.deliver(m.channel, m.payload ?? ''));
    const dropped = () => {
      next.removeAllListeners('notification');
      if (client !== next) return;
      client = null;
      lost = true;
      scheduleReconnect();
    };
    // A dropped connection must not crash the process: reconnect instead.
    next.on('error', dropped);
    next.on('end', dropped);
    try {
      await next.connect();
      for (const channel of listeners.byChannel.keys()) await next.query(`LISTEN ${quoted(channel)}`);
    } catch (error) {
      next.removeAllListeners('notification');
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    failures = 0;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    if (lost) {
      lost = false;
      listeners.gap();
    }
  };

  const connect = async () => {
    if (client || closed) return;
    connecting ??= open().finally(() => {
      connecting = null;
    });
    await connecting;
  };

  return {
    async listen(channel: string, listener: Listener) {
      checkChannel(channel);
      const first = listeners.add(channel, listener);
      try {
        if (!client) await connect();
        else if (first) await client.query(`LISTEN ${quoted(channel)}`);
      } catch (error) {
        listeners.remove(channel, listener);
        throw error;
      }
      return async () => {
        if (listeners.remove(channel, listener)) await client?.query(`UNLISTEN ${quoted(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await connecting?.catch(() => {});
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
  options: OpenOptions = {},
): Promise<Database> {
  if (config.databaseUrl) {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // JIT off: the back office asks short questions, and PostgreSQL compiles a statement whose estimate
    // is large (a misjudged subquery) for longer than it runs (the data quality findings on the large
    // seed: 1.5 s of 3.3 compiling; 550 -> 350 ms after they were reshaped). The embedded one has none.
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      options: '-c jit=off',
    });
    // A dropped connection must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await ensureChangeNotifications(db);
    const listener = postgresListener(pg, config.databaseUrl);
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      listen: listener.listen,
      notify: async (channel, payload) => {
        checkChannel(channel);
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      close: async () => {
        await listener.close();
        await pool.end();
      },
      queue: { connectionString: config.databaseUrl, max: 4 },
    };
  }
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const inMemory = config.dataDir === 'memory';
  if (!inMemory) mkdirSync(config.dataDir, { recursive: true });
  // Extensions the migrations create must be loaded into PGlite (a server has them as contrib).
  const client = await PGlite.create({
    ...(inMemory ? {} : { dataDir: path.resolve(config.dataDir) }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzle({ client: yieldingClient(client), schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await ensureChangeNotifications(db as unknown as Db);
  return {
    // Drizzle's PGlite and node-postgres databases share the PostgreSQL query builder.
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    listen: async (channel, listener) => {
      checkChannel(channel);
      const unlisten = await client.listen(channel, listener.onPayload);
      // In process: nothing between NOTIFY and the listener can drop, so there is never a gap.
      return async () => {
        if (!client.closed) await unlisten().catch(() => {});
      };
    },
    notify: async (channel, payload) => {
      checkChannel(channel);
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => client.close(),
    queue: { db: pgliteQueueDb(client) },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
