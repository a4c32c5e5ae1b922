/**
 * A task's state machine (docs/domain.md "Tasks"): which action is allowed in which status, and the
 * status it leads to. The spec names the actions; which is allowed from where is ours. Pure rules the
 * server applies in its transactions (a refused action is a 409 with the refusal's code) and the
 * screens read through each task's `allowedActions`.
 *
 *  - view: always (read right).
 *  - assignTaskToMe, assignTask, editPayload: while it is still to be dealt with and not executing
 *    (open, onHold, failed); assignTaskToMe not when it is the caller's already.
 *  - execute: open or onHold, when its category has a handler -> executing.
 *  - restart: failed, when its category has a handler -> executing (the same handler again).
 *  - onHold: open or failed -> onHold.
 *  - resolve, cancel: open, onHold or failed -> resolved, cancelled (by a person).
 *  - reOpen: onHold, resolved or cancelled -> open.
 *  - executing: nothing but view; the job's outcome moves it to resolved (done) or failed (the reason).
 * Every action but view needs the tasks edit right. Pure: no database, no clock.
 */
import {
  TASK_ACTIONS,
  TASK_STATUS_ACTIONS,
  type TaskAction,
  type TaskRefusal,
  type TaskSettableStatus,
  type TaskStatus,
} from './constants/task';
import type { Tone } from './tone';

/** The statuses each action (but view) starts from. */
export const ACTION_FROM: Readonly<Record<Exclude<TaskAction, 'view'>, readonly TaskStatus[]>> = {
  assignTaskToMe: ['open', 'onHold', 'failed'],
  assignTask: ['open', 'onHold', 'failed'],
  editPayload: ['open', 'onHold', 'failed'],
  execute: ['open', 'onHold'],
  restart: ['failed'],
  onHold: ['open', 'failed'],
  resolve: ['open', 'onHold', 'failed'],
  cancel: ['open', 'onHold', 'failed'],
  reOpen: ['onHold', 'resolved', 'cancelled'],
};

/** The status an action leads to (the others keep it). */
export const ACTION_TARGET: Readonly<Partial<Record<TaskAction, TaskStatus>>> = {
  execute: 'executing',
  restart: 'executing',
  onHold: 'onHold',
  resolve: 'resolved',
  cancel: 'cancelled',
  reOpen: 'open',
};

/** What the rules look at: the task's status and assignee, and whether its category has a handler. */
export type TaskState = { status: TaskStatus; assigneeId: number | null; executable: boolean };

/** Who asks: their user id and whether they hold the tasks edit right. */
export type TaskViewer = { userId: number; canEdit: boolean };

/**
 * Why the action is refused now (a TASK_REFUSALS code), or null when it is allowed. Without the edit
 * right the server answers 403 before asking; here it is refused as not allowed.
 */
export function taskActionRefusal(action: TaskAction, task: TaskState, viewer: TaskViewer): TaskRefusal | null {
  if (action === 'view') return null;
  if (task.status === 'executing') return 'taskExecuting';
  if (!viewer.canEdit) return 'taskActionNotAllowed';
  if ((action === 'execute' || action === 'restart') && !task.executable) return 'taskNotExecutable';
  if (!ACTION_FROM[action].includes(task.status)) return 'taskActionNotAllowed';
  if (action === 'assignTaskToMe' && task.assigneeId === viewer.userId) return 'taskActionNotAllowed';
  return null;
}

/** The actions the task allows the viewer now, in the catalogue's order (view always first). */
export const taskActions = (task: TaskState, viewer: TaskViewer): TaskAction[] =>
  TASK_ACTIONS.filter((action) => taskActionRefusal(action, task, viewer) === null);

/** The action a status update (`POST {id}?status=`) is. */
export const statusAction = (status: TaskSettableStatus): TaskAction => TASK_STATUS_ACTIONS[status];

/** The status after the action (unchanged for an assignment or a payload edit). */
export const statusAfter = (action: TaskAction, status: TaskStatus): TaskStatus => ACTION_TARGET[action] ?? status;

/** A task status's badge tone: failed needs attention first, executing is under way, done is done. */
export const TASK_STATUS_TONE: Readonly<Record<TaskStatus, Tone>> = {
  open: 'info',
  onHold: 'neutral',
  executing: 'info',
  failed: 'danger',
  resolved: 'success',
  cancelled: 'neutral',
};
