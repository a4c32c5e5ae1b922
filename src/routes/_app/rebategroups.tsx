import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/features/security/guards';
import { loadNamespaces } from '@/lib/i18n';
import { RebateGroupsPage } from '@/features/rebate-group/rebate-groups-page';
import { parseListSearch } from '@/lib/list-search';
import { REBATE_GROUP_SORT_COLUMNS } from '@/shared/contracts/rebate-group';

export const Route = createFileRoute('/_app/rebategroups')({
  validateSearch: (search) => parseListSearch(search, REBATE_GROUP_SORT_COLUMNS),
  beforeLoad: requireModule('rebategroups'),
  loader: () => loadNamespaces('rebateGroup'),
  component: RebateGroupsPage,
});
