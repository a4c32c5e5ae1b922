/**
 * Durable jobs worked in slices (docs/jobs.md): the month runs and the file imports. Starting one
 * queues its job (singleton key per record, so it is queued once); a worker on any instance works
 * `step` over and over for up to `sliceMs`, then queues the rest as the next job of the same record,
 * so no job outlives its 2-minute expiry, and a job of an instance that died comes back after its
 * expiry on another instance (or after the restart) and goes on where the record says. At start,
 * every record `pending` names is queued again; at close, a job stops after its current step.
 */
import type { FastifyInstance } from 'fastify';
import type { JobQueue } from './job-queue';

export type SlicedJobs = { enqueue: (id: number) => Promise<void> };

export type SlicedJobsOptions = {
  queue: string;
  /** The job data's key for the record's id (`requestId`), and the singleton key's prefix (`run`). */
  idKey: string;
  keyPrefix: string;
  /** How long one job works before it queues the rest of its record. */
  sliceMs: number;
  /** One step of the record's work; answers whether the record is done. */
  step: (id: number) => Promise<boolean>;
  /** The records to queue again at start (their job may have been lost). */
  pending: () => Promise<number[]>;
};

export async function startSlicedJobs(
  app: FastifyInstance,
  jobs: JobQueue,
  options: SlicedJobsOptions,
): Promise<SlicedJobs> {
  const { queue, idKey, keyPrefix, sliceMs, step, pending } = options;
  let stopped = false;
  await jobs.createQueue(queue, { name: queue, policy: 'short', expireInSeconds: 120, retryLimit: 50, retryDelay: 5 });
  const enqueue = async (id: number) => {
    await jobs.send(queue, { [idKey]: id }, { singletonKey: `${keyPrefix}-${id}` });
  };
  await jobs.work<Record<string, number>>(queue, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
    const id = job!.data[idKey]!;
    const until = Date.now() + sliceMs;
    let done = false;
    while (!done && !stopped && Date.now() < until) done = await step(id);
    if (!done) await enqueue(id);
  });
  app.addHook('onReady', async () => {
    for (const id of await pending()) await enqueue(id);
  });
  app.addHook('onClose', async () => {
    stopped = true;
  });
  return { enqueue };
}
