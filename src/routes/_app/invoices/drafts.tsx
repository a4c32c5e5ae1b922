import { createFileRoute } from '@tanstack/react-router';
import { DraftsPage } from '@/features/draft/drafts-page';
import { parseDraftSearch } from '@/features/draft/draft-filters';
import { requireModule } from '@/lib/guards';
import { loadNamespaces } from '@/lib/i18n';
import { loadQueries } from '@/lib/query-client';
import { useUiStore } from '@/stores/ui-store';

/** /invoices/drafts: the month run's drafts, or a simulation's (beside $sub.tsx, which keeps the other sub-modules). */
export const Route = createFileRoute('/_app/invoices/drafts')({
  validateSearch: (search) => parseDraftSearch(search),
  loaderDeps: ({ search }) => ({ search, pageSize: useUiStore.getState().pageSize }),
  beforeLoad: requireModule('drafts'),
  // The texts, the page and its summary, beside the route's code; the query factory too (a small
  // chunk, out of the start-up bundle: docs/architecture.md).
  loader: (match) => {
    const { search, pageSize } = match.deps;
    return Promise.all([
      loadNamespaces('draft', 'invoice', 'requestLog'),
      import('@/features/draft/api/draft-api').then(({ draftListQueries }) =>
        loadQueries(match, ...draftListQueries(search, pageSize)),
      ),
    ]);
  },
  component: DraftsPage,
});
