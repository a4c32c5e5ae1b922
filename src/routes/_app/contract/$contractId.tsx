import { createFileRoute } from '@tanstack/react-router';

import { ContractDetailPage } from '@/features/contract/contract-detail-page';

import { parseContractSearch } from '@/features/contract/contract-view';
import { requireModule } from '@/lib/guards';

import { loadNamespaces } from '@/lib/i18n';

import { loadQueries } from '@/lib/query-client';
import { idOfSegment } from '@/lib/url';

export const Route = createFileRoute('/_app/contract/$contractId')({
  validateSearch: parseContractSearch,
  beforeLoad: requireModule('contract'),
  // The contract (with its items), its metadata definitions and the texts load beside the route's
  // code; the query factory itself too (a small chunk, out of the start-up bundle: docs/overview.md).
  loader: (match) => {
    const id = idOfSegment(match.params.contractId);
    return Promise.all([
      loadNamespaces('contract', 'enums'),
      id === null
        ? undefined
        : import('@/features/contract/api/contract-api').then(({ contractQueries }) =>
            loadQueries(match, contractQueries.detail(id), contractQueries.contractMetadatas()),
          ),
    ]);
  },
  component: ContractDetailPage,
});
