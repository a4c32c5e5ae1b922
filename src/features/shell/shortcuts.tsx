import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { createShortcutMatcher, dispatchShortcut, isTypingTarget, SHORTCUT_PATHS, SHORTCUTS } from '@/lib/shortcuts';
import { useUiStore } from '@/stores/ui-store';

/** Listens for the keyboard shortcuts (SHORTCUTS in src/lib/shortcuts.ts) anywhere in the app, never while typing. */
export function ShortcutListener({ canRead }: { canRead: (path: string) => boolean }) {
  const navigate = useNavigate();
  const setShortcutsOpen = useUiStore((s) => s.setShortcutsOpen);
  const setSearchOpen = useUiStore((s) => s.setSearchOpen);
  const matcher = useMemo(() => createShortcutMatcher(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      // Inside an open dialog only Esc counts, and Radix handles it.
      if (document.querySelector('[role="dialog"]')) return;
      const action = matcher.feed(event, event.timeStamp);
      if (!action || action === 'closeModal') return;
      const path = SHORTCUT_PATHS[action];
      if (path) {
        if (canRead(path)) {
          event.preventDefault();
          void navigate({ to: path });
        }
      } else if (action === 'showShortcuts') {
        event.preventDefault();
        setShortcutsOpen(true);
      } else if (dispatchShortcut(action)) {
        event.preventDefault();
      } else if (action === 'focusSearch') {
        // A screen without a search box of its own: S searches everything (the command palette).
        event.preventDefault();
        setSearchOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [matcher, navigate, setShortcutsOpen, setSearchOpen, canRead]);
  return null;
}

export function ShortcutsModal() {
  const { t } = useTranslation();
  const open = useUiStore((s) => s.shortcutsOpen);
  const setOpen = useUiStore((s) => s.setShortcutsOpen);
  return (
    <Modal open={open} onOpenChange={setOpen} title={t('shortcuts.title')}>
      {/* The list scrolls on a low screen: a region the keyboard reaches (focus, then the arrows). */}
      <div className="min-h-0 flex-1 overflow-y-auto" tabIndex={0} role="region" aria-label={t('shortcuts.title')}>
        <table className="w-full text-sm">
          <caption className="sr-only">{t('shortcuts.title')}</caption>
          <thead>
            <tr className="text-left text-slate-700">
              {[t('shortcuts.action'), t('shortcuts.keys')].map((column) => (
                <th key={column} scope="col" className="py-1 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SHORTCUTS.map((s) => (
              <tr key={s.action} className="border-t border-slate-100">
                <td className="py-1.5">{t(`shortcuts.actions.${s.action}`)}</td>
                <td className="py-1.5">
                  {s.label.map((k, i) => (
                    <span key={k}>
                      {i > 0 && <span className="mx-1 text-slate-600">{t('shortcuts.then')}</span>}
                      <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs">
                        {k}
                      </kbd>
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
