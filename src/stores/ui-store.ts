/** Small UI state that is not server state: remembered locally, nothing else. */
import { createStore, useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_PREFS, UI_COOKIE, type ScreenPrefs } from '../shared/ssr-state';
import { DEFAULT_PAGE_SIZE, type Language, type PageSize } from '@/shared/constants/common';

/** The remembered preferences (`pageSize`: the default chosen in settings, a list's URL may say otherwise), and the rest. */
export type UiState = ScreenPrefs & {
  shortcutsOpen: boolean;
  /** The command palette (the one search, Cmd+K). */
  searchOpen: boolean;
  toggleFilterSidebar: () => void;
  setPageSize: (size: PageSize) => void;
  /** Forgets the chosen page size: the default (20) applies again. */
  resetPageSize: () => void;
  setLanguage: (language: Language) => void;
  toggleModule: (key: string) => void;
  /** Opens or closes a screen's collapsible panel (closed unless the user opened it). */
  togglePanel: (key: string) => void;
  setShortcutsOpen: (open: boolean) => void;
  setSearchOpen: (open: boolean) => void;
  /** A table's column choice (`chooseColumn`); undefined goes back to the table's own columns. */
  setColumns: (table: string, choice: Record<string, boolean> | undefined) => void;
};

const uiStore = createStore<UiState>()(
  persist(
    (set) => ({
      ...DEFAULT_PREFS,
      shortcutsOpen: false,
      searchOpen: false,
      toggleFilterSidebar: () => set((s) => ({ filterSidebarCollapsed: !s.filterSidebarCollapsed })),
      setPageSize: (pageSize) => set({ pageSize }),
      resetPageSize: () => set({ pageSize: DEFAULT_PAGE_SIZE }),
      setLanguage: (language) => set({ language }),
      toggleModule: (key) =>
        set((s) => ({ expandedModules: { ...s.expandedModules, [key]: !s.expandedModules[key] } })),
      togglePanel: (key) => set((s) => ({ openPanels: { ...s.openPanels, [key]: !s.openPanels[key] } })),
      setShortcutsOpen: (shortcutsOpen) => set({ shortcutsOpen }),
      setSearchOpen: (searchOpen) => set({ searchOpen }),
      setColumns: (table, choice) =>
        set((s) => {
          const { [table]: _, ...others } = s.columns;
          return { columns: choice ? { ...others, [table]: choice } : others };
        }),
    }),
    {
      name: 'backoffice-ui',
      version: 1,
      partialize: (state) => persistedUi(state),
    },
  ),
);

/** What is remembered: the preferences that shape a screen (the server renders with them too). */
export function persistedUi({
  filterSidebarCollapsed,
  pageSize,
  language,
  expandedModules,
  openPanels,
  columns,
}: UiState): ScreenPrefs {
  return { filterSidebarCollapsed, pageSize, language, expandedModules, openPanels, columns };
}

// A server-rendered screen was rendered with the visitor's preferences (the cookie below), and the
// browser takes it over only when its own are the same: the store's snapshot for both (React's
// server snapshot, read while rendering on the server and while hydrating) is its current state,
// not the defaults zustand would otherwise give.
uiStore.getInitialState = uiStore.getState;

/** The store as a hook (`useUiStore((s) => s.pageSize)`) with its API (`useUiStore.getState()`). */
export const useUiStore = Object.assign(<T>(selector: (state: UiState) => T) => useStore(uiStore, selector), uiStore);

// Mirrored in a cookie, so the server renders a screen as this browser would (entry-server.tsx).
// Written when they change (not on every change of the store, such as the shortcuts dialog).
if (typeof document !== 'undefined') {
  let written = '';
  const mirror = (state: UiState) => {
    const value = encodeURIComponent(JSON.stringify(persistedUi(state)));
    if (value === written) return;
    written = value;
    document.cookie = `${UI_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
  };
  mirror(useUiStore.getState());
  useUiStore.subscribe(mirror);
}
