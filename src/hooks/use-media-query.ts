import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following its changes; false where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof matchMedia !== 'function') return () => {};
      const list = matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => typeof matchMedia === 'function' && matchMedia(query).matches,
  );
}
