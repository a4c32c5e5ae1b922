/**
 * The docs stay true: every file path and every npm script that docs/ and the README name exists, and
 * every API path they name is declared by an endpoint (src/shared/endpoints; the endpoint gate proves
 * each declared endpoint is served), unless its line says it is "not built yet"; and the API reference
 * (docs/endpoints.md) names every endpoint that is served. A file path counts wherever it stands: in
 * backticks, as a link, or in the text (`server/http/list.ts`, a bare `list-screen.tsx`). A path may
 * hold placeholders (`<domain>`, `*`) as long as some file matches; an API path may end in `/...` (a
 * prefix), name its parameters as `{id}` or `:id`, and list alternatives as `{a,b}`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../src/shared/endpoints/endpoint';

const DOCS = ['README.md', ...readdirSync('docs').map((f) => path.join('docs', f)), 'bench/README.md'].filter(
  (f) => f.endsWith('.md') && existsSync(f),
);
const ROOTS = ['src/', 'server/', 'scripts/', 'e2e/', 'bench/', 'docs/', 'vendor/', 'public/', '.ci/'];
/** What runs write, not the repository: named by the docs, absent from a fresh clone. */
const OUTPUTS = ['bench/results/'];

/** Every file of the repository (the checked-in tree, roughly: no dependencies, builds or data). */
function repositoryFiles(dir = '.'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (['node_modules', '.git', 'dist', 'dist-ssr', '.data', 'test-results', 'playwright-report'].includes(e.name))
      return [];
    const full = dir === '.' ? e.name : `${dir}/${e.name}`;
    return e.isDirectory() ? [`${full}/`, ...repositoryFiles(full)] : [full];
  });
}

/**
 * A documented path as a pattern: `<domain>` and `*` stand for any name, `{en,nl,fr}` for each of its
 * choices; a bare file name (`app.ts`) matches that file anywhere.
 */
function pathPattern(documented: string): RegExp {
  const escaped = documented
    .split(/(<[^>]+>|\*|\{[^}]*,[^}]*\})/)
    .map((part) =>
      part.startsWith('<') || part === '*'
        ? '[^/]+'
        : part.startsWith('{')
          ? `(${part.slice(1, -1).split(',').join('|')})`
          : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(documented.includes('/') ? `^${escaped}$` : `(^|/)${escaped}$`);
}

/** A path under one of the roots, or a file name, as the text of a page writes it outside backticks. */
const PROSE_PATH = new RegExp(
  String.raw`(?<![\w/.@<>-])((?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})[\w./<>*{},$-]*|[\w-]+(?:\.[\w-]+)*\.(?:tsx?|json|md|sh))(?![\w/])`,
  'g',
);

/**
 * The file paths a text names, under one of the project's roots or as a bare file name: as a code span
 * (`src/lib/http.ts`, or inside a command such as `npx tsx bench/run.ts`), as a link target (relative
 * to `dir`, the folder of the page, as a reader's browser resolves it), or in the text itself.
 */
