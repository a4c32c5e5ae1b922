import { createFileRoute } from '@tanstack/react-router';
import { recordRoute } from '@/components/detail/record-route';
import { EntityDetailPage } from '@/features/access/entity-detail-page';

const record = recordRoute({
  module: 'entities',
  namespaces: ['access'],
  queries: async (id) => [(await import('@/features/access/api/access-api')).entityQueries.detail(id)],
});

/** /entities/$id: one staff user (a page of its own, not nested in the list's route). */
export const Route = createFileRoute('/_app/entities_/$id')({ ...record, component: EntityDetailPage });
