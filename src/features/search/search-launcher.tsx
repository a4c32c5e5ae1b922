/**
 * Opens the command palette (command-palette.tsx) with Cmd+K or Ctrl+K anywhere (typing in a field
 * too; again closes it), and with S where the screen has no search box of its own (shortcuts.tsx).
 * The palette's code, cmdk and its texts load on first use, never with the start-up bundle.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadNamespaces } from '@/lib/i18n';
import { useUiStore } from '@/stores/ui-store';
import type { paletteScreens } from './palette-commands';

const CommandPalette = lazy(() =>
  Promise.all([import('./command-palette'), loadNamespaces('search')]).then(([m]) => ({ default: m.CommandPalette })),
);

/** Cmd+K (macOS) or Ctrl+K (elsewhere), nothing else held. */
export const isOpenSearchKey = (event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>) =>
  event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;

export function SearchLauncher({ modules }: { modules: Parameters<typeof paletteScreens>[0] }) {
  const open = useUiStore((s) => s.searchOpen);
  // Mounted from its first opening on (so that it closes with its motion and keeps its cache).
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isOpenSearchKey(event)) return;
      const { searchOpen, setSearchOpen } = useUiStore.getState();
      // Another dialog keeps the keyboard to itself.
      if (!searchOpen && document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      setSearchOpen(!searchOpen);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  // Closed when the shell goes (sign-out), so that the next user does not find it open.
  useEffect(() => () => useUiStore.getState().setSearchOpen(false), []);
  return used ? (
    <Suspense fallback={null}>
      <CommandPalette modules={modules} />
    </Suspense>
  ) : null;
}
