/**
 * A real server (server/main.ts) in a child process, for the restart tests and the bench: started on a free port
 * with the environment given, killed without warning (SIGKILL: no close hook runs, as when a machine
 * dies) or stopped, and started again on the same database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export type ChildServer = {
  baseURL: string;
  pid: number | undefined;
  /** SIGKILL, then resolves once the process is gone. */
  kill: () => Promise<void>;
  /** SIGTERM (the close hooks run), then resolves once the process is gone. */
  stop: () => Promise<void>;
  output: () => string;
};

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const ended = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve()),
  );

/**
 * Starts the server (on `port`, else a free one) and resolves once `/api/health` answers 200 (seeding
 * an empty database first).
 */
export async function startChildServer(
  env: Record<string, string>,
  { port, timeoutMs = 180_000 }: { port?: number; timeoutMs?: number } = {},
): Promise<ChildServer> {
  port ??= await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: '',
      LOG_LEVEL: 'warn',
      COOKIE_SECURE: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${output}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer in time: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL,
    pid: child.pid,
    kill: async () => {
      child.kill('SIGKILL');
      await ended(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await ended(child);
    },
    output: () => output,
  };
}

/**
 * Runs `work` with the servers it starts through `start`: when it fails, prints what each of them
 * said (why it stopped, what failed); stops every one of them at the end (one killed already is gone).
 */
export async function withChildServers(
  work: (start: (env: Record<string, string>) => Promise<ChildServer>) => Promise<void>,
): Promise<void> {
  const started: ChildServer[] = [];
  try {
    await work(async (env) => {
      const server = await startChildServer(env);
      started.push(server);
      return server;
    });
  } catch (error) {
    for (const server of started) console.error(server.output());
    throw error;
  } finally {
    for (const server of started) await server.stop();
  }
}

/** Signs in over HTTP as the SPA does; the session cookie. */
export async function signIn(baseURL: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/security/v2/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

export type ChildApi = {
  /** GET (no body) or POST (a JSON body, or a file's bytes with its content type) as the SPA makes it; the answer's `response`. */
  call: <T>(url: string, body?: object | { file: string; contentType: string }) => Promise<T>;
};

/** The calls a user signed in at `server` makes, over HTTP; a call not answered 2xx throws with its answer. */
export async function signedIn(server: ChildServer, email: string, password: string): Promise<ChildApi> {
  const cookie = await signIn(server.baseURL, email, password);
  return {
    call: async <T>(url: string, body?: object | { file: string; contentType: string }) => {
      const file = body && 'file' in body && 'contentType' in body ? body : null;
      const res = await fetch(`${server.baseURL}${url}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          cookie,
          'x-requested-with': 'XMLHttpRequest',
          ...(body ? { 'content-type': file ? file.contentType : 'application/json' } : {}),
        },
        ...(body ? { body: file ? file.file : JSON.stringify(body) } : {}),
      });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { response: T }).response;
    },
  };
}
