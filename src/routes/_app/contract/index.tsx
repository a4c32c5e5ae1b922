import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { contractList } from '@/features/contract/contract-list';
import { ContractsPage } from '@/features/contract/contracts-page';

const list = listRoute(contractList);

export const Route = createFileRoute('/_app/contract/')({ ...list, component: ContractsPage });
