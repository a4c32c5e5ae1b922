import { createFileRoute } from '@tanstack/react-router';
import { loadDateRangeInputs } from '@/components/filters/load-date-range-inputs';
import { CONTRACT_FILTERS } from '@/features/contract/contract-filters';
import { ContractsPage } from '@/features/contract/contracts-page';
import { requireModule } from '@/features/security/guards';
import { loadNamespaces } from '@/lib/i18n';
import { listQueryOf, parseListSearch } from '@/lib/list-search';
import { loadQueries } from '@/lib/query-client';
import { useUiStore } from '@/stores/ui-store';
import { CONTRACT_SORT_COLUMNS } from '@/shared/constants/contract';

export const Route = createFileRoute('/_app/contract/')({
  validateSearch: (search) => parseListSearch(search, CONTRACT_SORT_COLUMNS, CONTRACT_FILTERS),
  loaderDeps: ({ search }) => listQueryOf(search, CONTRACT_FILTERS, useUiStore.getState().pageSize),
  beforeLoad: requireModule('contract'),
  // The page, its filters' options, the date filter's inputs and the texts, beside the route's code; the
  // query factory too (a small chunk, out of the start-up bundle: docs/architecture.md).
  loader: (match) =>
    Promise.all([
      loadNamespaces('contract'),
      loadDateRangeInputs().catch(() => undefined),
      import('@/features/contract/api/contract-api').then(({ contractListQueries }) =>
        loadQueries(match, ...contractListQueries(match.deps)),
      ),
    ]),
  component: ContractsPage,
});
