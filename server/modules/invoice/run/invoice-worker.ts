/**
 * The month runs as durable jobs (queue `invoice-run`, server/lib/sliced-jobs.ts).
 * Starting a run queues its job; a worker on any instance does its batches (invoice-run.ts) for up
 * to a minute, then queues the rest as the next job of the same run: no job outlives its expiry
 * (2 minutes), and a run whose instance died goes on after the expiry on another one (or on the
 * same one after a restart), after its cursor. A run found pending without a job at start (queued
 * before a reset of the queue) is queued again. After each batch the screens hear the progress.
 *
 * On the embedded database a batch's transaction holds every other query of the instance (one
 * connection, in this thread), so there the batch shrinks or grows to take about `BATCH_TARGET_MS`
 * (`nextBatchSize`) and is followed by a pause as long (lib/pace.ts); on a PostgreSQL server other
 * requests have connections of their own and a batch keeps `RUN_BATCH` contracts (docs/jobs.md).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { invoiceRequests } from '../../../db/schema';
import { announceChanged } from '../../../lib/events';
import { breathe } from '../../../lib/pace';
import type { JobQueue } from '../../../lib/job-queue';
import { startSlicedJobs, type SlicedJobs } from '../../../lib/sliced-jobs';
import { RUN_BATCH, runBatch } from './invoice-run';

/** How long one job works before it queues the rest of its run. */
const SLICE_MS = 60_000;
/** What a batch aims at where its transaction holds the instance: well below a request's patience. */
export const BATCH_TARGET_MS = 40;
const MIN_BATCH = 5;

/** The next batch's size after one of `size` contracts took `ms`: about `BATCH_TARGET_MS`, within bounds. */
export function nextBatchSize(size: number, ms: number): number {
  const scaled = Math.floor((size * BATCH_TARGET_MS) / Math.max(ms, 1));
  // Grows at most twofold a batch, so one fast batch does not make the next one long.
  return Math.max(MIN_BATCH, Math.min(RUN_BATCH, scaled, size * 2));
}

export type InvoiceWorker = SlicedJobs;

export async function startInvoiceWorker(
  app: FastifyInstance,
  db: Db,
  jobs: JobQueue,
  /** The batches' transactions hold the whole instance (the embedded database): keep them short. */
  holdsInstance: boolean,
): Promise<InvoiceWorker> {
  let size = holdsInstance ? MIN_BATCH * 4 : RUN_BATCH;
  return startSlicedJobs(app, jobs, {
    queue: 'invoice-run',
    idKey: 'requestId',
    keyPrefix: 'run',
    sliceMs: SLICE_MS,
    step: async (requestId) => {
      const started = performance.now();
      const finished = await runBatch(db, requestId, size);
      announceChanged(app, 'invoices', [requestId]);
      if (holdsInstance) {
        size = nextBatchSize(size, performance.now() - started);
        await breathe(started);
      }
      return finished;
    },
    pending: async () =>
      (
        await db.select({ id: invoiceRequests.id }).from(invoiceRequests).where(eq(invoiceRequests.status, 'pending'))
      ).map((r) => r.id),
  });
}
