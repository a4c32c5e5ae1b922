/** The notification domain on the client, through its endpoints: the query-key factory (the paged list, infinite, and the unread count) and mark-as-read. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { domainQueries } from '@/lib/domain-queries';
import { notificationEndpoints as api } from '@/shared/endpoints/notification';
import { useDomainMutation } from '@/lib/use-domain-mutation';

const PAGE_SIZE = 20;

const queries = domainQueries('notifications');

export const notificationQueries = {
  ...queries.keys,
  list: () =>
    infiniteQueryOptions({
      queryKey: [...notificationQueries.lists()] as const,
      // Pages load side by side while scrolling: none cancels another.
      queryFn: ({ pageParam, signal }) =>
        call(api.list, { query: { pageIndex: pageParam, pageSize: PAGE_SIZE } }, { signal, cancelPrevious: false }),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.pageIndex * last.pageSize < last.totalCount ? last.pageIndex + 1 : undefined),
    }),
  unreadCount: () =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'unreadCount'] as const,
      queryFn: ({ signal }) => call(api.unreadCount, {}, { signal }),
      refetchInterval: 60_000,
    }),
};

/** Marks the given notifications read, or all of them. */
export function useMarkNotificationsRead() {
  return useDomainMutation({
    refreshes: 'notifications',
    mutationFn: (ids?: number[]) => call(api.markRead, { body: ids ? { ids } : {} }),
    meta: { successMessage: 'notifications.markedRead' },
  });
}
