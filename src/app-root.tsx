import { StrictMode, useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { markInteractive } from '@/components/layout/page-heading';
import { AppToaster } from '@/components/ui/toaster';
import type { createAppRouter } from './router';

/** The whole app, the same tree in the browser (main.tsx) and on the server (entry-server.tsx). */
export function AppRoot({
  queryClient,
  router,
  i18n,
  hydrating = false,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  i18n: I18n;
  /** Taking over a screen the server rendered: its heading says when (PageHeading). */
  hydrating?: boolean;
}) {
  // Drawn afresh, the app reacts to clicks and keys once its first commit's effects have run
  // (children's effects run before their parent's). The end-to-end tests wait for it.
  useEffect(() => {
    if (!hydrating) markInteractive();
  }, [hydrating]);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
          <AppToaster />
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
