import { createFileRoute } from '@tanstack/react-router';
import { requestListQueryOf, parseRequestLogSearch } from '@/features/request-log/request-log-filters';
import { RequestLogsPage } from '@/features/request-log/request-logs-page';
import { requireModule } from '@/lib/guards';
import { loadNamespaces } from '@/lib/i18n';
import { loadQueries } from '@/lib/query-client';
import { useUiStore } from '@/stores/ui-store';

/** /invoicerequests: the month runs' request logs, newest first. */
export const Route = createFileRoute('/_app/invoicerequests/')({
  validateSearch: (search) => parseRequestLogSearch(search),
  loaderDeps: ({ search }) => requestListQueryOf(search, useUiStore.getState().pageSize),
  beforeLoad: requireModule('requestlogs'),
  // The texts and the page, beside the route's code; the query factory too (a small chunk, out of the
  // start-up bundle: docs/architecture.md).
  loader: (match) =>
    Promise.all([
      loadNamespaces('requestLog'),
      import('@/features/request-log/api/request-log-api').then(({ requestLogQueries }) =>
        loadQueries(match, requestLogQueries.list(match.deps)),
      ),
    ]),
  component: RequestLogsPage,
});
