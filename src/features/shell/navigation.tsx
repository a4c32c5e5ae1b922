/**
 * What tells a person where a navigation took them: the new screen's heading takes the focus (a screen
 * reader reads it, Tab goes on from the top of the screen; the main area is scrolled to the top by the
 * router, scrollToTopSelectors), a thin bar shows while the next screen loads, and a line says when the
 * connection to the server is lost (TanStack Query retries its queries once it is back).
 */
import { useRouter, useRouterState } from '@tanstack/react-router';
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/** After a navigation to another path (not a change of filters or page), the focus on the screen's heading. */
export function useFocusOnNavigation() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', ({ fromLocation, pathChanged }) => {
        if (!fromLocation || !pathChanged) return;
        const main = document.getElementById('main');
        const heading = main?.querySelector<HTMLElement>('[data-page-heading]');
        (heading ?? main)?.focus({ preventScroll: true });
      }),
    [router],
  );
}

/** A thin bar at the top while the router loads the next screen; it shows only after 200 ms (CSS). */
export function NavigationProgress() {
  const { t } = useTranslation();
  const loading = useRouterState({ select: (s) => s.status === 'pending' && s.isLoading });
  if (!loading) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('nav.loading')}
      className="navigation-progress pointer-events-none fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 bg-brand-600" />
    </div>
  );
}

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange);

/** A line under the banner while the browser is offline; what is on screen stays usable to read. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribeOnline, () => onlineManager.isOnline(), () => true);
  if (online) return null;
  return (
    <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      {t('offline.notice')}
    </p>
  );
}
