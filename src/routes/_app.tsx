import { createFileRoute } from '@tanstack/react-router';
import { loadSession } from '@/features/security/session';
import { AppShell } from '@/features/shell/app-shell';
import { currentEnvironment, showsTestBanner } from '@/lib/environment';

/** Everything behind sign-in: loads the user, rights and modules, then the shell. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => loadSession(context.queryClient, location.href),
  component: AppLayout,
});

function AppLayout() {
  const { modules } = Route.useRouteContext();
  return <AppShell modules={modules} testBanner={showsTestBanner(currentEnvironment)} />;
}
