/**
 * What the server puts beside the HTML it rendered (server/plugins/ssr.ts, src/entry-server.tsx):
 * the query cache it rendered from and the screen preferences it rendered with, in a JSON script
 * tag (data, not code: the CSP stays as it is). The browser hydrates when its own preferences are
 * the same, else renders afresh.
 */
import { DEFAULT_PAGE_SIZE, LANGUAGES, PAGE_SIZES, type Language, type PageSize } from './constants/common';

export const SSR_STATE_ID = 'ssr-state';
/** The cookie that mirrors the persisted screen preferences (ui-store) for the server. */
export const UI_COOKIE = 'backoffice-ui';
/** `<` escaped, so the JSON cannot close its script tag. */
export const serializeState = (state: unknown) => JSON.stringify(state).replace(/</g, '\\u003c');

/** The preferences that shape a screen: what the ui-store remembers and the server renders with. */
export type ScreenPrefs = {
  filterSidebarCollapsed: boolean;
  pageSize: PageSize;
  /** The user's language choice; null follows the environment default. */
  language: Language | null;
  /** Sidebar groups the user expanded, by module key. */
  expandedModules: Record<string, boolean>;
  /** A screen's collapsible panels the user opened or closed, by panel key (`draftsComparison`). */
  openPanels: Record<string, boolean>;
  /** The columns a user showed (true) or hid (false), per table (a list's route id), by column id. */
  columns: Record<string, Record<string, boolean>>;
};

export const DEFAULT_PREFS: ScreenPrefs = {
  filterSidebarCollapsed: true,
  pageSize: DEFAULT_PAGE_SIZE,
  language: null,
  expandedModules: {},
  openPanels: {},
  columns: {},
};

/** One cookie's value from a Cookie header, undefined when it is not there. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  return header
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/**
 * The preferences a request's cookie carries, each checked: a value that is not one the screen can
 * have (a page size not offered, an unknown language, a cookie written by hand) is the default.
 */
export function prefsFromCookie(header: string | undefined): ScreenPrefs {
  const raw = cookieValue(header, UI_COOKIE);
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = raw ? JSON.parse(decodeURIComponent(raw)) : {};
    if (value && typeof value === 'object') parsed = value as Record<string, unknown>;
  } catch {
    // Not JSON: the defaults.
  }
  const { filterSidebarCollapsed, pageSize, language, expandedModules, openPanels, columns } = parsed;
  return {
    filterSidebarCollapsed:
      typeof filterSidebarCollapsed === 'boolean' ? filterSidebarCollapsed : DEFAULT_PREFS.filterSidebarCollapsed,
    pageSize: (PAGE_SIZES as readonly unknown[]).includes(pageSize) ? (pageSize as PageSize) : DEFAULT_PREFS.pageSize,
    language: (LANGUAGES as readonly unknown[]).includes(language) ? (language as Language) : null,
    expandedModules: booleans(expandedModules),
    openPanels: booleans(openPanels),
    columns: Object.fromEntries(
      entriesOf(columns)
        .map(([table, choice]) => [table, booleans(choice)] as const)
        .filter(([, choice]) => Object.keys(choice).length > 0),
    ),
  };
}

/** An object's entries; none when it is not a plain object. */
const entriesOf = (value: unknown): [string, unknown][] =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];

/** The true/false entries of an object (anything else dropped). */
const booleans = (value: unknown): Record<string, boolean> =>
  Object.fromEntries(entriesOf(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
