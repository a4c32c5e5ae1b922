/**
 * What the command palette offers besides records: the screens of the modules the user may read
 * (as the sidebar lists them) and actions ("New company", "Run month", ...) for those the user may
 * edit, and the matching of both against the typed text. Pure.
 */
import { sidebarEntries } from '@/lib/modules';
import type { ModuleKey } from '@/shared/catalogue';

type ModuleLike = { key: string; showInSideBar: boolean; subModules?: readonly ModuleLike[] };

/** A screen: its module key (its name is `modules.<key>`) and its path. */
export type PaletteScreen = { key: string; path: string };

/** Every screen the sidebar would show, sub-modules in place of their parent. */
export function paletteScreens(modules: readonly ModuleLike[]): PaletteScreen[] {
  return sidebarEntries(modules).flatMap((e) =>
    e.children.length
      ? e.children.flatMap((c) => (c.path ? [{ key: c.key, path: c.path }] : []))
      : e.path
        ? [{ key: e.key, path: e.path }]
        : [],
  );
}

/** The actions: the text key under `search:actions`, where it goes, and the edit right it needs. */
export type PaletteAction = { key: 'newCompany' | 'newProduct' | 'runMonth'; path: string; module: ModuleKey };

export const PALETTE_ACTIONS: readonly PaletteAction[] = [
  { key: 'newCompany', path: '/company/add', module: 'company' },
  { key: 'newProduct', path: '/products/add', module: 'products' },
  // The month run starts from the drafts screen (its run panel); starting one needs the invoices edit right.
  { key: 'runMonth', path: '/invoices/drafts', module: 'invoices' },
];

/** Lower case, accents off: "Société" matches "societe". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Whether every word of the typed text is in the label (an empty text matches everything). */
export function labelMatches(label: string, text: string): boolean {
  const haystack = folded(label);
  return folded(text)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
