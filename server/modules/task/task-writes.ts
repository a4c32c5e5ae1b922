/**
 * A person's changes to a task (docs/domain.md "Tasks"): a status move, the payload, an assignment,
 * and the start of an execution. Each is one transaction that locks the task's row, asks the state
 * machine (src/shared/task-states.ts) and writes the change with a history entry, so two people (or
 * two instances) acting at once are decided by the lock: the second finds the first's result.
 *
 * Refusals, in this order: 404 without the task; 409 `taskExecuting` while its handler runs (a
 * second click on execute, whatever version it names); 409 `versionConflict` on a stale version; 409
 * with the state machine's code (`taskActionNotAllowed`, `taskNotExecutable`) when its status does
 * not allow the action. A 409 carries the task as it is.
 */
import { and, eq, sql } from 'drizzle-orm';
import { TASK_CATEGORY_INFO, type TaskAction, type TaskHistoryAction } from '../../../src/shared/constants/task';
import {
  taskPayloadSchemas,
  type TaskAssign,
  type TaskDetail,
  type TaskPayloadUpdate,
  type TaskStatusQuery,
} from '../../../src/shared/schemas/task';
import { statusAction, statusAfter, taskActionRefusal } from '../../../src/shared/task-states';
import type { Db } from '../../db/client';
import { taskHistory, tasks, users } from '../../db/schema';
import { badRequest, conflict, found, HttpError, notFound } from '../../http/errors';
import { toFieldErrors } from '../../http/validation';
import type { Caller } from '../../plugins/security';
import { canEditTasks, taskDetail } from './task-read';

type TaskRecord = typeof tasks.$inferSelect;

/** What an action writes: the columns besides status and version, and its history entry. */
type Change = {
  set?: Partial<Pick<TaskRecord, 'assigneeId' | 'payload' | 'lastError' | 'leaseUntil'>>;
  history: { action: TaskHistoryAction; assigneeId?: number | null; detail?: string | null };
};

/**
 * Does `action` on the task the caller read at `version`: locks the row, checks, writes the change
 * (`change` may throw a 400 after reading the locked task), answers the task after it.
 */
export async function actOnTask(
  db: Db,
  taskId: number,
  version: number,
  action: TaskAction | ((task: TaskRecord) => TaskAction),
  actor: Caller,
  change: (task: TaskRecord) => Promise<Change> | Change,
): Promise<TaskDetail> {
  const refusal = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [task] = await tx.select().from(tasks).where(eq(tasks.id, taskId)).for('update');
    if (!task) throw notFound();
    if (task.status === 'executing') return 'taskExecuting';
    if (task.version !== version) return 'versionConflict';
    const act = typeof action === 'function' ? action(task) : action;
    const why = taskActionRefusal(
      act,
      { status: task.status, assigneeId: task.assigneeId, executable: TASK_CATEGORY_INFO[task.category].executable },
      { userId: actor.userId ?? 0, canEdit: actor.can('tasks', 'edit') },
    );
    if (why) return why;
    const { set, history } = await change(task);
    const status = statusAfter(act, task.status);
    await tx
      .update(tasks)
      .set({ ...set, status, version: sql`${tasks.version} + 1`, updatedAt: new Date() })
      .where(eq(tasks.id, taskId));
    await tx.insert(taskHistory).values({
      taskId,
      userId: actor.userId,
      action: history.action,
      fromStatus: task.status,
      toStatus: status,
      assigneeId: history.assigneeId ?? null,
      detail: history.detail ?? null,
    });
    return null;
  });
  const current = found(await taskDetail(db, taskId, actor));
  if (refusal === 'versionConflict') throw conflict(current);
  if (refusal) throw new HttpError(409, refusal, undefined, current);
  return current;
}

/** `POST {id}?status=`: reOpen, onHold, resolve or cancel by a person. */
export const setTaskStatus = (db: Db, taskId: number, q: TaskStatusQuery, version: number, actor: Caller) =>
  actOnTask(db, taskId, version, statusAction(q.status), actor, () => ({ history: { action: 'statusChanged' } }));

/** The whole new payload, checked by the task's category's schema (400 with field errors under `payload.`). */
export const setTaskPayload = (db: Db, taskId: number, input: TaskPayloadUpdate, actor: Caller) =>
  actOnTask(db, taskId, input.version, 'editPayload', actor, (task) => {
    const parsed = taskPayloadSchemas[task.category].safeParse(input.payload);
    if (!parsed.success) {
      const errors = toFieldErrors(parsed.error.issues, input.payload, '');
      throw badRequest(
        'validation.failed',
        Object.fromEntries(Object.entries(errors).map(([path, code]) => [path ? `payload.${path}` : 'payload', code])),
      );
    }
    return { set: { payload: parsed.data as Record<string, unknown> }, history: { action: 'payloadChanged' } };
  });

/** Gives the task to a colleague with the tasks edit right (null: to nobody). */
export async function assignTask(db: Db, taskId: number, input: TaskAssign, actor: Caller) {
  if (input.assigneeId !== null) {
    const [staff] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.assigneeId), eq(users.disabled, false), canEditTasks(users.id)));
    if (!staff) throw badRequest('validation.failed', { assigneeId: 'validation.unknown' });
  }
  return actOnTask(db, taskId, input.version, 'assignTask', actor, () => ({
    set: { assigneeId: input.assigneeId },
    history: { action: 'assigned', assigneeId: input.assigneeId },
  }));
}

/** Takes the task (the caller holds the tasks edit right: the route asks it). */
export const assignTaskToMe = (db: Db, taskId: number, version: number, actor: Caller) =>
  actOnTask(db, taskId, version, 'assignTaskToMe', actor, () => ({
    set: { assigneeId: actor.userId },
    history: { action: 'assigned', assigneeId: actor.userId },
  }));

/**
 * Moves the task to executing (execute from open or on hold, restart from failed) with its history
 * entry; the caller then queues the job (task-worker.ts). While executing, nothing else moves it.
 */
export const startExecution = (db: Db, taskId: number, version: number, actor: Caller) =>
  actOnTask(
    db,
    taskId,
    version,
    (task) => (task.status === 'failed' ? 'restart' : 'execute'),
    actor,
    () => ({ set: { lastError: null, leaseUntil: null }, history: { action: 'executionQueued' } }),
  );
