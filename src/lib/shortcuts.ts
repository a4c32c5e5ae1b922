/**
 * The keyboard shortcuts: go to a module (X then C, P, R, I, D, T), show them all (?), toggle the
 * edit and detail screens (E, D), add (A), filters (F), refresh (R), search (S), close (Esc); in a
 * list the next and previous row (J, K), open the row (Enter) and select it (X); on a bank statement
 * the next and previous line (J, K, also the arrows), confirm its proposal (C, also Enter) and
 * re-assign it to another invoice (O); search everything (Cmd+K or Ctrl+K, and S where the screen has
 * no search box: the command palette, src/features/search). Chords ("X then C") are typed with Shift (upper-case
 * letters); single keys are plain letters. Pure, so the matching is unit-tested without a DOM.
 */
export type ShortcutAction =
  | 'goCompanies'
  | 'goProducts'
  | 'goContracts'
  | 'goInvoices'
  | 'goDrafts'
  | 'goTasks'
  | 'showShortcuts'
  | 'toggleEdit'
  | 'toggleDetail'
  | 'openAdd'
  | 'toggleFilters'
  | 'refreshTable'
  | 'focusSearch'
  | 'nextRow'
  | 'previousRow'
  | 'openRow'
  | 'toggleRow'
  | 'confirmLine'
  | 'reassignLine'
  | 'closeModal'
  | 'openSearch';

export type Shortcut = { action: ShortcutAction; keys: string[]; label: string[] };

export const SHORTCUTS: Shortcut[] = [
  { action: 'goCompanies', keys: ['X', 'C'], label: ['Shift+X', 'Shift+C'] },
  { action: 'goProducts', keys: ['X', 'P'], label: ['Shift+X', 'Shift+P'] },
  { action: 'goContracts', keys: ['X', 'R'], label: ['Shift+X', 'Shift+R'] },
  { action: 'goInvoices', keys: ['X', 'I'], label: ['Shift+X', 'Shift+I'] },
  { action: 'goDrafts', keys: ['X', 'D'], label: ['Shift+X', 'Shift+D'] },
  { action: 'goTasks', keys: ['X', 'T'], label: ['Shift+X', 'Shift+T'] },
  { action: 'showShortcuts', keys: ['?'], label: ['?'] },
  { action: 'toggleEdit', keys: ['e'], label: ['E'] },
  { action: 'toggleDetail', keys: ['d'], label: ['D'] },
  { action: 'openAdd', keys: ['a'], label: ['A'] },
  { action: 'toggleFilters', keys: ['f'], label: ['F'] },
  { action: 'refreshTable', keys: ['r'], label: ['R'] },
  { action: 'focusSearch', keys: ['s'], label: ['S'] },
  { action: 'nextRow', keys: ['j'], label: ['J'] },
  { action: 'previousRow', keys: ['k'], label: ['K'] },
  { action: 'openRow', keys: ['Enter'], label: ['Enter'] },
  { action: 'toggleRow', keys: ['x'], label: ['X'] },
  { action: 'confirmLine', keys: ['c'], label: ['C'] },
  { action: 'reassignLine', keys: ['o'], label: ['O'] },
  { action: 'closeModal', keys: ['Escape'], label: ['Esc'] },
  // Held with Cmd or Ctrl, which the matcher never completes: src/features/search/search-launcher.tsx
  // listens for it; listed here for the shortcuts dialog.
  { action: 'openSearch', keys: ['Mod+K'], label: ['Ctrl+K / ⌘K'] },
];

/** Where the navigation shortcuts go. */
export const SHORTCUT_PATHS: Partial<Record<ShortcutAction, string>> = {
  goCompanies: '/company',
  goProducts: '/products',
  goContracts: '/contract',
  goInvoices: '/invoices/invoices',
  goDrafts: '/invoices/drafts',
  goTasks: '/tasks',
};

export const CHORD_TIMEOUT_MS = 1500;

type KeyInput = { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean };

/** Feeds key presses, one at a time, and answers the action they complete (or null). */
export function createShortcutMatcher(shortcuts: readonly Shortcut[] = SHORTCUTS, timeoutMs = CHORD_TIMEOUT_MS) {
  let pending: string[] = [];
  let lastAt = 0;
  return {
    feed(event: KeyInput, now: number): ShortcutAction | null {
      if (event.ctrlKey || event.metaKey || event.altKey) {
        pending = [];
        return null;
      }
      if (event.key === 'Shift') return null;
      if (now - lastAt > timeoutMs) pending = [];
      lastAt = now;
      const sequence = [...pending, event.key];
      const exact = shortcuts.find(
        (s) => s.keys.length === sequence.length && s.keys.every((k, i) => k === sequence[i]),
      );
      if (exact) {
        pending = [];
        return exact.action;
      }
      const prefix = shortcuts.some(
        (s) => s.keys.length > sequence.length && sequence.every((k, i) => s.keys[i] === k),
      );
      if (prefix) {
        pending = sequence;
        return null;
      }
      // Not a continuation: the key may start a new sequence on its own.
      pending = [];
      if (sequence.length > 1) return this.feed(event, now);
      return null;
    },
    reset() {
      pending = [];
    },
  };
}

/** Typing in a field never triggers a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const el = target as HTMLElement;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || el.isContentEditable === true;
}

/** A handler that answers false did nothing (the key was not its own: Enter on a button): the key goes on. */
type Handler = () => void | boolean;
const handlers = new Map<ShortcutAction, Set<Handler>>();

/** Screens register handlers for the screen-level actions (E, D, A, F, R, S). */
export function onShortcut(action: ShortcutAction, handler: Handler): () => void {
  const set = handlers.get(action) ?? new Set<Handler>();
  set.add(handler);
  handlers.set(action, set);
  return () => set.delete(handler);
}

/** Runs the registered handlers; answers whether any acted (ran and did not answer false). */
export function dispatchShortcut(action: ShortcutAction): boolean {
  let acted = false;
  for (const h of [...(handlers.get(action) ?? [])]) if (h() !== false) acted = true;
  return acted;
}
