/**
 * A job's pace on the embedded database (docs/jobs.md "Jobs never stall an instance"): PGlite runs in
 * the server's own thread, so a job that works without a pause leaves requests only the gaps between
 * its statements, and a request of several statements waits behind a unit of the job for each. After
 * each unit (a batch of the month run, an item of a mailing) the job lets the event loop read what
 * arrived; when requests are being answered it leaves the instance to them for as long as the unit
 * took, at most `MAX_PAUSE_MS`, so they run whole and the job takes at most about half of the
 * instance. With no request in flight it goes straight on: an idle instance works at full speed. On
 * a PostgreSQL server requests have connections of their own and a job does not pause.
 */
import type { FastifyInstance } from 'fastify';

const MAX_PAUSE_MS = 200;

/** Requests of this process being answered (every app of the process counts: tests run several). */
let inFlight = 0;

/**
 * Counts the app's requests from their arrival until their answer is sent or their client left; a
 * WebSocket (the hub's) stays open and is not a request waiting for an answer.
 */
export function countRequests(app: FastifyInstance): void {
  const open = new WeakSet<object>();
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
}

export function requestsInFlight(): number {
  return inFlight;
}

/**
 * After a unit that started at `startedAt` (performance.now()): one turn of the event loop (what
 * arrived meanwhile is read), then, when requests are being answered, a pause as long as the unit
 * took, at most MAX_PAUSE_MS.
 */
export async function breathe(startedAt: number): Promise<void> {
  const took = performance.now() - startedAt;
  await new Promise((resolve) => setImmediate(resolve));
  if (inFlight === 0) return;
  await new Promise((resolve) => setTimeout(resolve, Math.min(MAX_PAUSE_MS, Math.max(1, took))));
}
