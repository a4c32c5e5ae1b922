/**
 * Tasks (base /api/task/v2/tasks, spec 02 section 7; docs/domain.md "Tasks"): the list, a task with
 * its history, a status move (status in the query), the categories, the payload, execute (a job),
 * assign to me, assign to someone, and the staff a task can be given to. Every write carries the
 * version read (409 with the current task when stale) and answers the task as it is after it; an
 * action its status does not allow is a 409 with the reason (TASK_REFUSALS).
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/task'));
const TASKS = '/api/task/v2/tasks';

export const taskEndpoints = {
  list: api.get(`${TASKS}/list`, (s) => ({ query: s.taskListQuery, response: s.taskPage })),
  categories: api.get(`${TASKS}/categories`, (s) => ({ response: s.taskCategories })),
  /** The staff a task can be given to (tasks edit right), found by name or e-mail, or by id (50 at most). */
  entities: api.get(`${TASKS}/entities`, (s) => ({ query: s.taskEntityQuery, response: s.taskEntities })),
  detail: api.get(`${TASKS}/:id`, (s) => ({ params: s.idParam, response: s.taskDetail })),
  /** Moves it to the status in the query: open (reOpen), onHold, resolved, cancelled. */
  setStatus: api.post(`${TASKS}/:id`, (s) => ({
    params: s.idParam,
    query: s.taskStatusQuery,
    body: s.taskVersion,
    response: s.taskDetail,
    conflict: s.taskDetail,
  })),
  /** The whole new payload, checked by the category's schema (400 with field errors under `payload.`). */
  payload: api.post(`${TASKS}/:id/payload`, (s) => ({
    params: s.idParam,
    body: s.taskPayloadUpdate,
    response: s.taskDetail,
    conflict: s.taskDetail,
  })),
  /** Queues its category's handler as a job (executing); a failed task's `restart` is the same call. */
  execute: api.post(`${TASKS}/:id/execute`, (s) => ({
    params: s.idParam,
    body: s.taskVersion,
    response: s.taskDetail,
    conflict: s.taskDetail,
  })),
  assignToMe: api.post(`${TASKS}/:id/assigntome`, (s) => ({
    params: s.idParam,
    body: s.taskVersion,
    response: s.taskDetail,
    conflict: s.taskDetail,
  })),
  assign: api.post(`${TASKS}/:id/assign`, (s) => ({
    params: s.idParam,
    body: s.taskAssign,
    response: s.taskDetail,
    conflict: s.taskDetail,
  })),
};
