/**
 * A task's execution (docs/domain.md "Tasks", execution), as the job of task-worker.ts runs it on any
 * instance: claim the executing task under a lease, run its category's handler (task-handlers.ts),
 * and record the outcome (resolved, or failed with the reason) with a history entry.
 *
 * Never twice at once: the claim is one statement that takes a task only while it is executing and
 * not held by a live lease, so a second job for the same task (another instance, a retry) finds it
 * held and waits for the lease (the job fails and is tried again later) or finds it finished and
 * does nothing. The outcome is written only while the task is still executing, in the transaction
 * that also makes the handler's database change, so a change and its "done" commit together. An
 * instance that dies mid-execution leaves the lease to run out; the job is tried again then.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { TaskDetail } from '../../../src/shared/schemas/task';
import { TASK_LEASE_MS } from '../../config';
import type { Db } from '../../db/client';
import { found } from '../../http/errors';
import { taskHistory, tasks } from '../../db/schema';
import type { Caller } from '../../plugins/security';
import type { SubscriptionProvider } from '../subscription/provider';
import { outcome, TASK_HANDLERS, type Outcome, type Step } from './task-handlers';
import { taskDetail } from './task-read';

export type ExecutionDeps = {
  db: Db;
  provider: SubscriptionProvider;
  /** How long a claim holds a task: longer than a handler takes; `TASK_LEASE_MS` (config.ts) unless set. */
  leaseMs?: number;
  log?: { error: (details: object, message: string) => void };
};

/** What an execution came to: resolved or failed; `held`: another run holds it; `idle`: not executing (done already). */
export type ExecutionResult = 'resolved' | 'failed' | 'held' | 'idle';

/** Takes the executing task for this run under a lease, or says why not. */
async function claim(db: Db, taskId: number, now: Date, leaseMs: number) {
  const [task] = await db
    .update(tasks)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(
      and(eq(tasks.id, taskId), eq(tasks.status, 'executing'), or(isNull(tasks.leaseUntil), lt(tasks.leaseUntil, now))),
    )
    .returning();
  if (task) return task;
  const [current] = await db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, taskId));
  return current?.status === 'executing' ? 'held' : 'idle';
}

/** A refusal inside the outcome's transaction: its changes roll back, the failure is recorded after. */
class Refused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** Records the outcome while the task is still executing (else rolls back: someone else settled it). */
async function finish(tx: Db, taskId: number, result: Outcome) {
  const status = result.ok ? 'resolved' : 'failed';
  const [settled] = await tx
    .update(tasks)
    .set({
      status,
      lastError: result.ok ? null : result.reason,
      leaseUntil: null,
      version: sql`${tasks.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(tasks.id, taskId), eq(tasks.status, 'executing')))
    .returning({ id: tasks.id });
  if (!settled) throw new Error(`task ${taskId} was settled meanwhile`);
  await tx.insert(taskHistory).values({
    taskId,
    userId: null,
    action: result.ok ? 'executionDone' : 'executionFailed',
    fromStatus: 'executing',
    toStatus: status,
    detail: result.ok ? result.detail : result.reason,
  });
}

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((t) => work(t as unknown as Db));

/** The step's outcome recorded; a database part runs in the same transaction. */
async function settle(deps: ExecutionDeps, taskId: number, step: Step): Promise<Outcome> {
  if (!('inside' in step)) {
    await inTransaction(deps.db, (tx) => finish(tx, taskId, step));
    return step;
  }
  let failure: string;
  try {
    return await inTransaction(deps.db, async (tx) => {
      const result = await step.inside(tx);
      if (!result.ok) throw new Refused(result.reason);
      await finish(tx, taskId, result);
      return result;
    });
  } catch (error) {
    if (!(error instanceof Refused)) deps.log?.error({ err: error, taskId }, 'task execution failed');
    failure = error instanceof Refused ? error.reason : outcome('failed');
  }
  const failed: Outcome = { ok: false, reason: failure };
  await inTransaction(deps.db, (tx) => finish(tx, taskId, failed));
  return failed;
}

/**
 * Runs the executing task's handler once, if no other run holds it; answers what came of it. Who
 * queued the execution (`userId`) is the actor of what it changes (a contract's version).
 */
export async function executeTask(
  deps: ExecutionDeps,
  taskId: number,
  userId: number | null,
  now = new Date(),
): Promise<ExecutionResult> {
  const task = await claim(deps.db, taskId, now, deps.leaseMs ?? TASK_LEASE_MS);
  if (typeof task === 'string') return task;
  const actor: Caller = { userId, language: 'en', can: () => true };
  const handler = TASK_HANDLERS[task.category];
  let step: Step;
  try {
    step = handler
      ? await handler({ db: deps.db, provider: deps.provider, task, actor })
      : { ok: false, reason: 'taskNotExecutable' };
  } catch (error) {
    deps.log?.error({ err: error, taskId }, 'task execution failed');
    step = { ok: false, reason: outcome('failed') };
  }
  return (await settle(deps, taskId, step)).ok ? 'resolved' : 'failed';
}

/**
 * Queues the job of a task just moved to executing (`send`) and answers the task. A queue that
 * refuses leaves it failed (restart it), never executing without a job.
 */
export async function queueExecution(
  db: Db,
  task: TaskDetail,
  caller: Caller,
  send: () => Promise<void>,
): Promise<TaskDetail> {
  try {
    await send();
    return task;
  } catch {
    await inTransaction(db, (tx) => finish(tx, task.taskId, { ok: false, reason: outcome('failed') }));
    return found(await taskDetail(db, task.taskId, caller));
  }
}
