/**
 * Requests for the endpoint gate (server/gates/endpoints.test.ts finds this file itself): each write
 * on a seeded task that allows it now, on its version (the gate calls them in the routes' order, so
 * each looks again): on hold for one, a payload for a failed mail's, execute, assign to me, assign
 * to the admin account.
 */
import type { TaskAction } from '../../../src/shared/constants/task';
import type { TaskEntity, TaskListItem } from '../../../src/shared/schemas/task';
import type { AdminCall, ModuleExamples } from '../../testing/routes';

const BASE = '/api/task/v2/tasks';

/** A seeded task (of a category) whose allowed actions hold `action` now. */
async function taskAllowing(callAsAdmin: AdminCall, action: TaskAction, category?: string) {
  const page = await callAsAdmin<{ items: TaskListItem[] }>(
    'GET',
    `${BASE}/list?pageSize=100${category ? `&categories=${category}` : ''}`,
  );
  const task = page.items.find((i) => i.allowedActions.includes(action));
  if (!task) throw new Error(`No seeded task allows ${action}`);
  return task;
}

export const examples: ModuleExamples = (callAsAdmin) => ({
  [`GET ${BASE}/:id`]: async () => ({ params: { id: (await taskAllowing(callAsAdmin, 'view')).taskId } }),
  [`POST ${BASE}/:id`]: async () => {
    const task = await taskAllowing(callAsAdmin, 'onHold');
    return { params: { id: task.taskId }, query: { status: 'onHold' }, body: { version: task.version } };
  },
  [`POST ${BASE}/:id/payload`]: async () => {
    const task = await taskAllowing(callAsAdmin, 'editPayload', 'mailFailed');
    return {
      params: { id: task.taskId },
      body: { version: task.version, payload: { recipients: ['billing@example.com'] } },
    };
  },
  [`POST ${BASE}/:id/execute`]: async () => {
    const task = await taskAllowing(callAsAdmin, 'execute', 'mailFailed');
    return { params: { id: task.taskId }, body: { version: task.version } };
  },
  [`POST ${BASE}/:id/assigntome`]: async () => {
    const task = await taskAllowing(callAsAdmin, 'assignTaskToMe');
    return { params: { id: task.taskId }, body: { version: task.version } };
  },
  [`POST ${BASE}/:id/assign`]: async () => {
    const task = await taskAllowing(callAsAdmin, 'assignTask');
    const [admin] = await callAsAdmin<TaskEntity[]>('GET', `${BASE}/entities?searchText=admin%40backoffice.test`);
    return { params: { id: task.taskId }, body: { version: task.version, assigneeId: admin!.userId } };
  },
});
