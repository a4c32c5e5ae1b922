/**
 * A job's pace on the embedded database (docs/jobs.md "Jobs never stall an instance"): PGlite runs in
 * the server's own thread, so a job that works without a pause leaves requests only the gaps between
 * its statements, and a request of several statements waits behind a unit of the job for each. After
 * each unit (a batch of the month run, an item of a mailing) the job leaves the event loop free for
 * as long as the unit took, at most `MAX_PAUSE_MS`: the requests waiting meanwhile run whole, and
 * the job takes at most about half of the instance. On a PostgreSQL server requests have connections
 * of their own and a job does not pause.
 */
const MAX_PAUSE_MS = 200;

/** Waits as long as the unit that started at `startedAt` (performance.now()) took, at most MAX_PAUSE_MS. */
export function breathe(startedAt: number): Promise<void> {
  const took = performance.now() - startedAt;
  return new Promise((resolve) => setTimeout(resolve, Math.min(MAX_PAUSE_MS, Math.max(1, took))));
}
