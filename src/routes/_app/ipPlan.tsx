import { createFileRoute } from '@tanstack/react-router';
import { IpRangesPage } from '@/features/ip-range/ip-ranges-page';
import { requireModule } from '@/lib/guards';
import { loadNamespaces } from '@/lib/i18n';
import { listQueryOf, parseListSearch } from '@/lib/list-search';
import { loadQueries } from '@/lib/query-client';
import { useUiStore } from '@/stores/ui-store';
import { IP_RANGE_SORT_COLUMNS } from '@/shared/constants/ip-range';

export const Route = createFileRoute('/_app/ipPlan')({
  validateSearch: (search) => parseListSearch(search, IP_RANGE_SORT_COLUMNS),
  loaderDeps: ({ search }) => listQueryOf(search, {}, useUiStore.getState().pageSize),
  beforeLoad: requireModule('ipplan'),
  // The page's rows and texts beside the route's code; the query factory too (docs/architecture.md).
  loader: (match) =>
    Promise.all([
      loadNamespaces('ipRange'),
      import('@/features/ip-range/api/ip-range-api').then(({ ipRangeQueries }) =>
        loadQueries(match, ipRangeQueries.list(match.deps)),
      ),
    ]),
  component: IpRangesPage,
});
