import { createFileRoute } from '@tanstack/react-router';
import { CompanyDetailPage } from '@/features/company/company-detail-page';
import { companyIdOf, parseCompanySearch } from '@/features/company/company-view';
import { requireModule } from '@/lib/guards';
import { loadQueries } from '@/lib/query-client';

export const Route = createFileRoute('/_app/company/$subroute')({
  validateSearch: parseCompanySearch,
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  beforeLoad: requireModule('company'),
  // The company and the reference lists its facts name load with the route's code (the query factory
  // too, out of the start-up bundle: docs/overview.md); the Invoices tab's texts, code, figures and
  // first page with it when that tab is asked for.
  loader: (match) => {
    const id = companyIdOf(match.params.subroute);
    if (id === null) return undefined;
    return Promise.all([
      import('@/features/company/api/company-api').then(({ companyQueries }) =>
        loadQueries(match, companyQueries.detail(id), companyQueries.vatRegimes(), companyQueries.profiles()),
      ),
      match.deps.tab === 'invoices'
        ? import('@/features/company/api/company-invoice-api').then(({ loadInvoicesTab }) => loadInvoicesTab(match, id))
        : undefined,
    ]).then(() => undefined);
  },
  component: CompanyDetailPage,
});
