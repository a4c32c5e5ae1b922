import { createRouter, useRouter, type ErrorComponentProps, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NotFound } from '@/components/layout/not-found';
import { ErrorScreen } from '@/components/layout/error-screen';
import { ApiError } from '@/lib/api-error';
import { AccessDeniedError } from '@/lib/guards';
import { AccessDenied } from '@/features/shell/access-denied';
import { parseSearch, stringifySearch } from '@/lib/search-params';
import { routeTree } from './routeTree.gen';

export type RouterContext = { queryClient: QueryClient };

function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (error instanceof AccessDeniedError) return <AccessDenied moduleKey={error.moduleKey} right={error.right} />;
  // The server did not answer (no connection): the screen's data is loaded again on retry.
  if (error instanceof ApiError && error.status === 0)
    return (
      <ErrorScreen
        unreachable
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    );
  return <ErrorScreen onRetry={reset} />;
}

/** The app's router; the server renders with a memory history of the requested page (entry-server.tsx). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: () => <NotFound />,
    // The browser's own (its script would be inline, which the CSP refuses, on a server-rendered page).
    scrollRestoration: !history,
    // The screens scroll inside the shell's main area: a new screen starts at its top.
    scrollToTopSelectors: ['#main'],
    parseSearch,
    stringifySearch,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
