/**
 * A small pool of worker threads (node:worker_threads) for CPU-heavy work that would otherwise hold
 * the event loop (docs/jobs.md "Off the main thread"): rendering invoice PDFs for mails and downloads,
 * reading XLSX uploads. `threadPool(file, size, options)` starts up to `size` threads of the module
 * `file` on first use (with `options.resourceLimits`: a heap of their own); each works one task at a
 * time, the others wait in order. A thread never keeps the process alive, a thread that dies (its
 * heap full included) fails its task and is replaced by the next task, and `close()` ends them all.
 *
 * The module's side is `serveTasks(handler)`: it answers each `{ id, input }` with `{ id, output }`
 * or `{ id, error }`. Input and output cross by structured clone (plain data, Dates, Uint8Arrays).
 *
 * The server runs TypeScript through tsx, whose loader a thread does not inherit: each thread starts
 * from a small module that registers tsx's loader (its `esm/api`) and then imports `file`.
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker, type ResourceLimits } from 'node:worker_threads';

type Reply<O> = { id: number; output?: O; error?: { name: string; message: string } };
type Task<I, O> = { input: I; resolve: (output: O) => void; reject: (error: Error) => void };
type Thread<I, O> = { worker: Worker; busy: { id: number; task: Task<I, O> } | null; gone: boolean };

export type ThreadPool<I, O> = { run: (input: I) => Promise<O>; close: () => Promise<void> };

/** Threads for a pool on this machine: one core stays with the event loop, at most `max`. */
export const spareCores = (max: number) => Math.max(1, Math.min(max, availableParallelism() - 1));

/** A thread's first module: tsx's loader registered, then the pool's module imported. */
function bootstrap(file: URL): URL {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/package.json'));
  const api = new URL('dist/esm/api/index.mjs', tsx).href;
  const code = `import { register } from ${JSON.stringify(api)}; register(); await import(${JSON.stringify(file.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

/** An error as it came from the thread: its name (a class the caller tests by name) and message. */
export class ThreadError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/** A thread's limits (its heap: a task that needs more ends the thread and fails with ERR_WORKER_OUT_OF_MEMORY). */
export type ThreadOptions = { resourceLimits?: ResourceLimits };

export function threadPool<I, O>(file: URL, size: number, options: ThreadOptions = {}): ThreadPool<I, O> {
  const threads: Thread<I, O>[] = [];
  const waiting: Task<I, O>[] = [];
  let nextId = 1;
  let closed = false;

  const next = (thread: Thread<I, O>) => {
    const task = waiting.shift();
    if (!task) {
      thread.busy = null;
      return;
    }
    const id = nextId++;
    thread.busy = { id, task };
    thread.worker.postMessage({ id, input: task.input });
  };

  const entry = bootstrap(file);
  const start = () => {
    const worker = new Worker(entry, { execArgv: [], ...options });
    worker.unref();
    const thread: Thread<I, O> = { worker, busy: null, gone: false };
    worker.on('message', (reply: Reply<O>) => {
      const busy = thread.busy;
      if (!busy || busy.id !== reply.id) return;
      if (reply.error) busy.task.reject(new ThreadError(reply.error.name, reply.error.message));
      else busy.task.resolve(reply.output as O);
      next(thread);
    });
    const gone = (error: Error) => {
      if (thread.gone) return;
      thread.gone = true;
      const index = threads.indexOf(thread);
      if (index >= 0) threads.splice(index, 1);
      thread.busy?.task.reject(error);
      thread.busy = null;
      // The tasks still waiting get a thread of their own.
      if (!closed && waiting.length) next(start());
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`worker thread exited (${code})`)));
    threads.push(thread);
    return thread;
  };

  return {
    run: (input) =>
      new Promise<O>((resolve, reject) => {
        if (closed) return reject(new Error('thread pool closed'));
        waiting.push({ input, resolve, reject });
        const idle = threads.find((t) => !t.busy) ?? (threads.length < size ? start() : null);
        if (idle) next(idle);
      }),
    close: async () => {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(new Error('thread pool closed'));
      await Promise.all(threads.map((t) => t.worker.terminate()));
    },
  };
}

/** In the thread's module: works each task the pool sends with `handler`, one at a time. */
export function serveTasks<I, O>(handler: (input: I) => Promise<O> | O) {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  port.on('message', async ({ id, input }: { id: number; input: I }) => {
    try {
      port.postMessage({ id, output: await handler(input) });
    } catch (error) {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      port.postMessage({ id, error: { name, message } });
    }
  });
}
