import { createFileRoute } from '@tanstack/react-router';
import { recordRoute } from '@/components/detail/record-route';
import { RoleDetailPage } from '@/features/access/role-detail-page';

const record = recordRoute({
  module: 'roles',
  namespaces: ['access'],
  queries: async (id) => [(await import('@/features/access/api/access-api')).roleQueries.detail(id)],
});

/** /roles/$id: one role (a page of its own, not nested in the list's route). */
export const Route = createFileRoute('/_app/roles_/$id')({ ...record, component: RoleDetailPage });
