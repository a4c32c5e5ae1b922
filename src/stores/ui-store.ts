/** Small UI state that is not server state: remembered locally, nothing else. */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_PAGE_SIZE, type Language, type PageSize } from '../shared/schemas/constants';

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

export const useUiStore = create<UiState>()(
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
      partialize: ({ filterSidebarCollapsed, pageSize, language, expandedModules }) => ({
        filterSidebarCollapsed,
        pageSize,
        language,
        expandedModules,
      }),
    },
  ),
);
