/**
 * Durable jobs worked in slices (docs/jobs.md): the month runs and the file imports. Starting one
 * queues its job (singleton key per record, so it is queued once); a worker on any instance works
 * `step` over and over for up to `sliceMs`, then queues the rest as the next job of the same record,
 * so no job outlives its 2-minute expiry, and a job of an instance that died comes back after its
 * expiry on another instance (or after the restart) and goes on where the record says. At start,
 * every record `pending` names is queued again; at close, a job stops after its current step.
 *
 * A step is one unit of the record's work (a batch of contracts, a slice of rows) whose size follows
 * the pace (lib/pace.ts pacedUnits, from four times `units.min`) where the units hold the whole
 * instance (the embedded database), and is `units.max` elsewhere; then what follows the unit, outside
 * the job lane.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { JobQueue } from './job-queue';
import { pacedUnits } from './pace';

export type SlicedJobs = { enqueue: (id: number) => Promise<void> };

export type SlicedJobsOptions<T> = {
  queue: string;
  /** The job data's key for the record's id (`requestId`), and the singleton key's prefix (`run`). */
  idKey: string;
  keyPrefix: string;
  /** How long one job works before it queues the rest of its record. */
  sliceMs: number;
  /** The sizes a unit may have. */
  units: { min: number; max: number };
  /** One unit of the record's work, of `size`. */
  unit: (id: number, size: number) => Promise<T>;
  /** What follows a unit (announcing it); answers whether the record is done. */
  after: (id: number, result: T) => boolean;
  /** The records to queue again at start (their job may have been lost). */
  pending: () => Promise<number[]>;
};

export async function startSlicedJobs<T>(
  app: FastifyInstance,
  { jobs, database }: { jobs: JobQueue; database: Pick<Database, 'kind'> },
  options: SlicedJobsOptions<T>,
): Promise<SlicedJobs> {
  const { queue, idKey, keyPrefix, sliceMs, units, unit, after, pending } = options;
  const paced = pacedUnits(database.kind === 'pglite', { ...units, start: units.min * 4 });
  const step = async (id: number) => after(id, await paced.run((size) => unit(id, size)));
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
