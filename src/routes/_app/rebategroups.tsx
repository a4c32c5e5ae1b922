import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/lib/guards';
import { loadNamespaces } from '@/lib/i18n';
import { listQueryOf, parseListSearch } from '@/lib/list-search';
import { loadQueries } from '@/lib/query-client';
import { RebateGroupsPage } from '@/features/rebate-group/rebate-groups-page';
import { useUiStore } from '@/stores/ui-store';
import { REBATE_GROUP_SORT_COLUMNS } from '@/shared/constants/rebate-group';

export const Route = createFileRoute('/_app/rebategroups')({
  validateSearch: (search) => parseListSearch(search, REBATE_GROUP_SORT_COLUMNS),
  loaderDeps: ({ search }) => listQueryOf(search, {}, useUiStore.getState().pageSize),
  beforeLoad: requireModule('rebategroups'),
  loader: (match) =>
    Promise.all([
      loadNamespaces('rebateGroup'),
      import('@/features/rebate-group/api/rebate-group-api').then(({ rebateGroupQueries }) =>
        loadQueries(match, rebateGroupQueries.list(match.deps)),
      ),
    ]),
  component: RebateGroupsPage,
});
