/** Starts the real server (built SPA + API) in a child process for benchmarks; reads its seed time. */
import { fileURLToPath } from 'node:url';
import { execSync } from 'node:child_process';
import { scratchDatabase } from '../server/testing/scratch-database';
import { signIn, startChildServer } from '../server/testing/server-process';

export type RunningServer = {
  baseURL: string;
  pid: number | undefined;
  seedMs: number | null;
  stop: () => Promise<void>;
};

/** Seeding the large seed takes minutes on the shared two cores when they are busy (over 3 at load 5). */
const START_TIMEOUT_MS = 10 * 60_000;

export async function startServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  const server = await startChildServer(
    { DATA_DIR: 'memory', STATIC_DIR: 'dist', ...env },
    { port, timeoutMs: START_TIMEOUT_MS },
  );
  const seeded = /seeded \w+ data in (\d+) ms/.exec(server.output());
  return { baseURL: server.baseURL, pid: server.pid, seedMs: seeded ? Number(seeded[1]) : null, stop: server.stop };
}

/**
 * Waits until the server is at rest after its start (the jobs it queues at start, such as the overdue
 * check over a large seed, can hold the embedded database for a while): ten health answers in a row,
 * each within `quickMs`. Answers how long that took, or null when it never settled within `maxMs`.
 * The page timings measure the page, not a server busy with its start; jobs under load are measured
 * on their own.
 */
export async function settle(baseURL: string, quickMs = 20, maxMs = 180_000): Promise<number | null> {
  const started = performance.now();
  let inARow = 0;
  while (performance.now() - started < maxMs) {
    const t = performance.now();
    await fetch(`${baseURL}/api/health`);
    inARow = performance.now() - t <= quickMs ? inARow + 1 : 0;
    if (inARow >= 10) return Math.round(performance.now() - started);
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}

/** The session cookie of `email` (a demo account: the demo password unless another is given). */
export const signInCookie = (baseURL: string, email: string, password = 'demo-password-2026') =>
  signIn(baseURL, email, password);

/**
 * A bench run on a server of its own (`npx tsx bench/<name>.ts`): the large seed, on the embedded
 * database or, with `--pg` among the arguments, in a database of its own on a durable PostgreSQL
 * server (scripts/ensure-postgres.sh); `work` gets the server, which is stopped (and the database
 * dropped) after. Prints how long the seed took.
 */
export async function onLargeSeedServer<T>(port: number, name: string, work: (server: RunningServer) => Promise<T>) {
  const env: Record<string, string> = { SEED_SIZE: 'large', STATIC_DIR: '' };
  let drop: (() => Promise<void>) | null = null;
  if (process.argv.includes('--pg')) {
    const pgUrl = execSync('bash scripts/ensure-postgres.sh --durable', { encoding: 'utf8' }).trim();
    const database = await scratchDatabase(pgUrl, `bench_${name}`);
    env.DATABASE_URL = database.url;
    drop = database.drop;
  }
  const server = await startServer(env, port);
  try {
    console.log(`seeded in ${server.seedMs} ms`);
    return await work(server);
  } finally {
    await server.stop();
    await drop?.();
  }
}

/** An API call's headers as the SPA sends them: the session cookie and the CSRF header. */
export const apiHeaders = (cookie: string) => ({ cookie, 'x-requested-with': 'XMLHttpRequest' });

/** A GET of the API, timed: its answer (the envelope's `response`) and how long it took (ms). */
export async function timedRead<T>(baseURL: string, cookie: string, path: string, timeoutMs = 60_000) {
  const begin = performance.now();
  const res = await fetch(`${baseURL}${path}`, { headers: apiHeaders(cookie), signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const body = ((await res.json()) as { response: T }).response;
  return { ms: performance.now() - begin, body };
}

/** A GET of the API: its answer. */
export const readApi = async <T>(baseURL: string, cookie: string, path: string) =>
  (await timedRead<T>(baseURL, cookie, path)).body;

/**
 * A load scenario run as a script (`npx tsx bench/<name>-load.ts`): against the server `--url=` names
 * (and `--pid=`, its process), else on a large-seed server of its own at PORT (`port` unless set);
 * prints what it measured as JSON. Imported (bench/run.ts), it does nothing.
 */
export async function runAsScript<T>(
  moduleUrl: string,
  port: number,
  name: string,
  measure: (url: string, pid: number | undefined) => Promise<T>,
) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const option = (key: string) => process.argv.find((arg) => arg.startsWith(`--${key}=`))?.slice(key.length + 3);
  const print = async (url: string, pid: number | undefined) =>
    console.log(JSON.stringify(await measure(url, pid), null, 2));
  const given = option('url');
  const pid = option('pid');
  if (given) await print(given, pid ? Number(pid) : undefined);
  else await onLargeSeedServer(Number(process.env.PORT ?? port), name, (server) => print(server.baseURL, server.pid));
}
