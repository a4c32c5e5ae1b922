import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EnvironmentBanner } from '@/components/layout/environment-banner';
import { MODULE_CATALOGUE } from '@/shared/catalogue';
import { startRealtime } from '@/lib/realtime';
import { notificationQueries } from '@/features/notification';
import { followRights } from '@/features/security';
import { SearchLauncher } from '@/features/search';
import type { Module } from '@/shared/schemas/security';
import { useMediaQuery } from '@/hooks/use-media-query';
import { MobileNav } from './mobile-nav';
import { Sidebar } from './sidebar';
import { ShortcutListener, ShortcutsModal } from './shortcuts';
import { NoModules } from './no-modules';
import { NavigationProgress, OfflineNotice, useFocusOnNavigation } from './navigation';

function pathModules(modules: Module[]): Set<string> {
  const readable = new Set(
    modules.flatMap((m) => [m.key, ...m.subModules.map((s) => s.key)]).map((k) => k.toLowerCase()),
  );
  const paths = new Set<string>();
  for (const def of MODULE_CATALOGUE) {
    for (const d of [def, ...(def.subModules ?? [])])
      if (d.path && readable.has(d.key.toLowerCase())) paths.add(d.path);
  }
  return paths;
}

/** From 768 px up the sidebar stays beside the screen; below, a menu button opens it (MobileNav). */
const WIDE = '(min-width: 768px)';

/** The application shell: sidebar, banner, shortcuts and the module screen. */
export function AppShell({ modules, testBanner }: { modules: Module[]; testBanner: boolean }) {
  const { t } = useTranslation();
  const readablePaths = pathModules(modules);
  const canRead = useCallback((path: string) => readablePaths.has(path), [readablePaths]);
  const queryClient = useQueryClient();
  const router = useRouter();
  // Staff work on wide screens: the server renders the wide layout.
  const wide = useMediaQuery(WIDE, true);
  // The real-time hub, from sign-in (the shell mounts) to sign-out (it unmounts); rights changed by an
  // administrator are followed at once.
  useEffect(
    () =>
      startRealtime({
        queryClient,
        notificationKey: notificationQueries.all(),
        onRightsChanged: () => void followRights(queryClient, router),
      }),
    [queryClient, router],
  );
  useFocusOnNavigation();
  if (modules.length === 0) return <NoModules testBanner={testBanner} />;
  return (
    <div className="flex h-full flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('nav.skipToContent')}
      </a>
      <NavigationProgress />
      {testBanner && <EnvironmentBanner />}
      <OfflineNotice />
      {!wide && <MobileNav modules={modules} />}
      <div className="flex min-h-0 flex-1">
        {wide && <Sidebar modules={modules} />}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 overflow-y-auto focus:outline-none">
          <div className="p-6">
            <Outlet />
          </div>
        </main>
      </div>
      <ShortcutListener canRead={canRead} />
      <ShortcutsModal />
      <SearchLauncher modules={modules} />
    </div>
  );
}
