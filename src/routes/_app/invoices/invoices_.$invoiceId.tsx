import { createFileRoute } from '@tanstack/react-router';

import { InvoiceDetailPage } from '@/features/invoice/invoice-detail-page';

import { requireModule } from '@/lib/guards';

import { loadNamespaces } from '@/lib/i18n';

import { loadQueries } from '@/lib/query-client';
import { idOfSegment } from '@/lib/url';

/** /invoices/invoices/{id}: one invoice (not nested in the list's route: a page of its own). */
export const Route = createFileRoute('/_app/invoices/invoices_/$invoiceId')({
  beforeLoad: requireModule('invoices'),
  loader: (match) => {
    const id = idOfSegment(match.params.invoiceId);
    // The query factory loads beside the route's code (out of the start-up bundle: docs/architecture.md).
    return Promise.all([
      loadNamespaces('invoice'),
      id === null
        ? undefined
        : import('@/features/invoice/api/invoice-detail-api').then(({ invoiceDetailQueries }) =>
            loadQueries(match, ...invoiceDetailQueries(id)),
          ),
    ]);
  },
  component: InvoiceDetailPage,
});
