/**
 * The manual invoices on the client, through their contract: the query-key factory (all -> lists ->
 * list(query); details -> detail(id); the customer, party type and contract type choices) and the
 * changes of a draft (create with its lines, the header, a line added or changed, lines deleted, the
 * draft deleted, approval). Each change refreshes the manualInvoices domain, which shows in the
 * invoices and companies (the catalogue's `shownIn`); approval is a change of the invoices, which
 * shows here too.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { domainQueries } from '@/lib/domain-queries';
import { useDomainMutation } from '@/lib/use-domain-mutation';
import type { QueryOf } from '@/shared/endpoints/endpoint';
import { invoiceRunEndpoints } from '@/shared/endpoints/invoice';
import { manualInvoiceEndpoints as api } from '@/shared/endpoints/manual-invoice';
import type {
  ManualInvoiceInput,
  ManualInvoiceLineAdd,
  ManualInvoiceLineUpdate,
  ManualInvoiceUpdate,
} from '@/shared/schemas/manual-invoice';
import { invoiceStatusHistory } from '@/features/invoice';
import type { PartyType } from '@/shared/constants/company';

export type ManualInvoiceListQuery = QueryOf<typeof api.list>;

const queries = domainQueries('manualInvoices');

export const manualInvoiceQueries = {
  ...queries.records(api),
  /** Active companies by name (50 at most): of the party types given, matching the text; the chosen ones by id. */
  customers: (searchText: string, partyTypes: readonly PartyType[] = [], ids: readonly number[] = []) =>
    queryOptions({
      queryKey: [...manualInvoiceQueries.all(), 'customers', searchText, partyTypes, ids] as const,
      queryFn: ({ signal }) =>
        call(
          api.customers,
          {
            query: {
              ...(searchText ? { searchText } : {}),
              ...(partyTypes.length ? { partyTypes: [...partyTypes] } : {}),
              ...(ids.length ? { ids: [...ids] } : {}),
            },
          },
          { signal },
        ),
      staleTime: 60_000,
    }),
  partyTypes: () => queries.reference('partyTypes', api.partyTypes),
  contractTypes: () => queries.reference('contractTypes', api.contractTypes),
};

/**
 * What the list's route loads: the page, and the filters' options (the contract types; the first
 * customers and the chosen ones).
 */
export const manualInvoiceListQueries = (query: ManualInvoiceListQuery) => [
  manualInvoiceQueries.list(query),
  manualInvoiceQueries.contractTypes(),
  ...(query.customerIds?.length ? [manualInvoiceQueries.customers('', [], query.customerIds)] : []),
];

/** What the detail's route loads: the manual invoice and its status history. */
export const manualInvoiceDetailQueries = (id: number) => [manualInvoiceQueries.detail(id), invoiceStatusHistory(id)];

/** A new manual invoice with its lines: answers its detail. The form shows field errors itself. */
export function useCreateManualInvoice() {
  return useDomainMutation({
    refreshes: 'manualInvoices',
    mutationFn: (body: ManualInvoiceInput) => call(api.create, { body }),
    meta: { suppressError: true, successMessage: 'manualInvoice:alerts.created' },
  });
}

/** A draft's header on the version on screen; the form shows field errors and a conflict itself. */
export function useUpdateManualInvoice() {
  return useDomainMutation({
    refreshes: 'manualInvoices',
    mutationFn: (body: ManualInvoiceUpdate) => call(api.update, { body }),
    meta: { suppressError: true },
  });
}

/** A line added to a draft, or one of its lines changed, on the draft's version. */
export function useSaveManualInvoiceLine() {
  return useDomainMutation({
    refreshes: 'manualInvoices',
    mutationFn: (body: ManualInvoiceLineAdd | ManualInvoiceLineUpdate) =>
      'invoiceLineId' in body ? call(api.updateLine, { body }) : call(api.addLine, { body }),
    meta: { suppressError: true },
  });
}

/** Lines of a draft deleted on its version: answers the draft as it is now (the screen says how many). */
export function useDeleteManualInvoiceLines() {
  return useDomainMutation({
    refreshes: 'manualInvoices',
    mutationFn: (query: { invoiceId: number; version: number; lineIds: number[] }) => call(api.deleteLines, { query }),
    meta: { suppressSuccess: true },
  });
}

/** A draft deleted on its version. */
export function useDeleteManualInvoice() {
  return useDomainMutation({
    refreshes: 'manualInvoices',
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      call(api.delete, { params: { id }, query: { version } }),
    meta: { successMessage: 'manualInvoice:alerts.deleted' },
  });
}

/** A draft approved at the version on screen (invoices/{id}/approve): answers the invoice with its number. */
export function useApproveManualInvoice() {
  return useDomainMutation({
    refreshes: 'invoices',
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      call(invoiceRunEndpoints.approve, { params: { id }, body: { version } }),
    meta: { suppressSuccess: true },
  });
}
