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
import { expireServiceFees, makeReadyServiceFees } from './service-fee-make';

const QUEUE = 'service-fees';
const EVERY_MS = 60 * 60 * 1000;
/** After an invoice write, wait this long for more (an approval goes draft by draft) before the job. */
const SETTLE_MS = 3_000;

export async function startServiceFeeJob(app: FastifyInstance, db: Db, jobs: JobQueue) {
  await jobs.createQueue(QUEUE, { name: QUEUE, policy: 'short', expireInSeconds: 300, retryLimit: 3, retryDelay: 30 });
  const enqueue = () =>
    jobs.send(QUEUE, {}, { singletonKey: QUEUE }).catch((error: unknown) => app.log.error({ err: error }, QUEUE));
  await jobs.work(QUEUE, { batchSize: 1, pollingIntervalSeconds: 2 }, async () => {
    const changed = [...(await expireServiceFees(db, brusselsToday())), ...(await makeReadyServiceFees(db))];
    if (changed.length) announceChanged(app, 'serviceFees', changed);
  });
  let settle: NodeJS.Timeout | undefined;
  const unsubscribe = app.events.subscribe((event) => {
    if (event.type !== 'tableChanged' || event.table !== 'invoices') return;
    clearTimeout(settle);
    settle = setTimeout(() => void enqueue(), SETTLE_MS);
    settle.unref();
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Before the first request: nobody claims a document whose claim period has ended.
    await expireServiceFees(db, brusselsToday()).catch((error: unknown) => app.log.error({ err: error }, QUEUE));
    await enqueue();
    timer = setInterval(() => void enqueue(), EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    clearTimeout(settle);
    clearInterval(timer);
  });
}
