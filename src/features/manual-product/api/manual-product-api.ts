/**
 * The manual product domain on the client, through its endpoints: the query-key factory (all ->
 * lists -> list(query); productTypes; lineProducts), the save hook and set-inactive.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { useDomainMutation } from '@/lib/use-domain-mutation';
import { queryRoot } from '@/shared/catalogue';
import type { QueryOf } from '@/shared/endpoints/endpoint';
import { manualProductEndpoints as api } from '@/shared/endpoints/manual-product';
import type { ManualProductInput, ManualProductUpdate } from '@/shared/schemas/manual-product';

export type ManualProductListQuery = QueryOf<typeof api.list>;

export const manualProductQueries = {
  all: () => queryRoot('manualProducts'),
  lists: () => [...manualProductQueries.all(), 'list'] as const,
  list: (query: ManualProductListQuery) =>
    queryOptions({
      queryKey: [...manualProductQueries.lists(), query] as const,
      queryFn: ({ signal }) => call(api.list, { query }, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** The fixed list of product types (the filter and the form). */
  productTypes: () =>
    queryOptions({
      queryKey: [...manualProductQueries.all(), 'productTypes'] as const,
      queryFn: ({ signal }) => call(api.productTypes, {}, { signal }),
      staleTime: 60 * 60_000,
    }),
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
export function useSaveManualProduct() {
  return useDomainMutation({
    refreshes: 'manualProducts',
    mutationFn: (input: ManualProductInput | ManualProductUpdate) =>
      'manualProductId' in input ? call(api.update, { body: input }) : call(api.create, { body: input }),
    meta: { suppressError: true },
  });
}

/** Inactivate one or many products: an outcome per id; the lists refresh after any outcome. */
export function useSetManualProductsInactive() {
  return useDomainMutation({
    refreshes: 'manualProducts',
    mutationFn: (manualProductIds: number[]) => call(api.setInactive, { body: { manualProductIds } }),
    meta: { successMessage: 'manualProduct:inactivated' },
  });
}
