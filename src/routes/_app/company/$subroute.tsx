import { createFileRoute } from '@tanstack/react-router';
import { CompanyDetailPage } from '@/features/company/company-detail-page';
import { companyIdOf, parseCompanySearch } from '@/features/company/company-view';
import { requireModule } from '@/features/security/guards';
import { loadQueries } from '@/lib/query-client';

export const Route = createFileRoute('/_app/company/$subroute')({
  validateSearch: parseCompanySearch,
  beforeLoad: requireModule('company'),
  // The company and the reference lists its facts name load with the route's code (the query factory
  // too, out of the start-up bundle: docs/architecture.md).
  loader: (match) => {
    const id = companyIdOf(match.params.subroute);
    return id === null
      ? undefined
      : import('@/features/company/api/company-api').then(({ companyQueries }) =>
          loadQueries(match, companyQueries.detail(id), companyQueries.vatRegimes(), companyQueries.profiles()),
        );
  },
  component: CompanyDetailPage,
});
