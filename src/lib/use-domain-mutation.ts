/**
 * A change on the server after which, saved or not, the cached queries it touches are refreshed:
 * a domain's (invalidateDomain: its own queries, or only those under `own`, and those of the domains
 * that show its records). The mutation settles once they are refetched, so a screen that awaits it
 * shows the new state. Its own file, so the pages that only read do not load it.
 */
import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { Domain } from '@/shared/catalogue';
import { invalidateDomain } from './query-client';

/** What a change refreshes: a domain, or a domain with its own queries narrowed to these keys. */
export type Refresh = Domain | { domain: Domain; own: readonly QueryKey[] };

type Options<TData, TVariables> = Omit<UseMutationOptions<TData, unknown, TVariables>, 'onSettled'> & {
  refreshes: Refresh | readonly Refresh[];
};

export function useDomainMutation<TData, TVariables = void>({
  refreshes,
  ...options
}: Options<TData, TVariables>): UseMutationResult<TData, unknown, TVariables> {
  const queryClient = useQueryClient();
  const all = ([] as Refresh[]).concat(refreshes);
  return useMutation({
    ...options,
    onSettled: () =>
      Promise.all(
        all.map((r) =>
          typeof r === 'string' ? invalidateDomain(queryClient, r) : invalidateDomain(queryClient, r.domain, r.own),
        ),
      ),
  });
}
