/**
 * How many tasks the signed-in user has still to deal with (assigned to them, in the list's default
 * statuses): the sidebar's badge. A list call of one small page, read for its total only; its key is
 * under the tasks domain, so every `changed` of the tasks domain (the hub, or a change made here)
 * refreshes it. Apart from the list's queries: the shell loads it at start-up.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { queryRoot } from '@/shared/catalogue';
import { taskEndpoints as api } from '@/shared/endpoints/task';

/** The list's query the badge counts: the caller's own tasks, default statuses (what /tasks?assignees=mine shows). */
export const MY_TASKS_QUERY = { assignees: ['mine' as const], pageIndex: 1, pageSize: 5 as const };

export const myTaskCount = () =>
  queryOptions({
    queryKey: [...queryRoot('tasks'), 'myTaskCount'] as const,
    queryFn: ({ signal }) => call(api.list, { query: MY_TASKS_QUERY }, { signal }),
    select: (page) => page.totalCount,
    staleTime: 60_000,
    // A badge that could not be counted shows nothing rather than an alert.
    meta: { suppressError: true },
  });
