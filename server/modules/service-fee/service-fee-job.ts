/**
 * The service fee job (docs/jobs.md, docs/domain.md "Service fees"): a job of the queue
 * `service-fees` expires the unclaimed documents past their claim period (`expireServiceFees`, on
 * today in Brussels) and makes the documents of every month whose invoices are all approved
 * (`makeReadyServiceFees`). Queued at start, every hour, and a few seconds after the database
 * announces a write to the invoices (an approval: the month may be ready now), under one singleton
 * key: while one is queued a second copy stays out; were two to run anyway, the documents' unique
 * keys and the expiry's row locks keep each document made once and expired once. Every instance also
 * expires as it starts, before it answers. Off with SERVICE_FEE_JOB=false (the API tests call both
 * with a day).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { brusselsToday } from '../../http/csv';
import { announceChanged } from '../../lib/events';
import type { JobQueue } from '../../lib/job-queue';
import { startPeriodicJob } from '../../lib/periodic-job';
import { expireServiceFees, makeReadyServiceFees } from './service-fee-make';

/** After an invoice write, wait this long for more (an approval goes draft by draft) before the job. */
const SETTLE_MS = 3_000;

export async function startServiceFeeJob(app: FastifyInstance, db: Db, jobs: JobQueue) {
  const { enqueue } = await startPeriodicJob(app, jobs, {
    queue: 'service-fees',
    pollingIntervalSeconds: 2,
    work: async () => {
      const changed = [...(await expireServiceFees(db, brusselsToday())), ...(await makeReadyServiceFees(db))];
      if (changed.length) announceChanged(app, 'serviceFees', changed);
    },
    // Before the first request: nobody claims a document whose claim period has ended.
    atStart: () => expireServiceFees(db, brusselsToday()),
  });
  let settle: NodeJS.Timeout | undefined;
  const unsubscribe = app.events.subscribe((event) => {
    if (event.type !== 'tableChanged' || event.table !== 'invoices') return;
    clearTimeout(settle);
    settle = setTimeout(() => void enqueue(), SETTLE_MS);
    settle.unref();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    clearTimeout(settle);
  });
}
