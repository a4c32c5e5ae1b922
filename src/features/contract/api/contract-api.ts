/**
 * The contract domain on the client, through its contract: the query-key factory (all -> lists ->
 * list(query), details -> detail(id) and its versions, the reference lists) and the mutation hooks
 * (header, items, status moves).
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { showAlert, translateMessage } from '@/lib/alerts';
import { call } from '@/lib/http';
import { invalidateDomain } from '@/lib/query-client';
import { queryRoot } from '@/shared/catalogue';
import type { QueryOf } from '@/shared/contracts/endpoint';
import { contractContract as api } from '@/shared/contracts/contract';
import type { ContractTransition } from '@/shared/schemas/constants';
import type {
  ContractInput,
  ContractItemInput,
  ContractItemUpdate,
  ContractTransfer,
  ContractUpdate,
} from '@/shared/schemas/contract';

export type ContractListQuery = QueryOf<typeof api.list>;

/** Reference data changes rarely: kept for an hour. */
const REFERENCE_STALE_MS = 60 * 60_000;

const reference = <T>(name: string, fetch: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({
    queryKey: [...contractQueries.all(), name] as const,
    queryFn: ({ signal }) => fetch(signal),
    staleTime: REFERENCE_STALE_MS,
  });

export const contractQueries = {
  all: () => queryRoot('contracts'),
  lists: () => [...contractQueries.all(), 'list'] as const,
  list: (query: ContractListQuery) =>
    queryOptions({
      queryKey: [...contractQueries.lists(), query] as const,
      queryFn: ({ signal }) => call(api.list, { query }, { signal }),
      placeholderData: keepPreviousData,
    }),
  details: () => [...contractQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...contractQueries.details(), id] as const,
      queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }),
      // A missing contract is a state of the screen, not an alert.
      meta: { suppressError: true },
    }),
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
  contractTypes: () => reference('contractTypes', (signal) => call(api.contractTypes, {}, { signal })),
  contractStatuses: () => reference('contractStatuses', (signal) => call(api.contractStatuses, {}, { signal })),
  partyTypes: () => reference('partyTypes', (signal) => call(api.partyTypes, {}, { signal })),
  dynamicSearchOptions: () =>
    reference('dynamicSearchOptions', (signal) => call(api.dynamicSearchOptions, {}, { signal })),
  contractMetadatas: () => reference('contractMetadatas', (signal) => call(api.contractMetadatas, {}, { signal })),
  contractItemMetadatas: () =>
    reference('contractItemMetadatas', (signal) => call(api.contractItemMetadatas, {}, { signal })),
};

/** What the contracts list shows first: the page and its filters' options (its route loads them). */
export const contractListQueries = (query: ContractListQuery) => [
  contractQueries.list(query),
  contractQueries.contractTypes(),
  contractQueries.dynamicSearchOptions(),
  contractQueries.parties('customer', '', query.customerIds),
  contractQueries.parties('reseller', '', query.resellerIds),
  contractQueries.products('', query.productIds),
];

/** After a change the cached contract lists and details are refreshed (not the reference lists). */
function useRefreshContracts() {
  const queryClient = useQueryClient();
  return () => invalidateDomain(queryClient, 'contracts', [contractQueries.lists(), contractQueries.details()]);
}

/** Create or update the header; the form shows field errors and conflicts itself. */
export function useSaveContract() {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: (input: ContractInput | ContractUpdate) =>
      'contractId' in input ? call(api.update, { body: input }) : call(api.create, { body: input }),
    meta: { suppressError: true },
    onSettled: refresh,
  });
}

/** Add or edit one item; the dialog shows field errors and conflicts itself. */
export function useSaveContractItem() {
  const refresh = useRefreshContracts();
  return useMutation({
    /** Answers the saved item's id. */
    mutationFn: async (input: ContractItemInput | ContractItemUpdate): Promise<{ contractItemId: number }> => {
      if (!('contractItemId' in input)) return call(api.createItem, { body: input });
      await call(api.updateItem, { body: input });
      return { contractItemId: input.contractItemId };
    },
    meta: { suppressError: true },
    onSettled: refresh,
  });
}

/** Every item's unit price again from the product rules: says whether a price changed (a new version) or none did. */
export function useCalculatePrices() {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: ({ contractId, version }: { contractId: number; version: number }) =>
      call(api.calculatePrices, { body: { contractId, version } }),
    onSuccess: (contract, { version }) =>
      showAlert(
        contract.version === version ? 'info' : 'success',
        translateMessage(
          contract.version === version ? 'contract:detail.pricesUpToDate' : 'contract:detail.pricesCalculated',
        ),
      ),
    onSettled: refresh,
  });
}

/** A transfer to another party: both contracts come back (the wizard shows them). */
export function useTransferContract() {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: ({ contractId, body }: { contractId: number; body: ContractTransfer }) =>
      call(api.transfer, { params: { id: contractId }, body }),
    meta: { suppressError: true, successMessage: 'contract:transfer.success' },
    onSettled: refresh,
  });
}

const CONTRACT_MOVES = {
  activate: api.activate,
  activeToQuote: api.activeToQuote,
  activeToActiveNoInvoice: api.activeToActiveNoInvoice,
  suspend: api.suspend,
} as const;
const ITEM_MOVES = {
  activate: api.activateItems,
  activeToQuote: api.activeToQuoteItems,
  activeToActiveNoInvoice: api.activeToActiveNoInvoiceItems,
  suspend: api.suspendItems,
} as const;

/** A status move of a whole contract (after the screen's confirmation). */
export function useContractTransition() {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: ({ move, contractId, version }: { move: ContractTransition; contractId: number; version: number }) =>
      call(CONTRACT_MOVES[move], { params: { id: contractId }, body: { version } }),
    meta: { successMessage: 'contract:statusChanged' },
    onSettled: refresh,
  });
}

/** A status move of selected items: one request, an outcome per item (the screen reports the refused ones). */
export function useContractItemsTransition() {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: ({
      move,
      ...body
    }: {
      move: ContractTransition;
      contractId: number;
      version: number;
      contractItemIds: number[];
    }) => call(ITEM_MOVES[move], { body }),
    onSettled: refresh,
  });
}
