/**
 * Saved filters on the client, through their contract: the query-key factory (all -> lists ->
 * list(screen), screen names lower-cased; one by id for a shared view's link), save, share or rename,
 * and delete.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '@/lib/http';
import { queryRoot, type ModuleKey } from '@/shared/catalogue';
import { screenConfigurationEndpoints as api } from '@/shared/endpoints/screen-configuration';
import { invalidateDomain } from '@/lib/query-client';
import type { ScreenConfigurationInput, ScreenConfigurationUpdate } from '@/shared/schemas/screen-configuration';
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
  /** One saved filter (a shared view's link); a missing one is said by the alert of its failed call. */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...screenConfigurationQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }),
      retry: false,
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

/** Share with the team, stop sharing or rename (its owner, or a user who may edit access). */
export function useUpdateScreenConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScreenConfigurationUpdate) => call(api.update, { body }),
    meta: { successMessage: 'savedFilters.updated' },
    onSettled: () => invalidateDomain(queryClient, 'screenConfigurations', [screenConfigurationQueries.all()]),
  });
}

/**
 * A shared view's link (`?savedView=<id>` on a list screen) opens it: the saved filter is applied once it
 * has arrived (which takes the parameter out of the URL); one the user may not see is dropped.
 */
export function useOpenSavedView(
  viewId: number | undefined,
  apply: (values: Record<string, unknown>) => void,
  drop: () => void,
) {
  const view = useQuery({ ...screenConfigurationQueries.detail(viewId ?? 0), enabled: viewId !== undefined });
  const values = viewId !== undefined ? view.data?.values : undefined;
  const failed = viewId !== undefined && view.isError;
  // Once per link: applying navigates, and the screen renders again before the URL has changed.
  const handled = useRef<number | null>(null);
  useEffect(() => {
    if (viewId === undefined) handled.current = null;
    if (viewId === undefined || handled.current === viewId || (!values && !failed)) return;
    handled.current = viewId;
    if (values) apply(values);
    else drop();
  }, [viewId, values, failed, apply, drop]);
}

export function useDeleteScreenConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api.delete, { params: { id } }),
    meta: { successMessage: 'savedFilters.deleted' },
    onSettled: () => invalidateDomain(queryClient, 'screenConfigurations', [screenConfigurationQueries.lists()]),
  });
}
