import { createFileRoute } from '@tanstack/react-router';
import { recordRoute } from '@/components/detail/record-route';
import { ManualInvoiceDetailPage } from '@/features/manual-invoice/manual-invoice-detail-page';

const record = recordRoute({
  module: 'manualInvoices',
  param: 'invoiceId',
  // The invoice texts for its lines, totals and history; the drafts' for selecting lines; the
  // manual products' for the units.
  namespaces: ['manualInvoice', 'invoice', 'draft', 'manualProduct', 'enums'],
  queries: async (id) =>
    (await import('@/features/manual-invoice/api/manual-invoice-api')).manualInvoiceDetailQueries(id),
});

/** /invoices/manualInvoices/{id}: one manual invoice (not nested in the list's route: a page of its own). */
export const Route = createFileRoute('/_app/invoices/manualInvoices_/$invoiceId')({
  ...record,
  component: ManualInvoiceDetailPage,
});
