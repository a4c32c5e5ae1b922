/**
 * The price domain on the client, through its endpoints: the query-key factory (keys start with
 * 'prices', the domain the server announces price writes under, so a colleague's change refreshes
 * the pricing list through the hub) and the create, save-together and delete hooks.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { domainQueries } from '@/lib/domain-queries';
import { priceEndpoints as api } from '@/shared/endpoints/price';
import { ApiError } from '@/lib/api-error';
import { useDomainMutation, type Refresh } from '@/lib/use-domain-mutation';
import { useBodyMutation } from '@/lib/use-save-record';
import type { PriceUpdate } from '@/shared/schemas/price';
import { outcomeOf, type SaveOutcome } from '../price-edits';

/** What the price explanation asks: a day (`YYYY-MM-DD`), a quantity, a price type and a customer or none. */
export type PriceQuestion = { date: string; quantity: number; priceTypeId: number; entityId?: number | undefined };

const queries = domainQueries('prices');

export const priceQueries = {
  ...queries.keys,
  list: (productGuid: string) =>
    queryOptions({
      queryKey: [...priceQueries.lists(), productGuid] as const,
      queryFn: ({ signal }) => call(api.list, { params: { productguid: productGuid } }, { signal }),
    }),
  explanations: () => [...priceQueries.all(), 'explanation'] as const,
  explanation: (productGuid: string, question: PriceQuestion) =>
    queryOptions({
      queryKey: [...priceQueries.explanations(), productGuid, question] as const,
      queryFn: ({ signal }) => call(api.explain, { params: { productguid: productGuid }, query: question }, { signal }),
      placeholderData: keepPreviousData,
    }),
  priceTypes: () => queries.reference('priceTypes', api.priceTypes),
  priceTranslations: () => queries.reference('priceTranslations', api.priceTranslations),
  companies: (searchText: string) =>
    queryOptions({
      queryKey: [...priceQueries.all(), 'companies', searchText] as const,
      queryFn: ({ signal }) => call(api.companies, { query: { searchText: searchText || undefined } }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 5 * 60_000,
    }),
};

/** After every price change the pricing list and any explanation are refreshed (not the reference lists). */
const PRICES_CHANGED: Refresh = { domain: 'prices', own: [priceQueries.lists(), priceQueries.explanations()] };

/** A new price rule; the form shows field errors (an overlap among them) itself. */
export const useCreatePrice = () =>
  useBodyMutation(api.create, PRICES_CHANGED, { suppressError: true, successMessage: 'pricing:created' });

/**
 * Saves the collected edits together: one PUT per price, side by side. Each price gets its own
 * outcome (saved, a colleague's newer version, refused, failed), so one problem keeps only its own
 * change pending. The screen reports the outcome; the list refreshes either way.
 */
export function useSavePriceEdits() {
  return useDomainMutation({
    refreshes: PRICES_CHANGED,
    mutationFn: (updates: PriceUpdate[]) =>
      Promise.all(
        updates.map((u) =>
          call(api.update, { body: u }).then(
            (): SaveOutcome => ({ priceId: u.priceId, ok: true }),
            (error: unknown) => outcomeOf(u.priceId, error),
          ),
        ),
      ),
    meta: { suppressError: true, suppressSuccess: true },
  });
}

/** Deletes prices (one, or a bulk selection); answers the ids that are gone. */
export function useDeletePrices() {
  return useDomainMutation({
    refreshes: PRICES_CHANGED,
    mutationFn: async (priceIds: number[]) => {
      const results = await Promise.allSettled(priceIds.map((id) => call(api.remove, { params: { id } })));
      const gone: number[] = [];
      const errors: unknown[] = [];
      results.forEach((r, i) => {
        // A price a colleague deleted already is gone too (404).
        if (r.status === 'fulfilled' || (r.reason instanceof ApiError && r.reason.status === 404))
          gone.push(priceIds[i]!);
        else errors.push(r.reason);
      });
      return { gone, errors };
    },
    meta: { suppressError: true, suppressSuccess: true },
  });
}
