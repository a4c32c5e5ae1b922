import { createFileRoute } from '@tanstack/react-router';
import { MANUAL_INVOICE_FILTERS } from '@/features/manual-invoice/manual-invoice-filters';
import { ManualInvoicesPage } from '@/features/manual-invoice/manual-invoices-page';
import { requireModule } from '@/lib/guards';
import { loadNamespaces } from '@/lib/i18n';
import { listQueryOf, parseListSearch } from '@/lib/list-search';
import { loadQueries } from '@/lib/query-client';
import { useUiStore } from '@/stores/ui-store';
import { MANUAL_INVOICE_SORT_COLUMNS } from '@/shared/constants/manual-invoice';

/** /invoices/manualInvoices (beside $sub.tsx, which keeps the unknown sub-modules). */
export const Route = createFileRoute('/_app/invoices/manualInvoices')({
  validateSearch: (search) => parseListSearch(search, MANUAL_INVOICE_SORT_COLUMNS, MANUAL_INVOICE_FILTERS),
  loaderDeps: ({ search }) => listQueryOf(search, MANUAL_INVOICE_FILTERS, useUiStore.getState().pageSize),
  beforeLoad: requireModule('manualInvoices'),
  // The texts (the add dialog's units are the manual products'), the page and the filters' options
  // beside the route's code; the query factory too.
  loader: (match) =>
    Promise.all([
      loadNamespaces('manualInvoice', 'invoice', 'manualProduct'),
      import('@/features/manual-invoice/api/manual-invoice-api').then(({ manualInvoiceListQueries }) =>
        loadQueries(match, ...manualInvoiceListQueries(match.deps)),
      ),
    ]),
  component: ManualInvoicesPage,
});
