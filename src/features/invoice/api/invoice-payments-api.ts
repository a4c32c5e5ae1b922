/**
 * An invoice's payments (docs/domain.md "Invoice life: payments"), and what the invoice's page loads:
 * its detail, status history and payments. Apart from invoice-detail-api.ts, so the pages that show
 * an invoice's history without its payments (a manual invoice's) do not carry them.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { invoicePaymentEndpoints } from '@/shared/endpoints/payment';
import { invoiceDetail, invoiceDetails, invoiceStatusHistory } from './invoice-detail-api';

/** The invoice's payments, oldest first (reversed ones too); a failure is shown by its block. */
export const invoicePayments = (id: number) =>
  queryOptions({
    queryKey: [...invoiceDetails(), id, 'payments'] as const,
    queryFn: ({ signal }) => call(invoicePaymentEndpoints.payments, { params: { id } }, { signal }),
    meta: { suppressError: true },
  });

/** What the invoice detail's route loads. */
export const invoiceDetailQueries = (id: number) => [invoiceDetail(id), invoiceStatusHistory(id), invoicePayments(id)];
