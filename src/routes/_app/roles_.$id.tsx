import { createFileRoute } from '@tanstack/react-router';
import { RoleDetailPage } from '@/features/access/role-detail-page';
import { requireModule } from '@/lib/guards';
import { loadNamespaces } from '@/lib/i18n';
import { loadQueries } from '@/lib/query-client';
import { idOfSegment } from '@/lib/url';

/** /roles/$id: one role (a page of its own, not nested in the list's route). */
export const Route = createFileRoute('/_app/roles_/$id')({
  beforeLoad: requireModule('roles'),
  loader: (match) => {
    const id = idOfSegment(match.params.id);
    return Promise.all([
      loadNamespaces('access'),
      id === null
        ? undefined
        : import('@/features/access/api/access-api').then(({ roleQueries }) =>
            loadQueries(match, roleQueries.detail(id)),
          ),
    ]);
  },
  component: RoleDetailPage,
});
