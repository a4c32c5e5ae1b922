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
import type { BodyOf, Endpoint, RequestOf } from '@/shared/endpoints/endpoint';
import { call } from './http';
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

/**
 * Create or update a record through its domain's `create` and `update` endpoints: an input holding
 * the record's id (`idKey`) is an update, else a create. The form shows field errors and conflicts
 * itself; what `refreshes` names is refreshed after any outcome.
 */
export function useSaveRecord<C extends Endpoint, U extends Endpoint>(
  { create, update }: { create: C; update: U },
  idKey: string,
  { refreshes, successMessage }: { refreshes: Refresh | readonly Refresh[]; successMessage?: string },
) {
  return useDomainMutation({
    refreshes,
    mutationFn: (input: BodyOf<C> | BodyOf<U>) =>
      idKey in (input as object)
        ? call(update, { body: input } as RequestOf<U>)
        : call(create, { body: input } as RequestOf<C>),
    meta: { suppressError: true, ...(successMessage ? { successMessage } : {}) },
  });
}

/** A change that sends its input as `endpoint`'s body (`meta`: the alerts, as useDomainMutation's). */
export function useBodyMutation<E extends Endpoint>(
  endpoint: E,
  refreshes: Refresh | readonly Refresh[],
  meta: UseMutationOptions['meta'] = {},
) {
  return useDomainMutation({
    refreshes,
    mutationFn: (body: BodyOf<E>) => call(endpoint, { body } as RequestOf<E>),
    meta,
  });
}
