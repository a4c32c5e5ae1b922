import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { AppToaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { initI18n, pickLanguage, preloadValidationTexts } from '@/lib/i18n';
import { onUnauthorized } from '@/lib/unauthorized';
import { loadHttpClient } from '@/lib/http';
import { currentEnvironment } from '@/lib/environment';
import { useUiStore } from '@/stores/ui-store';
import { securityQueries } from '@/features/security/api/security-api';
import { handleUnauthorized } from '@/features/security/session';
import { createAppRouter } from './router';
import './styles.css';

// Any service worker registrations are removed at start.
void navigator.serviceWorker
  ?.getRegistrations()
  .then((registrations) => registrations.forEach((r) => void r.unregister()));

if (currentEnvironment === 'internal') document.documentElement.dataset.theme = 'internal';
const queryClient = createQueryClient();
// Every screen but sign-in starts by checking the account (asked for by index.html already, see
// shared/early-requests.ts) and loading the HTTP client: both start now, beside the texts.
if (!location.pathname.startsWith('/login')) {
  void queryClient.prefetchQuery(securityQueries.account());
  void loadHttpClient();
}
const router = createAppRouter(queryClient);
// The screen's code starts loading now too: the router would load it only after the account check
// (its beforeLoad) has answered.
const routesById = router.routesById as unknown as Record<string, AnyRoute>;
for (const match of router.matchRoutes(router.latestLocation))
  void router.loadRouteChunk(routesById[match.routeId]!)?.catch(() => {});
await initI18n(pickLanguage(useUiStore.getState().language, import.meta.env.VITE_LANGUAGE));

// Any 401, from a query, a mutation or elsewhere (a download): check the account, log out without one.
onUnauthorized(() => void handleUnauthorized(queryClient, router));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>
  </StrictMode>,
);
preloadValidationTexts();

// The feedback widget loads only when a key is configured.
const feedbackKey = import.meta.env.VITE_FEEDBACK_KEY;
if (feedbackKey)
  void import('@/lib/feedback').then((m) =>
    m.loadFeedbackWidget(feedbackKey, import.meta.env.VITE_FEEDBACK_SCRIPT_URL),
  );
