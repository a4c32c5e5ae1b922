/**
 * The screens of the router's route tree (src/routeTree.gen.ts), for the sweeps that open every one
 * (e2e/screen-sweep.spec.ts): a new module's screens are swept without
 * editing a spec.
 */
import { readFileSync } from 'node:fs';

/** Example values for path parameters; a new parameter without one fails the sweep until added. */
const PARAM_EXAMPLES: Record<string, string> = {
  subroute: '1',
  contractId: '1',
  // Every invoicing sub-module has a route of its own: /invoices/{sub} is left with the not-found screen.
  sub: 'nope',
  draftId: '1',
  mailId: '1',
  productId: '1',
  invoiceId: '1',
  requestId: '1',
  importId: '1',
  statementId: '1',
  // A record's page of a module the generator wrote (scripts/new-module.ts: `/<module>/$id`).
  id: '1',
};

/** The splat route (`$`) takes every path no other route matches: one that does not exist. */
export const SPLAT_EXAMPLE = 'nope';

/** Every screen of the router's route tree (the generated file): its pattern and its path, parameters filled in. */
export function routeTreeScreens(): { pattern: string; path: string }[] {
  const source = readFileSync('src/routeTree.gen.ts', 'utf8');
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  const paths = [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]!);
  // A layout and its index route (`/company` and `/company/`) are one screen: the path without the slash.
  const screens = new Set(paths.map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p)));
  return [...screens]
    .filter((p) => p !== '/oauth/signin') // answers with a redirect, not a screen
    .map((pattern) => ({
      pattern,
      path: pattern.replace(/\$(\w*)/g, (_, name: string) => {
        const value = name ? PARAM_EXAMPLES[name] : SPLAT_EXAMPLE;
        if (!value) throw new Error(`No example for route parameter $${name} in e2e/route-tree.ts`);
        return value;
      }),
    }));
}

/** Whether a path is one of a pattern's (`/mails/$mailId` takes `/mails/12`; a splat route none). */
export const matchesPattern = (pattern: string, path: string) =>
  !pattern.includes('$/') &&
  !pattern.endsWith('$') &&
  new RegExp(`^${pattern.replace(/\$\w+/g, '[^/?#]+')}$`).test(path);
