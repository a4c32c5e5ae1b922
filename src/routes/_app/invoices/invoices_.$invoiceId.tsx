import { createFileRoute } from '@tanstack/react-router';
import { recordRoute } from '@/components/detail/record-route';
import { InvoiceDetailPage } from '@/features/invoice/invoice-detail-page';

const record = recordRoute({
  module: 'invoices',
  param: 'invoiceId',
  namespaces: ['invoice'],
  queries: async (id) => (await import('@/features/invoice/api/invoice-payments-api')).invoiceDetailQueries(id),
});

/** /invoices/invoices/{id}: one invoice (not nested in the list's route: a page of its own). */
export const Route = createFileRoute('/_app/invoices/invoices_/$invoiceId')({
  ...record,
  component: InvoiceDetailPage,
});
