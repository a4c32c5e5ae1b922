import { createFileRoute } from '@tanstack/react-router';
import { InvoicingPage } from '@/features/dashboard/invoicing-page';
import { requireModule } from '@/lib/guards';
import { loadNamespaces } from '@/lib/i18n';
import { loadQueries } from '@/lib/query-client';
import { hasRight } from '@/shared/access';

/** /invoices: the invoicing landing page, its sub-pages with their figures (loaded with the route, on the server too). */
export const Route = createFileRoute('/_app/invoices/')({
  beforeLoad: requireModule('invoices'),
  loader: (match) => {
    const rights = match.context.rights.functionalityAccessRights;
    return Promise.all([
      loadNamespaces('dashboard'),
      import('@/features/dashboard/api/dashboard-api').then(({ dashboardQueries: q }) =>
        loadQueries(
          match,
          ...[
            hasRight(rights, 'invoices', 'read') && q.invoices(),
            hasRight(rights, 'drafts', 'read') && q.monthRun(),
            hasRight(rights, 'manualInvoices', 'read') && q.manualInvoices(),
            hasRight(rights, 'requestlogs', 'read') && q.lastRun(),
          ].filter((query) => query !== false),
        ),
      ),
    ]);
  },
  component: InvoicingPage,
});
