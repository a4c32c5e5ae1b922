/**
 * Gzip bytes of the JS and CSS a page loads, read from Vite's build manifest: the entry, its static
 * imports, the texts every screen waits for (`common` in English, the default and fallback language),
 * and the lazily loaded chunks of the route (and their static imports); and how many files that is.
 * Sizes are deterministic, so budgets can be checked in tests. What Chromium really fetches before
 * the first paint, and how many bytes travel: bench/page-requests.ts.
 * Usage: tsx bench/bundle-size.ts [dist]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  src?: string;
};
type Manifest = Record<string, Chunk>;

export function loadManifest(dist = 'dist'): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Manifest keys of the lazily loaded chunks of one route file (component, pending, error...). */
export function routeChunkKeys(manifest: Manifest, routeFile: string): string[] {
  return Object.keys(manifest).filter((k) => k.startsWith(`${routeFile}?tsr-split`));
}

export function pageCost(manifest: Manifest, keys: string[], dist = 'dist') {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const i of chunk.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  let js = 0;
  let css = 0;
  for (const f of files) {
    const size = gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
    if (f.endsWith('.css')) css += size;
    else js += size;
  }
  const jsRequests = [...files].filter((f) => !f.endsWith('.css')).length;
  return { jsGzip: js, cssGzip: css, requests: files.size, jsRequests };
}

/** What every page loads at start: the entry (with its static imports) and the common texts. */
export const START_KEYS = ['index.html', 'src/locales/en/common.json'];

/** Every top-level page: the entry plus the route chain's chunks. */
export function pageCosts(dist = 'dist') {
  const manifest = loadManifest(dist);
  const pages: Record<string, string[]> = {
    '/login': [...START_KEYS, ...routeChunkKeys(manifest, 'src/routes/login.tsx')],
  };
  for (const key of Object.keys(manifest)) {
    const m = /^src\/routes\/_app\/(.+)\.tsx\?tsr-split/.exec(key);
    if (!m) continue;
    const route = m[1]!.replace(/\/index$|^index$/, '').replace(/\/route$/, '');
    const path = `/${route}`;
    pages[path] ??= [
      ...START_KEYS,
      ...routeChunkKeys(manifest, 'src/routes/_app.tsx'),
      ...routeChunkKeys(manifest, `src/routes/_app/${m[1]}.tsx`),
    ];
  }
  return Object.fromEntries(Object.entries(pages).map(([path, keys]) => [path, pageCost(manifest, keys, dist)]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const costs = pageCosts(process.argv[2] ?? 'dist');
  const kib = (n: number) => (n / 1024).toFixed(1);
  console.log(
    'page'.padEnd(40),
    'JS KiB gz'.padStart(10),
    'CSS KiB gz'.padStart(11),
    'requests'.padStart(9),
    'JS files'.padStart(9),
  );
  for (const [path, c] of Object.entries(costs).sort()) {
    console.log(
      path.padEnd(40),
      kib(c.jsGzip).padStart(10),
      kib(c.cssGzip).padStart(11),
      String(c.requests).padStart(9),
      String(c.jsRequests).padStart(9),
    );
  }
}
