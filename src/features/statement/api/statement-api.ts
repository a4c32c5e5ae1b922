/**
 * Bank statements on the client (docs/domain.md "Bank statements"): the query-key factory of the
 * statements list, a statement with its lines, the money not on an invoice per customer, and the open
 * invoices a line can be re-assigned to. The keys live under the invoices domain (the server announces
 * an import's and a confirmation's changes as `invoices`), so the hub and a confirmation refresh them.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { queryRoot } from '@/shared/catalogue';
import { bankStatementEndpoints as api } from '@/shared/endpoints/bank-statement';
import type { QueryOf } from '@/shared/endpoints/endpoint';
import { invoiceEndpoints } from '@/shared/endpoints/invoice';
import { OPEN_STATES } from '@/shared/invoice-states';

export type StatementListQuery = QueryOf<typeof api.list>;

const all = () => [...queryRoot('invoices'), 'statements'] as const;

export const statementQueries = {
  all,
  lists: () => [...all(), 'list'] as const,
  details: () => [...all(), 'detail'] as const,
  list: (query: StatementListQuery) =>
    queryOptions({
      queryKey: [...statementQueries.lists(), query] as const,
      queryFn: ({ signal }) => call(api.list, { query }, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** A statement with every line: a missing one is a state of the screen, not an alert. */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...statementQueries.details(), id] as const,
      queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }),
      meta: { suppressError: true },
    }),
  /** Per customer: the proposed and unmatched money, and what was paid beyond an invoice. */
  unmatchedByCustomer: () =>
    queryOptions({
      queryKey: [...all(), 'unmatched-by-customer'] as const,
      queryFn: ({ signal }) => call(api.unmatchedByCustomer, {}, { signal }),
      meta: { suppressError: true },
    }),
  /** The open invoices (not credit notes) whose number or customer holds the text: a re-assignment's choices. */
  openInvoices: (searchText: string) =>
    queryOptions({
      queryKey: [...all(), 'open-invoices', searchText] as const,
      queryFn: async ({ signal }) =>
        (
          await call(
            invoiceEndpoints.invoices,
            {
              query: {
                searchText,
                states: [...OPEN_STATES],
                types: ['invoice'],
                pageIndex: 1,
                pageSize: 20,
                orderBys: ['documentNumber'],
              },
            },
            { signal },
          )
        ).items,
      staleTime: 30_000,
    }),
};

/** What the statements list's route loads: the page and the unmatched amounts per customer. */
export const statementListQueries = (query: StatementListQuery) => [
  statementQueries.list(query),
  statementQueries.unmatchedByCustomer(),
];

/** What a statement's route loads. */
export const statementDetailQueries = (id: number) => [statementQueries.detail(id)];
