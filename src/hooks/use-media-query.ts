import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following its changes; false where matchMedia is missing.
 * A screen rendered on the server assumes `onServer` (the browser corrects it once it has taken over).
 */
export function useMediaQuery(query: string, onServer = false): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof matchMedia !== 'function') return () => {};
      const list = matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => typeof matchMedia === 'function' && matchMedia(query).matches,
    () => onServer,
  );
}
