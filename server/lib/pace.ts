/**
 * A job's pace on the embedded database (docs/jobs.md "Jobs never stall an instance"): PGlite runs in
 * the server's own thread, so a job that works without a pause leaves requests only the gaps between
 * its statements, and a request of several statements waits behind a unit of the job for each. Each
 * unit (a batch of the month run, a slice of an import, an item of a mailing) runs in the process's
 * one job lane (`jobUnit`): the units of every job take turns, and after each the lane lets the event
 * loop read what arrived; when requests are being answered it stays closed for as long as the unit
 * took, at most `MAX_PAUSE_MS`, so requests run whole and the jobs together take at most about half
 * of the instance (three jobs pausing each on their own took it all between them). With no request in
 * flight the lane goes straight on: an idle instance works at full speed. On a PostgreSQL server
 * requests have connections of their own and a job does not pause.
 */
import type { FastifyInstance } from 'fastify';

const MAX_PAUSE_MS = 200;
/** What a unit aims at where its transaction holds the instance: well below a request's patience. */
export const BATCH_TARGET_MS = 40;

/**
 * The next unit's size (contracts of a month run, rows of an import) after one of `size` took `ms`:
 * about BATCH_TARGET_MS, within `min` and `max`, growing at most twofold a unit so that one fast unit
 * does not make the next one long.
 */
export function nextBatchSize(size: number, ms: number, min: number, max: number): number {
  const scaled = Math.floor((size * BATCH_TARGET_MS) / Math.max(ms, 1));
  return Math.max(min, Math.min(max, scaled, size * 2));
}

/** Requests of this process being answered (every app of the process counts: tests run several). */
let inFlight = 0;

/**
 * Counts the app's requests from their arrival until their answer is sent or their client left; a
 * WebSocket (the hub's) stays open and is not a request waiting for an answer. An app that closes
 * takes back the requests it still counts (one closed while answering leaves none behind for the
 * process's other apps: tests run several, one after another, in one process).
 */
export function countRequests(app: FastifyInstance): void {
  const open = new Set<object>();
  const done = async (request: { raw: object }) => {
    if (open.delete(request.raw)) inFlight--;
  };
  app.addHook('onRequest', async (request) => {
    if (request.headers.upgrade) return;
    open.add(request.raw);
    inFlight++;
  });
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
  app.addHook('onClose', async () => {
    inFlight -= open.size;
    open.clear();
  });
}

export function requestsInFlight(): number {
  return inFlight;
}

/**
 * After a unit that started at `startedAt` (performance.now()): one turn of the event loop (what
 * arrived meanwhile is read), then, when requests are being answered, a pause as long as the unit
 * took, at most MAX_PAUSE_MS. A unit done inside a request (an upload storing its rows) names that
 * one as its own: it pauses only for the others.
 */
export async function breathe(startedAt: number, ownRequests = 0): Promise<void> {
  const took = performance.now() - startedAt;
  await new Promise((resolve) => setImmediate(resolve));
  if (inFlight <= ownRequests) return;
  await new Promise((resolve) => setTimeout(resolve, Math.min(MAX_PAUSE_MS, Math.max(1, took))));
}

/** The job lane of the process: the tail of the units queued in it. */
let lane: Promise<void> = Promise.resolve();

/**
 * Runs one unit of a job and answers its result and how long it took (for sizing the next one). Where
 * the job holds the instance (the embedded database), the unit waits for its turn in the job lane and
 * the lane breathes after it (`ownRequests`: see `breathe`); elsewhere it runs at once, followed by one
 * turn of the event loop.
 */
export async function jobUnit<T>(
  holdsInstance: boolean,
  unit: () => Promise<T>,
  ownRequests = 0,
): Promise<{ result: T; ms: number }> {
  if (!holdsInstance) {
    const started = performance.now();
    const result = await unit();
    const ms = performance.now() - started;
    await new Promise((resolve) => setImmediate(resolve));
    return { result, ms };
  }
  const before = lane;
  let release = () => {};
  lane = new Promise<void>((resolve) => (release = resolve));
  await before;
  const started = performance.now();
  try {
    const result = await unit();
    return { result, ms: performance.now() - started };
  } finally {
    await breathe(started, ownRequests);
    release();
  }
}

/**
 * A job's units whose size follows the pace: where the job holds the instance each unit runs in the
 * job lane (jobUnit, `ownRequests` as there) and the next one's size follows how long it took
 * (nextBatchSize, from `start` within `min` and `max`); elsewhere every unit has `max`. `size()` is
 * the next unit's size; `run(unit)` runs one of that size and answers its result.
 */
export function pacedUnits(
  holdsInstance: boolean,
  { min, max, start = min }: { min: number; max: number; start?: number },
  ownRequests = 0,
) {
  let size = holdsInstance ? start : max;
  return {
    size: () => size,
    run: async <T>(unit: (size: number) => Promise<T>): Promise<T> => {
      const { result, ms } = await jobUnit(holdsInstance, () => unit(size), ownRequests);
      if (holdsInstance) size = nextBatchSize(size, ms, min, max);
      return result;
    },
  };
}
