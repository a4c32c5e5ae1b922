import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { loadNamespaces } from '@/lib/i18n';
import { loadQueries } from '@/lib/query-client';

/**
 * The dashboard: the tiles of the modules the user may read, their figures loaded with the route (on
 * the server too, for the first paint), the query factory imported when the route loads.
 */
export const Route = createFileRoute('/_app/')({
  loader: (match) =>
    Promise.all([
      loadNamespaces('dashboard', 'enums', 'contract'),
      import('@/features/dashboard/api/dashboard-api').then(({ dashboardTileQueries }) =>
        loadQueries(match, ...dashboardTileQueries(match.context.rights.functionalityAccessRights)),
      ),
    ]),
  component: DashboardPage,
});
