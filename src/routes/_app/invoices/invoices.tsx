import { createFileRoute } from '@tanstack/react-router';
import { invoiceListQueryOf, parseInvoiceSearch } from '@/features/invoice/invoice-filters';
import { InvoicesPage } from '@/features/invoice/invoices-page';
import { requireModule } from '@/lib/guards';
import { loadNamespaces } from '@/lib/i18n';
import { loadQueries } from '@/lib/query-client';
import { useUiStore } from '@/stores/ui-store';

/** /invoices/invoices: the approved invoices (beside $sub.tsx, which keeps the other sub-modules). */
export const Route = createFileRoute('/_app/invoices/invoices')({
  validateSearch: (search) => parseInvoiceSearch(search),
  loaderDeps: ({ search }) => ({
    query: invoiceListQueryOf(search, useUiStore.getState().pageSize),
    view: search.view,
  }),
  beforeLoad: requireModule('invoices'),
  // The texts, the page (invoices or per customer), the summary and the customer filter's options,
  // beside the route's code; the query factory too (a small chunk, out of the start-up bundle:
  // docs/architecture.md).
  loader: (match) =>
    Promise.all([
      loadNamespaces('invoice'),
      import('@/features/invoice/api/invoice-api').then(({ invoiceListQueries }) =>
        loadQueries(match, ...invoiceListQueries(match.deps.query, match.deps.view)),
      ),
    ]),
  component: InvoicesPage,
});
