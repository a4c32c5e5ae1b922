/**
 * A task's changes on the client (src/shared/task-states.ts says which is allowed when; each task's
 * `allowedActions` is what the screens offer): assign to me, assign to someone, put on hold, resolve,
 * cancel, reopen, execute or restart (a job), and the payload. Each sends the version the screen
 * read; the server answers the task after it, or 409 (a colleague changed it, or its status no longer
 * allows it: TASK_REFUSALS). Every outcome refreshes the tasks domain (list, detail, the sidebar's
 * count). The screens say what happened themselves. Apart from the query factory, so a page that
 * only reads does not load them.
 */
import { call } from '@/lib/http';
import { ApiError } from '@/lib/api-error';
import { alertsForError, translateMessage } from '@/lib/alerts';
import { useDomainMutation } from '@/lib/use-domain-mutation';
import { TASK_REFUSALS, type TaskAction, type TaskRefusal } from '@/shared/constants/task';
import { taskEndpoints as api } from '@/shared/endpoints/task';
import type { TaskDetail, TaskListItem, TaskPayloadUpdate } from '@/shared/schemas/task';

/** The actions a button runs through one call (the payload has its own dialog; view is no change). */
export type TaskRunAction = Exclude<TaskAction, 'view' | 'editPayload'>;

type Target = Pick<TaskListItem, 'taskId' | 'version'>;

export type TaskActionInput = { task: Target; action: TaskRunAction; assigneeId?: number | null | undefined };

/** One action on one task, on the version read: the task after it. */
export function runTaskAction({ task, action, assigneeId }: TaskActionInput): Promise<TaskDetail> {
  const params = { id: task.taskId };
  const body = { version: task.version };
  switch (action) {
    case 'assignTaskToMe':
      return call(api.assignToMe, { params, body });
    case 'assignTask':
      return call(api.assign, { params, body: { ...body, assigneeId: assigneeId ?? null } });
    case 'execute':
    case 'restart':
      return call(api.execute, { params, body });
    case 'onHold':
      return call(api.setStatus, { params, query: { status: 'onHold' }, body });
    case 'resolve':
      return call(api.setStatus, { params, query: { status: 'resolved' }, body });
    case 'cancel':
      return call(api.setStatus, { params, query: { status: 'cancelled' }, body });
    case 'reOpen':
      return call(api.setStatus, { params, query: { status: 'open' }, body });
  }
}

const isRefusal = (code: string): code is TaskRefusal => (TASK_REFUSALS as readonly string[]).includes(code);

/**
 * Why an action was not done, in words: its refusal (executing already, no handler, not in this
 * status), a colleague's change (409), or what any other failure says.
 */
export function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 409)
    return translateMessage(isRefusal(error.errorMessage) ? `task:refusals.${error.errorMessage}` : 'versionConflict');
  return alertsForError(error)[0]?.message ?? translateMessage('generic');
}

/** One action on one task; the screen says the outcome (failureText). */
export function useTaskAction() {
  return useDomainMutation({
    refreshes: 'tasks',
    mutationFn: runTaskAction,
    meta: { suppressSuccess: true, suppressError: true },
  });
}

export type BulkOutcome = { done: TaskDetail[]; failed: { taskId: number; reason: string }[] };

/**
 * One action on each of several tasks (the list's selection), one call each, one after the other:
 * each succeeds or fails alone (a task a colleague changed meanwhile is refused with its reason).
 */
export function useBulkTaskAction() {
  return useDomainMutation({
    refreshes: 'tasks',
    mutationFn: async ({
      tasks,
      action,
      assigneeId,
    }: {
      tasks: readonly Target[];
      action: TaskRunAction;
      assigneeId?: number | null | undefined;
    }): Promise<BulkOutcome> => {
      const outcome: BulkOutcome = { done: [], failed: [] };
      for (const task of tasks) {
        try {
          outcome.done.push(await runTaskAction({ task, action, assigneeId }));
        } catch (error) {
          outcome.failed.push({ taskId: task.taskId, reason: failureText(error) });
        }
      }
      return outcome;
    },
    meta: { suppressSuccess: true, suppressError: true },
  });
}

/** The whole new payload, on the version read; the dialog shows field errors and a colleague's change itself. */
export function useSaveTaskPayload(taskId: number) {
  return useDomainMutation({
    refreshes: 'tasks',
    mutationFn: (body: TaskPayloadUpdate) => call(api.payload, { params: { id: taskId }, body }),
    meta: { suppressSuccess: true, suppressError: true },
  });
}
