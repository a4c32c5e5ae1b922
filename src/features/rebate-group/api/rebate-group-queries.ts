/** Query-key factory of the rebate group domain: all -> lists -> list(params); options. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { rebateGroupApi, type RebateGroupListParams } from './rebate-group-api';

export const rebateGroupQueries = {
  all: () => ['rebateGroups'] as const,
  lists: () => [...rebateGroupQueries.all(), 'list'] as const,
  list: (params: RebateGroupListParams) =>
    queryOptions({
      queryKey: [...rebateGroupQueries.lists(), params] as const,
      queryFn: ({ signal }) => rebateGroupApi.list(params, signal),
      placeholderData: keepPreviousData,
    }),
  options: () =>
    queryOptions({
      queryKey: [...rebateGroupQueries.all(), 'options'] as const,
      queryFn: ({ signal }) => rebateGroupApi.options(signal),
      staleTime: 5 * 60_000,
    }),
};
