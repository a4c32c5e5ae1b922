/**
 * Task executions as durable jobs (queue `task-execute` of the job queue, server/lib/job-queue.ts):
 * `POST {id}/execute` moves the task to executing and queues its job under the singleton key
 * `task-<id>`, so a second copy stays out while one waits. A worker on any instance runs it
 * (task-execution.ts); one whose task is held by another run's lease fails and is tried again after
 * the retry delay, until the lease has run out (its instance died) and it can take the task over.
 * At start, every task found executing is queued again (a job lost with a reset queue). After each
 * outcome the screens hear it on the hub.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import { announceChanged } from '../../lib/events';
import type { JobQueue } from '../../lib/job-queue';
import type { SubscriptionProvider } from '../subscription/provider';
import { executeTask } from './task-execution';

export const TASK_QUEUE = 'task-execute';

export type TaskJob = { taskId: number; userId: number | null };

export type TaskWorker = { enqueue: (job: TaskJob) => Promise<void> };

/** The hub's `changed` for the tasks domain, from a background job (a route's changes announce themselves). */
export const announceTasks = (app: FastifyInstance, ids: number[]) => announceChanged(app, 'tasks', ids);

/**
 * The queue, and its worker when this instance executes tasks (`work`: TASK_WORKER; off in the API
 * tests, which queue jobs nobody works unless a test turns it on).
 */
export async function startTaskWorker(
  app: FastifyInstance,
  db: Db,
  jobs: JobQueue,
  provider: SubscriptionProvider,
  work: boolean,
  /** How long an execution holds its task (config `taskLeaseMs`). */
  leaseMs?: number,
): Promise<TaskWorker> {
  // A job expires before the task's lease (3 minutes by default) runs out; a held task is tried again every 20 s, for 20 minutes.
  await jobs.createQueue(TASK_QUEUE, {
    name: TASK_QUEUE,
    policy: 'short',
    expireInSeconds: 150,
    retryLimit: 60,
    retryDelay: 20,
  });
  const enqueue = async (job: TaskJob) => {
    await jobs.send(TASK_QUEUE, job, { singletonKey: `task-${job.taskId}` });
  };
  if (!work) return { enqueue };
  await jobs.work<TaskJob>(TASK_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
    const { taskId, userId } = job!.data;
    const result = await executeTask({ db, provider, log: app.log, leaseMs }, taskId, userId);
    // Held by another run: fail this job so the queue tries it again once that lease may have run out.
    if (result === 'held') throw new Error(`task ${taskId} is held by another run`);
    if (result !== 'idle') announceTasks(app, [taskId]);
  });
  app.addHook('onReady', async () => {
    const executing = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.status, 'executing'));
    for (const { id } of executing) await enqueue({ taskId: id, userId: null });
  });
  return { enqueue };
}
