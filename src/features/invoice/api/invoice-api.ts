/**
 * The invoices on the client: the query-key factory (lists, their summary and figures per customer,
 * details, status histories, the customers the filter offers). Read only here: approval and runs belong to the drafts screens.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { domainQueries } from '@/lib/domain-queries';
import { invoiceCustomerEndpoints } from '@/shared/endpoints/invoice-customer';
import type { QueryOf } from '@/shared/endpoints/endpoint';
import { invoiceEndpoints as api, invoiceMailingEndpoints } from '@/shared/endpoints/invoice';
import { invoiceDetail, invoiceDetails, invoiceStatusHistory } from './invoice-detail-api';

export type InvoiceListQuery = QueryOf<typeof api.invoices>;

/** The list's filters and search, without its paging and sort: what its summary sums. */
const filtersOf = ({ pageIndex: _page, pageSize: _size, orderBys: _order, ...filters }: InvoiceListQuery) => filters;

const queries = domainQueries('invoices');

export const invoiceQueries = {
  ...queries.keys,
  list: queries.listOf(api.invoices),
  /** The invoices the list's filters match, in figures (count, totals, paid, open). */
  summary: (query: InvoiceListQuery) => {
    const filters = filtersOf(query);
    return queryOptions({
      queryKey: [...invoiceQueries.lists(), 'summary', filters] as const,
      queryFn: ({ signal }) => call(api.invoicesSummary, { query: filters }, { signal }),
      placeholderData: keepPreviousData,
    });
  },
  /** A page of the invoiced companies with their figures for the list's filters, largest open amount first. */
  customerSummary: (query: InvoiceListQuery) => {
    const { orderBys: _order, ...paged } = query;
    return queryOptions({
      queryKey: [...invoiceQueries.lists(), 'customersummary', paged] as const,
      queryFn: ({ signal }) => call(api.customerSummary, { query: paged }, { signal }),
      placeholderData: keepPreviousData,
    });
  },
  details: invoiceDetails,
  detail: invoiceDetail,
  statusHistory: invoiceStatusHistory,
  /**
   * The companies the customer filter offers: the invoiced ones (with invoices or drafts), the chosen
   * ones by id, else up to 50 matching the find text. It needs the invoices read right: a refusal (a
   * drafts-only account) is no alert, and the screen shows the filter only to those who have it.
   */
  customers: (searchText: string, ids: readonly number[] = []) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'customers', searchText, ids] as const,
      queryFn: ({ signal }) =>
        call(invoiceCustomerEndpoints.byPartyType, { query: { searchText, ids: [...ids] } }, { signal }),
      staleTime: 60_000,
      meta: { suppressError: true },
    }),
};

/**
 * What the invoices list's route loads: the page (of invoices, or per customer) with the summary,
 * and the customer filter's options.
 */
export const invoiceListQueries = (query: InvoiceListQuery, { view }: { view?: 'customers' }) => [
  view === 'customers' ? invoiceQueries.customerSummary(query) : invoiceQueries.list(query),
  invoiceQueries.summary(query),
  ...(query.customerIds?.length ? [invoiceQueries.customers('', query.customerIds)] : []),
];

/**
 * A mailing's progress and outcomes (sending invoices by e-mail): read every second while it is
 * pending, then no more (a finished mailing does not change).
 */
export const invoiceMailingQueries = {
  mailing: (id: number) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'mailing', id] as const,
      queryFn: ({ signal }) => call(invoiceMailingEndpoints.mailing, { params: { id } }, { signal }),
      refetchInterval: (query) => (query.state.data?.status === 'finished' ? false : 1000),
      meta: { suppressError: true },
    }),
};
