/**
 * The task domain on the client (src/shared/endpoints/task.ts): the query-key factory (the list, a
 * task with its history, the categories, the staff a task can be given to, and the count of the
 * signed-in user's tasks still to be dealt with that the sidebar shows). Every key starts with the
 * tasks domain, so the hub's `changed` of the tasks domain refreshes them all (live list, detail, badge).
 */
import { domainQueries } from '@/lib/domain-queries';
import type { QueryOf } from '@/shared/endpoints/endpoint';
import { taskEndpoints as api } from '@/shared/endpoints/task';

export type TaskListQuery = QueryOf<typeof api.list>;

const queries = domainQueries('tasks');

export const taskQueries = {
  ...queries.records(api),
  categories: () => queries.reference('categories', api.categories),
  /** Staff a task can be given to whose name or e-mail holds the text (50 at most), or the given ids (to name the chosen ones). */
  entities: queries.finder('entities', api.entities),
};

/** What the tasks list shows first: the page, and the names of the people its filter names (its route loads them). */
export const taskListQueries = (query: TaskListQuery) => {
  const people = (query.assignees ?? []).filter((a): a is number => typeof a === 'number');
  return [taskQueries.list(query), ...(people.length ? [taskQueries.entities('', people)] : [])];
};
