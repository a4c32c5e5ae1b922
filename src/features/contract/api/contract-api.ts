/**
 * The contract domain on the client, through its endpoints: the query-key factory (all -> lists ->
 * list(query), details -> detail(id) and its versions, the reference lists, partySummaries ->
 * partySummary(party)) (the mutation hooks are in contract-mutations.ts: the list page does not load
 * them).
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { domainQueries } from '@/lib/domain-queries';
import type { QueryOf } from '@/shared/endpoints/endpoint';
import { contractEndpoints as api } from '@/shared/endpoints/contract';

export type ContractListQuery = QueryOf<typeof api.list>;
/** A customer, a reseller, or both. */
export type PartySummaryQuery = QueryOf<typeof api.partySummary>;

const queries = domainQueries('contracts');

export const contractQueries = {
  ...queries.records(api),
  /** Every version of a contract, newest first: under its detail, so any change refreshes it. */
  versions: (id: number) =>
    queryOptions({
      queryKey: [...contractQueries.details(), id, 'versions'] as const,
      queryFn: ({ signal }) => call(api.versions, { params: { id } }, { signal }),
    }),
  /** Two versions compared: the header's changes, and the items' (under the detail: refreshed with it). */
  difference: (id: number, from: number, to: number) =>
    queryOptions({
      queryKey: [...contractQueries.details(), id, 'difference', from, to] as const,
      queryFn: ({ signal }) => call(api.difference, { params: { id }, query: { from, to } }, { signal }),
      staleTime: Infinity,
    }),
  itemsDifference: (id: number, from: number, to: number) =>
    queryOptions({
      queryKey: [...contractQueries.details(), id, 'itemsDifference', from, to] as const,
      queryFn: ({ signal }) => call(api.itemsDifference, { params: { id }, query: { from, to } }, { signal }),
      staleTime: Infinity,
    }),
  /** The main contracts of the contract's customer it could be linked to (under its detail). */
  otherMainContracts: (id: number) =>
    queryOptions({
      queryKey: [...contractQueries.details(), id, 'otherMainContracts'] as const,
      queryFn: ({ signal }) => call(api.otherMainContracts, { params: { id } }, { signal }),
    }),
  /** Customers or resellers matching a search (or the given ids, to name the chosen ones). */
  parties: (role: 'customer' | 'reseller', searchText: string, ids: readonly number[] = []) =>
    queryOptions({
      queryKey: [...contractQueries.all(), 'parties', role, searchText, ids] as const,
      queryFn: ({ signal }) => call(api.parties, { query: { role, searchText, ids: [...ids] } }, { signal }),
      staleTime: 60_000,
    }),
  /** Products a contract item can be, matching a search (or the given ids). */
  products: (searchText: string, ids: readonly number[] = []) =>
    queryOptions({
      queryKey: [...contractQueries.all(), 'products', searchText, ids] as const,
      queryFn: ({ signal }) => call(api.products, { query: { searchText, ids: [...ids] } }, { signal }),
      staleTime: 60_000,
    }),
  contractTypes: () => queries.reference('contractTypes', api.contractTypes),
  contractStatuses: () => queries.reference('contractStatuses', api.contractStatuses),
  partyTypes: () => queries.reference('partyTypes', api.partyTypes),
  dynamicSearchOptions: () => queries.reference('dynamicSearchOptions', api.dynamicSearchOptions),
  contractMetadatas: () => queries.reference('contractMetadatas', api.contractMetadatas),
  contractItemMetadatas: () => queries.reference('contractItemMetadatas', api.contractItemMetadatas),
  /** A party's contracts in figures (every change of a contract refreshes them: contract-mutations.ts). */
  partySummaries: () => [...contractQueries.all(), 'partySummary'] as const,
  partySummary: (party: PartySummaryQuery) =>
    queryOptions({
      queryKey: [...contractQueries.partySummaries(), party] as const,
      queryFn: ({ signal }) => call(api.partySummary, { query: party }, { signal }),
    }),
};

/** What the contracts list shows first: the page and its filters' options (its route loads them). */
export const contractListQueries = (query: ContractListQuery) => [
  contractQueries.list(query),
  contractQueries.contractTypes(),
  contractQueries.dynamicSearchOptions(),
  // The chosen parties' and products' names only: the filters find others on the server.
  ...(query.customerIds?.length ? [contractQueries.parties('customer', '', query.customerIds)] : []),
  ...(query.resellerIds?.length ? [contractQueries.parties('reseller', '', query.resellerIds)] : []),
  ...(query.productIds?.length ? [contractQueries.products('', query.productIds)] : []),
];
