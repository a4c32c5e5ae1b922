import { createFileRoute } from '@tanstack/react-router';
import { notificationQueries } from '@/features/notification/api/notification-api';
import { securityQueries } from '@/lib/security-queries';
import { loadSession } from '@/features/security/session';
import { loadQueries } from '@/lib/query-client';
import { AppShell } from '@/features/shell/app-shell';
import { currentEnvironment, showsTestBanner } from '@/lib/environment';

/** Everything behind sign-in: loads the user, rights and modules, then the shell. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => loadSession(context.queryClient, location.href),
  // What the shell's sidebar shows, so it does not grow after the first paint.
  loader: (match) => loadQueries(match, securityQueries.externalLinks(), notificationQueries.unreadCount()),
  component: AppLayout,
});

function AppLayout() {
  const { modules } = Route.useRouteContext();
  return <AppShell modules={modules} testBanner={showsTestBanner(currentEnvironment)} />;
}
