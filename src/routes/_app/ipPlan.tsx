import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { ipRangeList } from '@/features/ip-range/ip-range-list';
import { IpRangesPage } from '@/features/ip-range/ip-ranges-page';

const list = listRoute(ipRangeList);

export const Route = createFileRoute('/_app/ipPlan')({ ...list, component: IpRangesPage });
