import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { loadSonner, onToasterMounted, toasterRequest } from '@/lib/alerts';

/** sonner's toaster, loaded with the first alert; alerts raised before it mounts are shown then. */
const LazyToaster = lazy(async () => {
  const { Toaster } = await loadSonner();
  function MountedToaster(props: ComponentProps<typeof SonnerToaster>) {
    // Runs after sonner's own effect has subscribed to the toast queue.
    useEffect(onToasterMounted, []);
    return <Toaster {...props} />;
  }
  return { default: MountedToaster };
});

export function AppToaster() {
  const wanted = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster richColors closeButton position="top-right" />
    </Suspense>
  );
}
