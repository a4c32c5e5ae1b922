import { createFileRoute } from '@tanstack/react-router';
import { EntityDetailPage } from '@/features/access/entity-detail-page';
import { requireModule } from '@/lib/guards';
import { loadNamespaces } from '@/lib/i18n';
import { loadQueries } from '@/lib/query-client';
import { idOfSegment } from '@/lib/url';

/** /entities/$id: one staff user (a page of its own, not nested in the list's route). */
export const Route = createFileRoute('/_app/entities_/$id')({
  beforeLoad: requireModule('entities'),
  loader: (match) => {
    const id = idOfSegment(match.params.id);
    return Promise.all([
      loadNamespaces('access'),
      id === null
        ? undefined
        : import('@/features/access/api/access-api').then(({ entityQueries }) =>
            loadQueries(match, entityQueries.detail(id)),
          ),
    ]);
  },
  component: EntityDetailPage,
});
