import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';
import { createQueryClient } from '@/lib/query-client';
import { i18next, initI18n, loadNamespaces, pickLanguage, preloadValidationTexts } from '@/lib/i18n';
import { onUnauthorized } from '@/lib/unauthorized';
import { loadHttpClient } from '@/lib/http';
import { currentEnvironment } from '@/lib/environment';
import { persistedUi, useUiStore } from '@/stores/ui-store';
import { SSR_STATE_ID } from '@/shared/ssr-state';
import { securityQueries } from '@/lib/security-queries';
import { handleUnauthorized } from '@/features/security/session';
import { createAppRouter } from './router';
import { AppRoot } from './app-root';
import './styles.css';

// Any service worker registrations are removed at start.
void navigator.serviceWorker
  ?.getRegistrations()
  .then((registrations) => registrations.forEach((r) => void r.unregister()));

if (currentEnvironment === 'internal') document.documentElement.dataset.theme = 'internal';
const queryClient = createQueryClient();
// A screen the server rendered (server/plugins/ssr.ts): its data, and the preferences it used.
const rendered = document.getElementById(SSR_STATE_ID);
const server = rendered
  ? (JSON.parse(rendered.textContent ?? '{}') as { queries: DehydratedState; ui: unknown; namespaces?: string[] })
  : null;
if (server) hydrate(queryClient, server.queries);
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

const rootElement = document.getElementById('root')!;
const hydrating = Boolean(server && JSON.stringify(server.ui) === JSON.stringify(persistedUi(useUiStore.getState())));
const app = <AppRoot queryClient={queryClient} router={router} i18n={i18next} hydrating={hydrating} />;
// The server's screen is taken over as it is when this browser would show the same (its data and
// code loaded first); otherwise it is drawn afresh.
if (hydrating) {
  // With every text the server's page was written with (a route may show another feature's words).
  await Promise.all([router.load(), loadNamespaces(...(server?.namespaces ?? []))]);
  // The router renders as it did on the server (no Suspense of its own around the matches).
  router.ssr = { manifest: undefined };
  // A part drawn afresh because it did not match the server's says where it is (the component stack).
  hydrateRoot(rootElement, app, {
    onRecoverableError: (error, info) => console.error(error, info.componentStack),
  });
} else {
  rootElement.replaceChildren();
  createRoot(rootElement).render(app);
}
preloadValidationTexts();

// The feedback widget loads only when a key is configured.
const feedbackKey = import.meta.env.VITE_FEEDBACK_KEY;
if (feedbackKey)
  void import('@/lib/feedback').then((m) =>
    m.loadFeedbackWidget(feedbackKey, import.meta.env.VITE_FEEDBACK_SCRIPT_URL),
  );
