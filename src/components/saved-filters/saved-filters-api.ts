/** Saved filters on the client, through their contract: the query-key factory (all -> lists -> list(screen); screen names lower-cased) and save and delete. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { queryRoot, type ModuleKey } from '@/shared/catalogue';
import { screenConfigurationEndpoints as api } from '@/shared/endpoints/screen-configuration';
import { invalidateDomain } from '@/lib/query-client';
import type { ScreenConfigurationInput } from '@/shared/schemas/screen-configuration';
import { APPLICATION_CODE, SCREEN_CONFIG_TYPE } from '@/shared/constants/screen-configuration';

export const screenConfigurationQueries = {
  all: () => queryRoot('screenConfigurations'),
  lists: () => [...screenConfigurationQueries.all(), 'list'] as const,
  list: (screen: string) =>
    queryOptions({
      queryKey: [...screenConfigurationQueries.lists(), screen.toLowerCase()] as const,
      queryFn: ({ signal }) =>
        call(
          api.list,
          { query: { type: SCREEN_CONFIG_TYPE, applicationCode: APPLICATION_CODE, screen: screen.toLowerCase() } },
          { signal },
        ),
      staleTime: 5 * 60_000,
    }),
};

type SaveInput = Omit<ScreenConfigurationInput, 'type' | 'applicationCode' | 'moduleKey'> & { moduleKey: ModuleKey };

export function useSaveScreenConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInput) =>
      call(api.save, {
        body: {
          ...input,
          screen: input.screen.toLowerCase(),
          type: SCREEN_CONFIG_TYPE,
          applicationCode: APPLICATION_CODE,
        },
      }),
    meta: { successMessage: 'savedFilters.saved' },
    onSettled: () => invalidateDomain(queryClient, 'screenConfigurations', [screenConfigurationQueries.lists()]),
  });
}

export function useDeleteScreenConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api.delete, { params: { id } }),
    meta: { successMessage: 'savedFilters.deleted' },
    onSettled: () => invalidateDomain(queryClient, 'screenConfigurations', [screenConfigurationQueries.lists()]),
  });
}
