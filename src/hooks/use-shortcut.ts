import { useEffect, useRef } from 'react';
import { onShortcut, type ShortcutAction } from '@/lib/shortcuts';

/**
 * Runs `handler` when the user presses the shortcut of `action` while this component is shown; a
 * handler that answers false did nothing, and the key does what it does anyway.
 */
export function useShortcut(action: ShortcutAction, handler: () => void | boolean, enabled = true) {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => (enabled ? onShortcut(action, () => ref.current()) : undefined), [action, enabled]);
}
