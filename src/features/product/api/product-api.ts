/**
 * The product domain on the client, through its endpoints: the query-key factory (all -> lists ->
 * list(query), details -> detail(key), reference data) and the create and update hooks.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { queryRoot } from '@/shared/catalogue';
import type { QueryOf } from '@/shared/endpoints/endpoint';
import { productEndpoints as api } from '@/shared/endpoints/product';
import { useDomainMutation, type Refresh } from '@/lib/use-domain-mutation';
import { rebateGroupQueries } from '@/features/rebate-group';
import type { ProductInput, ProductUpdate } from '@/shared/schemas/product';

export type ProductListQuery = QueryOf<typeof api.list>;

/** Reference data changes rarely: kept for an hour. */
const REFERENCE_STALE_MS = 60 * 60_000;

/** A product is opened by numeric id, or by guid when the key is not a number. */
const detailOf = (key: string, signal: AbortSignal) =>
  /^\d+$/.test(key)
    ? call(api.detail, { params: { id: Number(key) } }, { signal })
    : call(api.detailByGuid, { params: { guid: key } }, { signal });

export const productQueries = {
  all: () => queryRoot('products'),
  lists: () => [...productQueries.all(), 'list'] as const,
  list: (query: ProductListQuery) =>
    queryOptions({
      queryKey: [...productQueries.lists(), query] as const,
      queryFn: ({ signal }) => call(api.list, { query }, { signal }),
      placeholderData: keepPreviousData,
    }),
  details: () => [...productQueries.all(), 'detail'] as const,
  detail: (key: string) =>
    queryOptions({
      queryKey: [...productQueries.details(), key] as const,
      queryFn: ({ signal }) => detailOf(key, signal),
      // A missing product is a state of the screen, not an alert.
      meta: { suppressError: true },
    }),
  metadatas: () =>
    queryOptions({
      queryKey: [...productQueries.all(), 'metadatas'] as const,
      queryFn: ({ signal }) => call(api.metadatas, {}, { signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
  statuses: () =>
    queryOptions({
      queryKey: [...productQueries.all(), 'statuses'] as const,
      queryFn: ({ signal }) => call(api.statuses, {}, { signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
  productTypes: () =>
    queryOptions({
      queryKey: [...productQueries.all(), 'productTypes'] as const,
      queryFn: ({ signal }) => call(api.productTypes, {}, { signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
  priceMethods: () =>
    queryOptions({
      queryKey: [...productQueries.all(), 'priceMethods'] as const,
      queryFn: ({ signal }) => call(api.priceMethods, {}, { signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
};

/** What the products list screen shows first: the page and its filters' options (its route loads them). */
export const productListQueries = (query: ProductListQuery) => [
  productQueries.list(query),
  productQueries.statuses(),
  productQueries.productTypes(),
  productQueries.priceMethods(),
  rebateGroupQueries.options(),
];

/** After a create or update the cached product lists and details are refreshed (not the reference lists). */
const PRODUCTS_CHANGED: Refresh = { domain: 'products', own: [productQueries.lists(), productQueries.details()] };

/** The form shows field errors itself (suppressError); the answer carries the new id. */
export function useCreateProduct() {
  return useDomainMutation({
    refreshes: PRODUCTS_CHANGED,
    mutationFn: (input: ProductInput) => call(api.create, { body: input }),
    meta: { suppressError: true, successMessage: 'product:created' },
  });
}

export function useUpdateProduct() {
  return useDomainMutation({
    refreshes: PRODUCTS_CHANGED,
    mutationFn: (input: ProductUpdate) => call(api.update, { body: input }),
    meta: { suppressError: true },
  });
}
