/** Small UI state that is not server state: remembered locally, nothing else. */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_PAGE_SIZE, type Language, type PageSize } from '../shared/schemas/constants';

export type UiState = {
  filterSidebarCollapsed: boolean;
  /** Default page size chosen in settings (spec: saved local pageSize overrides 20). */
  pageSize: PageSize;
  /** The user's language choice; null follows the environment default. */
  language: Language | null;
  /** Sidebar groups the user expanded, by module key. */
  expandedModules: Record<string, boolean>;
  shortcutsOpen: boolean;
  toggleFilterSidebar: () => void;
  setPageSize: (size: PageSize) => void;
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
