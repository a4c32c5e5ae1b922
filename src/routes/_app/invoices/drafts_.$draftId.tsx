import { createFileRoute } from '@tanstack/react-router';

import { DraftDetailPage } from '@/features/draft/draft-detail-page';

import { requireModule } from '@/lib/guards';

import { loadNamespaces } from '@/lib/i18n';

import { loadQueries } from '@/lib/query-client';
import { idOfSegment } from '@/lib/url';

/** /invoices/drafts/{id}: one draft; `?simulation=true` for a simulation's (not nested in the list's route). */
export const Route = createFileRoute('/_app/invoices/drafts_/$draftId')({
  validateSearch: (search): { simulation?: true } =>
    search.simulation === true || search.simulation === 'true' ? { simulation: true } : {},
  loaderDeps: ({ search }) => ({ simulation: search.simulation === true }),
  beforeLoad: requireModule('drafts'),
  loader: (match) => {
    const id = idOfSegment(match.params.draftId);
    return Promise.all([
      loadNamespaces('draft', 'invoice'),
      id === null
        ? undefined
        : import('@/features/draft/api/draft-api').then(({ draftQueries }) =>
            loadQueries(match, draftQueries.detail(id, match.deps.simulation)),
          ),
    ]);
  },
  component: DraftDetailPage,
});
