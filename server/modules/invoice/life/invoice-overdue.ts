/**
 * The due dates passing (docs/domain.md "Invoice life"): a job of the queue `invoice-overdue`
 * (server/lib/job-queue.ts) moves every due invoice to overdue (`markOverdue`, invoice-life.ts), on
 * today in Brussels. Every instance moves them once as it starts, before it answers (nobody sees a
 * past-due invoice as not yet due), then queues the job at start and every hour, under one singleton
 * key: while one is queued or running a second copy stays out, and one instance works it; were two
 * to run anyway, `markOverdue` locks the rows it moves, so the second finds nothing left. Off with
 * INVOICE_OVERDUE_JOB=false (the API tests call `markOverdue` with a date).
 */
import type { FastifyInstance } from 'fastify';
import { modulesHearing } from '../../../../src/shared/catalogue';
import type { Db } from '../../../db/client';
import { brusselsToday } from '../../../http/csv';
import { publishInBackground } from '../../../lib/events';
import type { JobQueue } from '../../../lib/job-queue';
import { markOverdue } from './invoice-life';

const QUEUE = 'invoice-overdue';
const EVERY_MS = 60 * 60 * 1000;

export async function startOverdueJob(app: FastifyInstance, db: Db, jobs: JobQueue) {
  await jobs.createQueue(QUEUE, { name: QUEUE, policy: 'short', expireInSeconds: 300, retryLimit: 3, retryDelay: 30 });
  const enqueue = () =>
    jobs.send(QUEUE, {}, { singletonKey: QUEUE }).catch((error: unknown) => app.log.error({ err: error }, QUEUE));
  await jobs.work(QUEUE, { batchSize: 1, pollingIntervalSeconds: 5 }, async () => {
    const ids = await markOverdue(db, brusselsToday());
    if (ids.length)
      publishInBackground(app.events, app.log, {
        type: 'changed',
        domain: 'invoices',
        ids,
        audience: { modules: modulesHearing('invoices') },
      });
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Before the first request: nobody sees an invoice as not yet due that is past its due date.
    await markOverdue(db, brusselsToday()).catch((error: unknown) => app.log.error({ err: error }, QUEUE));
    await enqueue();
    timer = setInterval(() => void enqueue(), EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
