/** Query-key factory of the product domain: all -> lists -> list(params); reference data. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { productApi, type ProductListParams } from './product-api';

/** Reference data changes rarely: kept for an hour. */
const REFERENCE_STALE_MS = 60 * 60_000;

export const productQueries = {
  all: () => ['products'] as const,
  lists: () => [...productQueries.all(), 'list'] as const,
  list: (params: ProductListParams) =>
    queryOptions({
      queryKey: [...productQueries.lists(), params] as const,
      queryFn: ({ signal }) => productApi.list(params, signal),
      placeholderData: keepPreviousData,
    }),
  details: () => [...productQueries.all(), 'detail'] as const,
  detail: (key: string) =>
    queryOptions({
      queryKey: [...productQueries.details(), key] as const,
      queryFn: ({ signal }) => productApi.detail(key, signal),
      // A missing product is a state of the screen, not an alert.
      meta: { suppressError: true },
    }),
  metadatas: () =>
    queryOptions({
      queryKey: [...productQueries.all(), 'metadatas'] as const,
      queryFn: ({ signal }) => productApi.metadatas(signal),
      staleTime: REFERENCE_STALE_MS,
    }),
  statuses: () =>
    queryOptions({
      queryKey: [...productQueries.all(), 'statuses'] as const,
      queryFn: ({ signal }) => productApi.statuses(signal),
      staleTime: REFERENCE_STALE_MS,
    }),
  productTypes: () =>
    queryOptions({
      queryKey: [...productQueries.all(), 'productTypes'] as const,
      queryFn: ({ signal }) => productApi.productTypes(signal),
      staleTime: REFERENCE_STALE_MS,
    }),
  priceMethods: () =>
    queryOptions({
      queryKey: [...productQueries.all(), 'priceMethods'] as const,
      queryFn: ({ signal }) => productApi.priceMethods(signal),
      staleTime: REFERENCE_STALE_MS,
    }),
};
