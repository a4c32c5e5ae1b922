/**
 * A job that runs now and then (docs/jobs.md): one queue, one singleton key, so while one copy is
 * queued or running a second stays out. Every instance queues it as it starts (after `atStart`, run
 * before the instance answers) and then every `everyMs`; `enqueue` queues it now (an event that may
 * give it work). A failure to queue is logged, never thrown.
 */
import type { FastifyInstance } from 'fastify';
import type { JobQueue } from './job-queue';

const HOUR_MS = 60 * 60 * 1000;

export type PeriodicJob = {
  queue: string;
  /** How often it is queued: hourly by default. */
  everyMs?: number;
  /** How long a run may take (300 s by default) before the queue takes it as dead and tries it again, 3 times after `retryDelay` s (30). */
  expireInSeconds?: number;
  retryDelay?: number;
  /** How soon a queued run is taken (5 s by default). */
  pollingIntervalSeconds?: number;
  /** One run of the job. */
  work: () => Promise<void>;
  /** What every instance does as it starts, before it answers (its failure logged). */
  atStart?: () => Promise<unknown>;
};

export async function startPeriodicJob(app: FastifyInstance, jobs: JobQueue, job: PeriodicJob) {
  const { queue, everyMs = HOUR_MS, expireInSeconds = 300, retryDelay = 30, pollingIntervalSeconds = 5 } = job;
  const { work, atStart } = job;
  const logError = (error: unknown) => app.log.error({ err: error }, queue);
  await jobs.createQueue(queue, { name: queue, policy: 'short', expireInSeconds, retryLimit: 3, retryDelay });
  const enqueue = () => jobs.send(queue, {}, { singletonKey: queue }).catch(logError);
  await jobs.work(queue, { batchSize: 1, pollingIntervalSeconds }, work);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await atStart?.().catch(logError);
    await enqueue();
    timer = setInterval(() => void enqueue(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
  return { enqueue };
}
