import { createFileRoute } from '@tanstack/react-router';
import { __pascal__DetailPage } from '@/features/__kebab__/__kebab__-detail-page';
import { requireModule } from '@/lib/guards';
import { loadNamespaces } from '@/lib/i18n';
import { loadQueries } from '@/lib/query-client';
import { idOfSegment } from '@/lib/url';

/** __detailPath__: one record (a page of its own, not nested in the list's route). */
export const Route = createFileRoute('__detailRouteId__')({
  beforeLoad: requireModule('__moduleKey__'),
  loader: (match) => {
    const id = idOfSegment(match.params.id);
    // The texts and the record, the query factory loaded beside the route's code.
    return Promise.all([
      loadNamespaces('__camel__'),
      id === null
        ? undefined
        : import('@/features/__kebab__/api/__kebab__-api').then(({ __camel__Queries }) =>
            loadQueries(match, __camel__Queries.detail(id)),
          ),
    ]);
  },
  component: __pascal__DetailPage,
});
