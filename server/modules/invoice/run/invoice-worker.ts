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
 * (lib/pace.ts `nextBatchSize`) and takes its turn in the job lane (lib/pace.ts `jobUnit`); on a PostgreSQL server other
 * requests have connections of their own and a batch keeps `RUN_BATCH` contracts (docs/jobs.md).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invoiceRequests } from '../../../db/schema';
import { announceChanged } from '../../../lib/events';
import { startSlicedJobs, type SlicedJobs } from '../../../lib/sliced-jobs';
import type { ModuleDeps } from '../../deps';
import { RUN_BATCH, runBatch } from './invoice-run';

/** How long one job works before it queues the rest of its run. */
const SLICE_MS = 60_000;
const MIN_BATCH = 5;

export type InvoiceWorker = SlicedJobs;

/** On the embedded database the batches' transactions hold the whole instance: paced, kept short. */
export async function startInvoiceWorker(app: FastifyInstance, deps: ModuleDeps): Promise<InvoiceWorker> {
  const { db } = deps;
  return startSlicedJobs(app, deps, {
    queue: 'invoice-run',
    idKey: 'requestId',
    keyPrefix: 'run',
    sliceMs: SLICE_MS,
    units: { min: MIN_BATCH, max: RUN_BATCH },
    unit: (requestId, size) => runBatch(db, requestId, size),
    after: (requestId, finished) => {
      announceChanged(app, 'invoices', [requestId]);
      return finished;
    },
    pending: async () =>
      (
        await db.select({ id: invoiceRequests.id }).from(invoiceRequests).where(eq(invoiceRequests.status, 'pending'))
      ).map((r) => r.id),
  });
}
