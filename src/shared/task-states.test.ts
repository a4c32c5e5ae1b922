import { describe, expect, it } from 'vitest';
import { statusAction, statusAfter, taskActionRefusal, taskActions, type TaskState } from './task-states';
import { TASK_ACTIONS, TASK_SETTABLE_STATUSES, TASK_STATUSES, type TaskStatus } from './constants/task';

const ME = { userId: 7, canEdit: true };
const READER = { userId: 8, canEdit: false };
const task = (status: TaskStatus, extra: Partial<TaskState> = {}): TaskState => ({
  status,
  assigneeId: null,
  executable: true,
  ...extra,
});

describe('task state machine', () => {
  it('offers each status its actions', () => {
    expect(taskActions(task('open'), ME)).toEqual([
      'view',
      'assignTaskToMe',
      'assignTask',
      'editPayload',
      'execute',
      'onHold',
      'resolve',
      'cancel',
    ]);
    expect(taskActions(task('onHold'), ME)).toEqual([
      'view',
      'assignTaskToMe',
      'assignTask',
      'editPayload',
      'execute',
      'resolve',
      'cancel',
      'reOpen',
    ]);
    expect(taskActions(task('failed'), ME)).toEqual([
      'view',
      'assignTaskToMe',
      'assignTask',
      'editPayload',
      'restart',
      'onHold',
      'resolve',
      'cancel',
    ]);
    expect(taskActions(task('resolved'), ME)).toEqual(['view', 'reOpen']);
    expect(taskActions(task('cancelled'), ME)).toEqual(['view', 'reOpen']);
  });

  it('lets nothing but view touch an executing task, with its own reason', () => {
    expect(taskActions(task('executing'), ME)).toEqual(['view']);
    for (const action of TASK_ACTIONS.filter((a) => a !== 'view'))
      expect(taskActionRefusal(action, task('executing'), ME)).toBe('taskExecuting');
  });

  it('executes and restarts only a category with a handler', () => {
    expect(taskActionRefusal('execute', task('open', { executable: false }), ME)).toBe('taskNotExecutable');
    expect(taskActionRefusal('restart', task('failed', { executable: false }), ME)).toBe('taskNotExecutable');
    expect(taskActions(task('open', { executable: false }), ME)).not.toContain('execute');
    expect(taskActionRefusal('restart', task('open'), ME)).toBe('taskActionNotAllowed');
    expect(taskActionRefusal('execute', task('failed'), ME)).toBe('taskActionNotAllowed');
  });

  it('does not assign a task to me twice, but lets me give it to someone else', () => {
    const mine = task('open', { assigneeId: ME.userId });
    expect(taskActionRefusal('assignTaskToMe', mine, ME)).toBe('taskActionNotAllowed');
    expect(taskActions(mine, ME)).toContain('assignTask');
    expect(taskActions(task('open', { assigneeId: 99 }), ME)).toContain('assignTaskToMe');
  });

  it('gives a reader view only', () => {
    for (const status of TASK_STATUSES) expect(taskActions(task(status), READER)).toEqual(['view']);
  });

  it('moves a task to the status each action names', () => {
    expect(TASK_SETTABLE_STATUSES.map((s) => [s, statusAction(s)])).toEqual([
      ['open', 'reOpen'],
      ['onHold', 'onHold'],
      ['resolved', 'resolve'],
      ['cancelled', 'cancel'],
    ]);
    for (const s of TASK_SETTABLE_STATUSES) expect(statusAfter(statusAction(s), 'onHold')).toBe(s);
    expect(statusAfter('execute', 'open')).toBe('executing');
    expect(statusAfter('restart', 'failed')).toBe('executing');
    expect(statusAfter('assignTask', 'failed')).toBe('failed');
    expect(statusAfter('editPayload', 'onHold')).toBe('onHold');
  });
});
