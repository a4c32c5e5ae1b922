/**
 * An invoice's detail, its status history and its payments, apart from the invoices' lists (invoice-api.ts): an
 * invoice's page and a manual invoice's page load only these.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { queryRoot } from '@/shared/catalogue';
import { invoiceEndpoints as api, invoicePaymentEndpoints } from '@/shared/endpoints/invoice';

/** Under every invoice's detail: any change of the invoices refreshes them. */
export const invoiceDetails = () => [...queryRoot('invoices'), 'detail'] as const;

export const invoiceDetail = (id: number) =>
  queryOptions({
    queryKey: [...invoiceDetails(), id] as const,
    queryFn: ({ signal }) => call(api.detail, { params: { id } }, { signal }),
    // A missing invoice is a state of the screen, not an alert.
    meta: { suppressError: true },
  });

/** The states an invoice went through; a refusal or a failure is shown by its block, not as an alert. */
export const invoiceStatusHistory = (id: number) =>
  queryOptions({
    queryKey: [...invoiceDetails(), id, 'status-history'] as const,
    queryFn: ({ signal }) => call(api.statusHistory, { params: { id } }, { signal }),
    meta: { suppressError: true },
  });

/** The invoice's payments, oldest first (reversed ones too); a failure is shown by its block. */
export const invoicePayments = (id: number) =>
  queryOptions({
    queryKey: [...invoiceDetails(), id, 'payments'] as const,
    queryFn: ({ signal }) => call(invoicePaymentEndpoints.payments, { params: { id } }, { signal }),
    meta: { suppressError: true },
  });

/** What the invoice detail's route loads. */
export const invoiceDetailQueries = (id: number) => [invoiceDetail(id), invoiceStatusHistory(id), invoicePayments(id)];
