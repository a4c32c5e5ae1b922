import { createFileRoute } from '@tanstack/react-router';

import { ManualInvoiceDetailPage } from '@/features/manual-invoice/manual-invoice-detail-page';

import { requireModule } from '@/lib/guards';

import { loadNamespaces } from '@/lib/i18n';

import { loadQueries } from '@/lib/query-client';
import { idOfSegment } from '@/lib/url';

/** /invoices/manualInvoices/{id}: one manual invoice (not nested in the list's route: a page of its own). */
export const Route = createFileRoute('/_app/invoices/manualInvoices_/$invoiceId')({
  beforeLoad: requireModule('manualInvoices'),
  loader: (match) => {
    const id = idOfSegment(match.params.invoiceId);
    // The invoice texts for its lines, totals and history; the drafts' for selecting lines; the
    // manual products' for the units. The query factory loads beside the route's code.
    return Promise.all([
      loadNamespaces('manualInvoice', 'invoice', 'draft', 'manualProduct', 'enums'),
      id === null
        ? undefined
        : import('@/features/manual-invoice/api/manual-invoice-api').then(({ manualInvoiceDetailQueries }) =>
            loadQueries(match, ...manualInvoiceDetailQueries(id)),
          ),
    ]);
  },
  component: ManualInvoiceDetailPage,
});
