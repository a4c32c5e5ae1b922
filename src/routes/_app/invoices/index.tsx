import { createFileRoute } from '@tanstack/react-router';
import { InvoicingPage } from '@/features/dashboard/invoicing-page';
import { requireModule } from '@/lib/guards';
import { loadNamespaces } from '@/lib/i18n';
import { loadQueries } from '@/lib/query-client';

/** /invoices: the invoicing landing page, its sub-pages with their figures (loaded with the route, on the server too). */
export const Route = createFileRoute('/_app/invoices/')({
  beforeLoad: requireModule('invoices'),
  loader: (match) =>
    Promise.all([
      loadNamespaces('dashboard'),
      import('@/features/dashboard/api/dashboard-api').then(({ invoicingQueries }) =>
        loadQueries(match, ...invoicingQueries(match.context.rights.functionalityAccessRights)),
      ),
    ]),
  component: InvoicingPage,
});
