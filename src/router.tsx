import { createRouter, type ErrorComponentProps } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NotFound } from '@/components/layout/not-found';
import { ErrorScreen } from '@/components/layout/error-screen';
import { AccessDeniedError } from '@/features/security/guards';
import { AccessDenied } from '@/features/shell/access-denied';
import { parseSearch, stringifySearch } from '@/lib/search-params';
import { routeTree } from './routeTree.gen';

export type RouterContext = { queryClient: QueryClient };

function RouteError({ error, reset }: ErrorComponentProps) {
  if (error instanceof AccessDeniedError) return <AccessDenied moduleKey={error.moduleKey} right={error.right} />;
  return <ErrorScreen onRetry={reset} />;
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: () => <NotFound />,
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
