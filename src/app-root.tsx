import { StrictMode, useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { AppToaster } from '@/components/ui/toaster';
import type { createAppRouter } from './router';

/** The whole app, the same tree in the browser (main.tsx) and on the server (entry-server.tsx). */
export function AppRoot({
  queryClient,
  router,
  i18n,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  i18n: I18n;
}) {
  // Set once the first screen's effects have run (children's effects run before their parent's): a
  // screen the server rendered reacts to clicks and keys from then on. The end-to-end tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
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
