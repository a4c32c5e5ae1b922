/**
 * The month runs as durable jobs (queue `invoice-run` of the job queue, server/lib/job-queue.ts).
 * Starting a run queues its job; a worker on any instance does its batches (invoice-run.ts) for up
 * to a minute, then queues the rest as the next job of the same run: no job outlives its expiry
 * (2 minutes), and a run whose instance died goes on after the expiry on another one (or on the
 * same one after a restart), after its cursor. A run found pending without a job at start (queued
 * before a reset of the queue) is queued again. After each batch the screens hear the progress.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { modulesHearing } from '../../../../src/shared/catalogue';
import type { Db } from '../../../db/client';
import { invoiceRequests } from '../../../db/schema';
import { publishInBackground } from '../../../lib/events';
import type { JobQueue } from '../../../lib/job-queue';
import { runBatch } from './invoice-run';

const QUEUE = 'invoice-run';
/** How long one job works before it queues the rest of its run. */
const SLICE_MS = 60_000;

export type InvoiceWorker = { enqueue: (requestId: number) => Promise<void> };

export async function startInvoiceWorker(app: FastifyInstance, db: Db, jobs: JobQueue): Promise<InvoiceWorker> {
  let stopped = false;
  await jobs.createQueue(QUEUE, { name: QUEUE, policy: 'short', expireInSeconds: 120, retryLimit: 50, retryDelay: 5 });
  const enqueue = async (requestId: number) => {
    await jobs.send(QUEUE, { requestId }, { singletonKey: `run-${requestId}` });
  };
  const announce = (requestId: number) =>
    publishInBackground(app.events, app.log, {
      type: 'changed',
      domain: 'invoices',
      ids: [requestId],
      audience: { modules: modulesHearing('invoices') },
    });

  await jobs.work<{ requestId: number }>(QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
    const { requestId } = job!.data;
    const until = Date.now() + SLICE_MS;
    let finished = false;
    while (!finished && !stopped && Date.now() < until) {
      finished = await runBatch(db, requestId);
      announce(requestId);
    }
    if (!finished) await enqueue(requestId);
  });
  app.addHook('onReady', async () => {
    const pending = await db
      .select({ id: invoiceRequests.id })
      .from(invoiceRequests)
      .where(eq(invoiceRequests.status, 'pending'));
    for (const { id } of pending) await enqueue(id);
  });
  app.addHook('onClose', async () => {
    stopped = true;
  });
  return { enqueue };
}
