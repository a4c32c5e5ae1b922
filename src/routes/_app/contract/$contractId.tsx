import { createFileRoute } from '@tanstack/react-router';
import { recordRoute } from '@/components/detail/record-route';
import { ContractDetailPage } from '@/features/contract/contract-detail-page';
import { parseContractSearch } from '@/features/contract/contract-view';

// The contract (with its items), its metadata definitions and the texts load beside the route's code.
const record = recordRoute({
  module: 'contract',
  param: 'contractId',
  namespaces: ['contract', 'enums'],
  queries: async (id) => {
    const { contractQueries } = await import('@/features/contract/api/contract-api');
    return [contractQueries.detail(id), contractQueries.contractMetadatas()];
  },
});

export const Route = createFileRoute('/_app/contract/$contractId')({
  validateSearch: parseContractSearch,
  ...record,
  component: ContractDetailPage,
});
