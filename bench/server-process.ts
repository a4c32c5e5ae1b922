/** Starts the real server (built SPA + API) in a child process for benchmarks; reads its seed time. */
import { spawn } from 'node:child_process';

export type RunningServer = {
  baseURL: string;
  pid: number | undefined;
  seedMs: number | null;
  stop: () => Promise<void>;
};

export async function startServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // node itself (not npx), so stopping the child stops the server.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: 'memory',
      STATIC_DIR: 'dist',
      LOG_LEVEL: 'warn',
      COOKIE_SECURE: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start in time');
    await new Promise((r) => setTimeout(r, 250));
  }
  const seeded = /seeded \w+ data in (\d+) ms/.exec(output);
  return {
    baseURL,
    pid: child.pid,
    seedMs: seeded ? Number(seeded[1]) : null,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
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

export async function signInCookie(baseURL: string, email: string, password = 'demo-password-2026'): Promise<string> {
  const res = await fetch(`${baseURL}/api/security/v2/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}
