import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import type { PriceInput, PriceUpdate } from '@/shared/schemas/price';
import { outcomeOf, type SaveOutcome } from '../price-edits';
import { priceApi } from './price-api';
import { priceQueries } from './price-queries';

/** After every price change the pricing list and any explanation are refreshed (spec 01 section 4). */
function useRefreshPrices() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: priceQueries.lists() }),
      queryClient.invalidateQueries({ queryKey: priceQueries.explanations() }),
    ]);
}

/** A new price rule; the form shows field errors (an overlap among them) itself. */
export function useCreatePrice() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (input: PriceInput) => priceApi.create(input),
    meta: { suppressError: true, successMessage: 'pricing:created' },
    onSettled: refresh,
  });
}

/**
 * Saves the collected edits together: one PUT per price, side by side. Each price gets its own
 * outcome (saved, a colleague's newer version, refused, failed), so one problem keeps only its own
 * change pending. The screen reports the outcome; the list refreshes either way.
 */
export function useSavePriceEdits() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (updates: PriceUpdate[]) =>
      Promise.all(
        updates.map((u) =>
          priceApi.update(u).then(
            (): SaveOutcome => ({ priceId: u.priceId, ok: true }),
            (error: unknown) => outcomeOf(u.priceId, error),
          ),
        ),
      ),
    meta: { suppressError: true, suppressSuccess: true },
    onSettled: refresh,
  });
}

/** Deletes prices (one, or a bulk selection); answers the ids that are gone. */
export function useDeletePrices() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: async (priceIds: number[]) => {
      const results = await Promise.allSettled(priceIds.map((id) => priceApi.remove(id)));
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
    onSettled: refresh,
  });
}
