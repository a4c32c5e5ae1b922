import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { rebateGroupList } from '@/features/rebate-group/rebate-group-list';
import { RebateGroupsPage } from '@/features/rebate-group/rebate-groups-page';

const list = listRoute(rebateGroupList);

export const Route = createFileRoute('/_app/rebategroups')({ ...list, component: RebateGroupsPage });