export function namedPaths(text: string, dir = '.'): string[] {
  const found = new Set<string>();
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  const links = [...text.matchAll(/\]\(([^)\s#]+)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^(\w+:|\/)/.test(target))
    .map((target) => path.posix.normalize(path.posix.join(dir, target)));
  const prose = [text.replace(/`[^`\n]*`/g, ' ').replace(/\]\([^)]*\)/g, ']'), ...spans.filter((s) => /\s/.test(s))];
  const candidates = [
    ...spans.filter((s) => !/\s/.test(s)),
    ...links,
    ...prose.flatMap((part) => [...part.matchAll(PROSE_PATH)].map((m) => m[1]!)),
  ];
  for (const raw of candidates) {
    const candidate = raw.replace(/[),.:;]+$/, '').replace(/:\d+(-\d+)?$/, '');
    if (candidate.includes('**') || OUTPUTS.some((output) => candidate.startsWith(output))) continue;
    if (ROOTS.some((root) => candidate.startsWith(root)) || /^[\w.*<>-]+\.(tsx?|js|json|md|sh)$/.test(candidate))
      found.add(candidate);
  }
  return [...found];
}

/** The npm scripts a text names (`npm run x`, `npm test`, `npm start`). */
export function namedScripts(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/\bnpm run (?:-s )?([\w:-]+)/g)) found.add(m[1]!);
  for (const m of text.matchAll(/\bnpm (test|start)\b/g)) found.add(m[1]!);
  for (const m of text.matchAll(/`(test:[\w-]+)`/g)) found.add(m[1]!);
  return [...found];
}

/** The API paths a text names, with the line each is on. */
export function namedApiPaths(text: string): { path: string; line: string }[] {
  const found: { path: string; line: string }[] = [];
  for (const line of text.split('\n'))
    for (const m of line.matchAll(/(?<![\w/.])(\/(?:api|config)\/[\w/{}:.,-]*[\w}])(\/\.\.\.)?/g))
      found.push({ path: m[1]! + (m[2] ?? ''), line });
  return found;
}

/** `{a,b}` alternatives expanded; `{id}` and `:id` parameters as one form. */
function apiForms(documented: string): string[] {
  const alternatives = /\{([^{}]*,[^{}]*)\}/.exec(documented);
  if (alternatives)
    return alternatives[1]!.split(',').flatMap((choice) => apiForms(documented.replace(alternatives[0], choice)));
  return [documented.replace(/\{\w+\}/g, ':param').replace(/:\w+/g, ':param')];
}

const declaredPaths = Object.values(
  import.meta.glob<Record<string, unknown>>('../src/shared/endpoints/*.ts', { eager: true }),
)
  .flatMap((module) => Object.values(module))
  .filter((value): value is Record<string, Endpoint> => typeof value === 'object' && value !== null)
  .flatMap((endpoints) => Object.values(endpoints))
  .filter((e): e is Endpoint => typeof e === 'object' && e !== null && 'path' in e && 'method' in e)
  .map((e) => e.path.replace(/:\w+/g, ':param'));
/** Served beside the declared endpoints: the health check and the SignalR hub. */
const OTHER_SERVED = ['/api/health'];

export function isServed(documented: string, served: readonly string[] = [...declaredPaths, ...OTHER_SERVED]) {
  return apiForms(documented).every((form) =>
    form.endsWith('/...')
      ? served.some((p) => p.startsWith(form.slice(0, -4)))
      : served.includes(form) || served.some((p) => p.startsWith(`${form}/`)),
  );
}

describe('the docs stay true', () => {
  it('reads paths, scripts and API paths from a text', () => {
    const text =
      'See `src/lib/http.ts`, [the bench](bench/README.md) and `src/features/<domain>/api/<domain>-api.ts:12`; run `npm run bench`.\n' +
      '| GET /api/partner/v2/rebategroups | list |\n' +
      'Tasks (`/api/task/v2/tasks`, not built yet) under `/api/product/v2/...`.';
    expect(namedPaths(text)).toEqual([
      'src/lib/http.ts',
      'src/features/<domain>/api/<domain>-api.ts',
      'bench/README.md',
    ]);
    const prose =
      'The list helper (server/http/list.ts, see list-screen.tsx) runs `npx tsx bench/run.ts`; the API is\n' +
      '/api/company/v2/companies, not core/src/main.xsl nor Node.js, and src/locales/{en,nl,fr}/<namespace>.json.';
    expect(
      namedPaths('[lists](lists.md), [bench](../bench/README.md), [site](https://example.com/src/x)', 'docs'),
    ).toEqual(['docs/lists.md', 'bench/README.md']);
    expect(namedApiPaths("import('./api/product-api')")).toEqual([]);
    expect(namedPaths(prose)).toEqual([
      'server/http/list.ts',
      'list-screen.tsx',
      'src/locales/{en,nl,fr}/<namespace>.json',
      'bench/run.ts',
    ]);
    expect(namedScripts(text)).toEqual(['bench']);
    expect(namedApiPaths(text).map((p) => p.path)).toEqual([
      '/api/partner/v2/rebategroups',
      '/api/task/v2/tasks',
      '/api/product/v2/...',
    ]);
    expect(isServed('/api/company/v2/companies/{id}', ['/api/company/v2/companies/:param'])).toBe(true);
    expect(isServed('/api/security/v2/{account,oauth}/...', ['/api/security/v2/account/x'])).toBe(false);
    expect(isServed('/api/task/v2/tasks', ['/api/company/v2/companies'])).toBe(false);
  });

  const files = repositoryFiles();
  const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts);

  it.each(DOCS)('%s names only files that exist', (doc) => {
    const missing = namedPaths(readFileSync(doc, 'utf8'), path.dirname(doc)).filter((p) => {
      const pattern = pathPattern(p);
      return !files.some((f) => pattern.test(f) || pattern.test(f.replace(/\/$/, '')));
    });
    expect(missing).toEqual([]);
  });

  it.each(DOCS)('%s names only npm scripts that exist', (doc) => {
    expect(namedScripts(readFileSync(doc, 'utf8')).filter((s) => !scripts.includes(s))).toEqual([]);
  });

  it('the API reference (docs/endpoints.md) names every endpoint that is served', () => {
    const named = new Set(
      namedApiPaths(readFileSync('docs/endpoints.md', 'utf8')).flatMap(({ path: p }) => apiForms(p)),
    );
    expect([...new Set(declaredPaths)].filter((p) => !named.has(p))).toEqual([]);
  });

  it.each(DOCS)('%s names only API paths that are served, or says they are not built yet', (doc) => {
    const unserved = namedApiPaths(readFileSync(doc, 'utf8'))
      .filter(({ path: p, line }) => !/not built yet/i.test(line) && !isServed(p))
      .map(({ path: p }) => p);
    expect(unserved).toEqual([]);
  });
});
