/**
 * The tasks list (/tasks): status (the active ones when none is chosen), category, the assignee (the
 * words "mine" and "nobody", and people found on the server), the due date from and until; sort and
 * paging. The URL keeps the words and the people apart (`assignees=mine`, `assigneeIds=12`), so a link
 * to "mine" opens the colleague's own tasks; the call sends them as one `assignees` list.
 */
import { loadDateRangeInputs } from '@/components/filters/load-date-range-inputs';
import { defineList } from '@/components/list-screen/list-route';
import { listQueryOf } from '@/lib/list-search';
import {
  TASK_ASSIGNEE_WORDS,
  TASK_CATEGORIES,
  TASK_DEFAULT_SORT,
  TASK_SORT_COLUMNS,
  TASK_STATUSES,
  type TaskAssigneeWord,
} from '@/shared/constants/task';

const filters = {
  statuses: TASK_STATUSES,
  categories: TASK_CATEGORIES,
  assignees: TASK_ASSIGNEE_WORDS,
  assigneeIds: 'ids',
  dueFrom: 'day',
  dueUntil: 'day',
} as const;

export const taskList = defineList({
  route: '/_app/tasks/',
  module: 'tasks',
  namespaces: ['task'],
  filters,
  sortColumns: TASK_SORT_COLUMNS,
  defaultSort: TASK_DEFAULT_SORT,
  query: (search, pageSize) => {
    const { assigneeIds, assignees: words, ...query } = listQueryOf(search, filters, pageSize);
    const assignees: (TaskAssigneeWord | number)[] = [...(words ?? []), ...(assigneeIds ?? [])];
    return { ...query, assignees: assignees.length ? assignees : undefined };
  },
  queries: async () => (await import('./api/task-api')).taskListQueries,
  preload: loadDateRangeInputs,
});
