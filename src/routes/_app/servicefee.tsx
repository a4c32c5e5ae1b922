import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { serviceFeeList } from '@/features/service-fee/service-fee-list';
import { ServiceFeesPage } from '@/features/service-fee/service-fees-page';

const list = listRoute(serviceFeeList);

export const Route = createFileRoute('/_app/servicefee')({ ...list, component: ServiceFeesPage });
