import { createFileRoute } from '@tanstack/react-router';
import {
  parseRequestDetailSearch,
  requestDetailQueryOf,
  requestIdOf,
} from '@/features/request-log/request-log-filters';
import { RequestLogDetailPage } from '@/features/request-log/request-log-detail-page';
import { requireModule } from '@/lib/guards';
import { loadNamespaces } from '@/lib/i18n';
import { loadQueries } from '@/lib/query-client';
import { useUiStore } from '@/stores/ui-store';

/** /invoicerequests/{id}: a run with a page of its log lines. */
export const Route = createFileRoute('/_app/invoicerequests/$requestId')({
  validateSearch: (search) => parseRequestDetailSearch(search),
  loaderDeps: ({ search }) => requestDetailQueryOf(search, useUiStore.getState().pageSize),
  beforeLoad: requireModule('requestlogs'),
  loader: (match) => {
    const id = requestIdOf(match.params.requestId);
    // The query factory loads beside the route's code (out of the start-up bundle: docs/architecture.md).
    return Promise.all([
      loadNamespaces('requestLog'),
      id === null
        ? undefined
        : import('@/features/request-log/api/request-log-api').then(({ requestLogQueries }) =>
            loadQueries(match, requestLogQueries.detail(id, match.deps)),
          ),
    ]);
  },
  component: RequestLogDetailPage,
});
