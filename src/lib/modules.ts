/** Where a module lives in the SPA. */
import { MODULE_CATALOGUE, type ModuleDefinition } from '../shared/catalogue';

type ModuleLike = { key: string; showInSideBar: boolean; subModules?: readonly ModuleLike[] };

function findDefinition(key: string, parentKey?: string): ModuleDefinition | undefined {
  const k = key.toLowerCase();
  if (parentKey) {
    const parent = MODULE_CATALOGUE.find((m) => m.key.toLowerCase() === parentKey.toLowerCase());
    const sub = parent?.subModules?.find((s) => s.key.toLowerCase() === k);
    if (sub) return sub;
  }
  return MODULE_CATALOGUE.find((m) => m.key.toLowerCase() === k);
}

/** The SPA path of a module (or of a sub-module: `/{module}/{sub}` unless the catalogue says otherwise). */
export function modulePath(key: string, parentKey?: string): string | null {
  const def = findDefinition(key, parentKey);
  if (def) return def.path;
  return parentKey ? `/${parentKey}/${key}` : null;
}

/** Sidebar entries: modules flagged for the sidebar with their sidebar sub-modules and paths. */
export type NavEntry = { key: string; path: string | null; children: NavEntry[] };
export function sidebarEntries(modules: readonly ModuleLike[]): NavEntry[] {
  return modules
    .filter((m) => m.showInSideBar)
    .map((m) => ({
      key: m.key,
      path: modulePath(m.key),
      children: (m.subModules ?? [])
        .filter((s) => s.showInSideBar)
        .map((s) => ({ key: s.key, path: modulePath(s.key, m.key), children: [] })),
    }))
    .filter((e) => e.path || e.children.length > 0);
}
