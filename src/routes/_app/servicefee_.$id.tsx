import { createFileRoute } from '@tanstack/react-router';
import { recordRoute } from '@/components/detail/record-route';
import { ServiceFeeDetailPage } from '@/features/service-fee/service-fee-detail-page';

const record = recordRoute({
  module: 'servicefee',
  namespaces: ['serviceFee'],
  queries: async (id) => [(await import('@/features/service-fee/api/service-fee-api')).serviceFeeQueries.detail(id)],
});

/** /servicefee/$id: one document (a page of its own, not nested in the list's route). */
export const Route = createFileRoute('/_app/servicefee_/$id')({ ...record, component: ServiceFeeDetailPage });
