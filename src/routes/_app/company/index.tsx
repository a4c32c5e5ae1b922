import { createFileRoute } from '@tanstack/react-router';
import { CompaniesPage } from '@/features/company/companies-page';
import { COMPANY_FILTERS } from '@/features/company/company-list';
import { requireModule } from '@/lib/guards';
import { listQueryOf, parseListSearch } from '@/lib/list-search';
import { loadQueries } from '@/lib/query-client';
import { useUiStore } from '@/stores/ui-store';
import { COMPANY_SORT_COLUMNS } from '@/shared/constants/company';

export const Route = createFileRoute('/_app/company/')({
  validateSearch: (search) => parseListSearch(search, COMPANY_SORT_COLUMNS, COMPANY_FILTERS),
  loaderDeps: ({ search }) => listQueryOf(search, COMPANY_FILTERS, useUiStore.getState().pageSize),
  beforeLoad: requireModule('company'),
  // The page and its filters' options, at once with the route's code (the query factory too).
  loader: (match) =>
    import('@/features/company/api/company-api').then(({ companyListQueries }) =>
      loadQueries(match, ...companyListQueries(match.deps)),
    ),
  component: CompaniesPage,
});
