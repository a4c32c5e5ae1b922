/**
 * The product domain on the client, through its endpoints: the query-key factory (all -> lists ->
 * list(query), details -> detail(key), reference data) and the create and update hooks.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { domainQueries } from '@/lib/domain-queries';
import type { QueryOf } from '@/shared/endpoints/endpoint';
import { productEndpoints as api } from '@/shared/endpoints/product';
import { type Refresh } from '@/lib/use-domain-mutation';
import { useBodyMutation } from '@/lib/use-save-record';
import { rebateGroupQueries } from '@/features/rebate-group';

export type ProductListQuery = QueryOf<typeof api.list>;

/** A product is opened by numeric id, or by guid when the key is not a number. */
const detailOf = (key: string, signal: AbortSignal) =>
  /^\d+$/.test(key)
    ? call(api.detail, { params: { id: Number(key) } }, { signal })
    : call(api.detailByGuid, { params: { guid: key } }, { signal });

const queries = domainQueries('products');

export const productQueries = {
  ...queries.keys,
  list: queries.listOf(api.list),
  detail: (key: string) =>
    queryOptions({
      queryKey: [...productQueries.details(), key] as const,
      queryFn: ({ signal }) => detailOf(key, signal),
      // A missing product is a state of the screen, not an alert.
      meta: { suppressError: true },
    }),
  metadatas: () => queries.reference('metadatas', api.metadatas),
  statuses: () => queries.reference('statuses', api.statuses),
  productTypes: () => queries.reference('productTypes', api.productTypes),
  priceMethods: () => queries.reference('priceMethods', api.priceMethods),
};

/** What the products list screen shows first: the page and its short filters' options (its route loads them). */
export const productListQueries = (query: ProductListQuery) => [
  productQueries.list(query),
  productQueries.statuses(),
  productQueries.productTypes(),
  productQueries.priceMethods(),
  // The chosen rebate groups' names only (0: none); the filter finds others on the server.
  ...namedRebateGroups(query.rebateGroupIds),
];

function namedRebateGroups(ids: number[] | undefined) {
  const named = (ids ?? []).filter((id) => id > 0);
  return named.length ? [rebateGroupQueries.options('', named)] : [];
}

/** After a create or update the cached product lists and details are refreshed (not the reference lists). */
const PRODUCTS_CHANGED: Refresh = { domain: 'products', own: [productQueries.lists(), productQueries.details()] };

/** The form shows field errors itself (suppressError); the answer carries the new id. */
export const useCreateProduct = () =>
  useBodyMutation(api.create, PRODUCTS_CHANGED, { suppressError: true, successMessage: 'product:created' });

export const useUpdateProduct = () => useBodyMutation(api.update, PRODUCTS_CHANGED, { suppressError: true });
