/**
 * NCE subscriptions on the client: a contract's items beside the licence provider's subscriptions
 * (under the contract's detail key, so every contract change refreshes them), the sync of one item
 * and the seat count change. Both changes refresh the contract lists and details.
 */
import { queryOptions } from '@tanstack/react-query';
import { showAlert, translateMessage } from '@/lib/alerts';
import { call } from '@/lib/http';
import { useDomainMutation } from '@/lib/use-domain-mutation';
import { subscriptionEndpoints as api } from '@/shared/endpoints/subscription';
import type { SubscriptionLimitedUpdate } from '@/shared/schemas/subscription';
import { contractQueries } from './contract-api';
import { CONTRACTS_CHANGED } from './contract-mutations';

export const subscriptionQueries = {
  ofContract: (contractId: number, onlyDifferent: boolean) =>
    queryOptions({
      queryKey: [...contractQueries.details(), contractId, 'subscriptions', onlyDifferent] as const,
      queryFn: ({ signal }) =>
        call(
          api.contractItems,
          { query: { contractId, ...(onlyDifferent ? { onlyDifferent: 'true' } : {}) } },
          { signal },
        ),
    }),
};

/** Takes the provider's values for one item: says what was applied, or that it was already in sync. */
export function useSyncSubscription() {
  return useDomainMutation({
    refreshes: CONTRACTS_CHANGED,
    mutationFn: (contractItemId: number) => call(api.sync, { params: { id: contractItemId } }),
    meta: { suppressSuccess: true },
    onSuccess: (answer) =>
      showAlert(
        answer.applied.length ? 'success' : 'info',
        translateMessage(
          answer.applied.length ? 'contract:subscriptions.synced' : 'contract:subscriptions.alreadyInSync',
        ),
      ),
  });
}

/** The seat count at the provider and on the contract; the dialog shows field errors and conflicts itself. */
export function useChangeSeats() {
  return useDomainMutation({
    refreshes: CONTRACTS_CHANGED,
    mutationFn: (body: SubscriptionLimitedUpdate) => call(api.limited, { body }),
    meta: { suppressError: true, successMessage: 'contract:subscriptions.seatsChanged' },
  });
}
