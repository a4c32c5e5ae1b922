import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { notificationApi } from './notification-api';

export const notificationQueries = {
  all: () => ['notifications'] as const,
  lists: () => [...notificationQueries.all(), 'list'] as const,
  list: () =>
    infiniteQueryOptions({
      queryKey: [...notificationQueries.lists()] as const,
      queryFn: ({ pageParam, signal }) => notificationApi.list(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.pageIndex * last.pageSize < last.totalCount ? last.pageIndex + 1 : undefined),
    }),
  unreadCount: () =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'unreadCount'] as const,
      queryFn: ({ signal }) => notificationApi.unreadCount(signal),
      refetchInterval: 60_000,
    }),
};
