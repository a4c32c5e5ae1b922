/**
 * The changes that send their input as an endpoint's body: a record's create-or-update, and any call
 * whose input is its body. Apart from use-domain-mutation.ts (which the shell loads at start-up), so
 * only the screens that save load them.
 */
import type { UseMutationOptions } from '@tanstack/react-query';
import type { BodyOf, Endpoint, RequestOf } from '@/shared/endpoints/endpoint';
import { call } from './http';
import { useDomainMutation, type Refresh } from './use-domain-mutation';

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
