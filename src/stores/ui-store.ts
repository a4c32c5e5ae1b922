/** Small UI state that is not server state: remembered locally, nothing else. */
import { createStore, useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_PAGE_SIZE, type Language, type PageSize } from '../shared/schemas/constants';
import { UI_COOKIE } from '../shared/ssr-state';

export type UiState = {
  filterSidebarCollapsed: boolean;
  /** Default page size chosen in settings: a list uses it unless its URL says otherwise (else 20). */
  pageSize: PageSize;
  /** The user's language choice; null follows the environment default. */
  language: Language | null;
  /** Sidebar groups the user expanded, by module key. */
  expandedModules: Record<string, boolean>;
  shortcutsOpen: boolean;
  toggleFilterSidebar: () => void;
  setPageSize: (size: PageSize) => void;
  /** Forgets the chosen page size: the default (20) applies again. */
  resetPageSize: () => void;
  setLanguage: (language: Language) => void;
  toggleModule: (key: string) => void;
  setShortcutsOpen: (open: boolean) => void;
};

const uiStore = createStore<UiState>()(
  persist(
    (set) => ({
      filterSidebarCollapsed: false,
      pageSize: DEFAULT_PAGE_SIZE,
      language: null,
      expandedModules: {},
      shortcutsOpen: false,
      toggleFilterSidebar: () => set((s) => ({ filterSidebarCollapsed: !s.filterSidebarCollapsed })),
      setPageSize: (pageSize) => set({ pageSize }),
      resetPageSize: () => set({ pageSize: DEFAULT_PAGE_SIZE }),
      setLanguage: (language) => set({ language }),
      toggleModule: (key) =>
        set((s) => ({ expandedModules: { ...s.expandedModules, [key]: !s.expandedModules[key] } })),
      setShortcutsOpen: (shortcutsOpen) => set({ shortcutsOpen }),
    }),
    {
      name: 'backoffice-ui',
      version: 1,
      partialize: (state) => persistedUi(state),
    },
  ),
);

/** What is remembered: the preferences that shape a screen (the server renders with them too). */
export function persistedUi({ filterSidebarCollapsed, pageSize, language, expandedModules }: UiState) {
  return { filterSidebarCollapsed, pageSize, language, expandedModules };
}
export type PersistedUi = ReturnType<typeof persistedUi>;

// A server-rendered screen was rendered with the visitor's preferences (the cookie below), and the
// browser takes it over only when its own are the same: the store's snapshot for both (React's
// server snapshot, read while rendering on the server and while hydrating) is its current state,
// not the defaults zustand would otherwise give.
uiStore.getInitialState = uiStore.getState;

/** The store as a hook (`useUiStore((s) => s.pageSize)`) with its API (`useUiStore.getState()`). */
export const useUiStore = Object.assign(<T>(selector: (state: UiState) => T) => useStore(uiStore, selector), uiStore);

// Mirrored in a cookie, so the server renders a screen as this browser would (entry-server.tsx).
if (typeof document !== 'undefined') {
  const mirror = (state: UiState) => {
    document.cookie = `${UI_COOKIE}=${encodeURIComponent(JSON.stringify(persistedUi(state)))}; path=/; max-age=31536000; samesite=lax`;
  };
  mirror(useUiStore.getState());
  useUiStore.subscribe(mirror);
}
