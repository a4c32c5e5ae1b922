/**
 * The invoices on the client: the query-key factory (lists, details, status histories, the
 * customers the filter offers). Read only here: approval and runs belong to the drafts screens.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { queryRoot } from '@/shared/catalogue';
import { contractContract } from '@/shared/contracts/contract';
import type { QueryOf } from '@/shared/contracts/endpoint';
import { invoiceContract as api } from '@/shared/contracts/invoice';

export type InvoiceListQuery = QueryOf<typeof api.invoices>;

export const invoiceQueries = {
  all: () => queryRoot('invoices'),
  lists: () => [...invoiceQueries.all(), 'list'] as const,
  list: (query: InvoiceListQuery) =>
    queryOptions({
      queryKey: [...invoiceQueries.lists(), query] as const,
      queryFn: ({ signal }) => call(api.invoices, { query }, { signal }),
      placeholderData: keepPreviousData,
    }),
  details: () => [...invoiceQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...invoiceQueries.details(), id] as const,
      queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }),
      // A missing invoice is a state of the screen, not an alert.
      meta: { suppressError: true },
    }),
  statusHistory: (id: number) =>
    queryOptions({
      queryKey: [...invoiceQueries.details(), id, 'status-history'] as const,
      queryFn: ({ signal }) => call(api.statusHistory, { params: { id } }, { signal }),
      meta: { suppressError: true },
    }),
  /**
   * The companies the customer filter offers: the chosen ones by id, else up to 50 matching the find
   * text (the contracts' party call: it needs the contract read right, so a refusal is no alert and the
   * screen shows the filter only to those who have it).
   */
  customers: (searchText: string, ids: readonly number[] = []) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'customers', searchText, ids] as const,
      queryFn: ({ signal }) =>
        call(contractContract.parties, { query: { role: 'customer', searchText, ids: [...ids] } }, { signal }),
      staleTime: 60_000,
      meta: { suppressError: true },
    }),
};

/** What the invoices list's route loads: the page and the customer filter's options. */
export const invoiceListQueries = (query: InvoiceListQuery) => [
  invoiceQueries.list(query),
  invoiceQueries.customers('', query.customerIds),
];

/** What the invoice detail's route loads. */
export const invoiceDetailQueries = (id: number) => [invoiceQueries.detail(id), invoiceQueries.statusHistory(id)];
