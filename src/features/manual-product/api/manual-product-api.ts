/**
 * The manual product domain on the client, through its endpoints: the query-key factory (all ->
 * lists -> list(query); productTypes; lineProducts), the save hook and set-inactive.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { domainQueries } from '@/lib/domain-queries';
import { useDomainMutation } from '@/lib/use-domain-mutation';
import { useSaveRecord } from '@/lib/use-save-record';
import type { QueryOf } from '@/shared/endpoints/endpoint';
import { manualProductEndpoints as api } from '@/shared/endpoints/manual-product';

export type ManualProductListQuery = QueryOf<typeof api.list>;

const queries = domainQueries('manualProducts');

export const manualProductQueries = {
  ...queries.keys,
  list: queries.listOf(api.list),
  /** The fixed list of product types (the filter and the form). */
  productTypes: () => queries.reference('productTypes', api.productTypes),
  /** The active products a new manual invoice line may use. */
  lineProducts: () =>
    queryOptions({
      queryKey: [...manualProductQueries.all(), 'lineProducts'] as const,
      queryFn: ({ signal }) => call(api.lineProducts, {}, { signal }),
      staleTime: 5 * 60_000,
    }),
};

/** What the list screen loads with its route: the page and the type filter's options. */
export const manualProductListQueries = (query: ManualProductListQuery) => [
  manualProductQueries.list(query),
  manualProductQueries.productTypes(),
];

/** Create or update; the form shows field errors and conflicts itself; lists refresh after any outcome. */
export const useSaveManualProduct = () => useSaveRecord(api, 'manualProductId', { refreshes: 'manualProducts' });

/** Inactivate one or many products: an outcome per id; the lists refresh after any outcome. */
export function useSetManualProductsInactive() {
  return useDomainMutation({
    refreshes: 'manualProducts',
    mutationFn: (manualProductIds: number[]) => call(api.setInactive, { body: { manualProductIds } }),
    meta: { successMessage: 'manualProduct:inactivated' },
  });
}
