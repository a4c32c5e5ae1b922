import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiProblems, invoicePdfProblems, loadBudgets, loadRunBudgets, monthRunProblems, overBudget } from './budgets';
import { pageCosts } from './bundle-size';

describe('bundle budgets', () => {
  it('every page of the build stays within its budget', () => {
    expect(existsSync('dist/.vite/manifest.json'), 'build the app first (npm test does: vite build)').toBe(true);
    const costs = pageCosts('dist');
    // The pages come from the manifest: the login page and every route under the app layout.
    expect(Object.keys(costs)).toEqual(expect.arrayContaining(['/login', '/products', '/settings/settings']));
    expect(overBudget(costs, loadBudgets())).toEqual([]);
  });

  it('the sign-in page loads at most its budget of JS files before it paints', () => {
    const budget = loadBudgets()['/login']?.jsRequests;
    expect(budget).toBeLessThanOrEqual(8);
    expect(pageCosts('dist')['/login']!.jsRequests).toBeLessThanOrEqual(budget!);
  });

  it('the build writes a brotli and a gzip copy beside every compressible file', () => {
    const files = readdirSync('dist', { recursive: true, encoding: 'utf8' }).map((f) => f.replaceAll(path.sep, '/'));
    const compressible = files.filter((f) => /\.(html|js|css|json|svg)$/.test(f) && !f.startsWith('.vite/'));
    expect(compressible).toEqual(expect.arrayContaining(['index.html', expect.stringMatching(/^assets\/.+\.js$/)]));
    // A variant is left out only where it would not be smaller than the file (a few bytes).
    const missing = compressible.filter((f) => !files.includes(`${f}.br`) || !files.includes(`${f}.gz`));
    expect(missing.filter((f) => statSync(path.join('dist', f)).size > 200)).toEqual([]);
    expect(missing.length).toBeLessThan(compressible.length / 10);
  });

  it('catches a page that grew past its budget', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'budget-'));
    mkdirSync(path.join(dist, '.vite'));
    mkdirSync(path.join(dist, 'assets'));
    // Random bytes do not compress: 200 KiB stays ~200 KiB gzip, over the login budget.
    writeFileSync(
      path.join(dist, 'assets', 'index.js'),
      Buffer.from(Array.from({ length: 200 * 1024 }, () => Math.floor(Math.random() * 256))),
    );
    writeFileSync(path.join(dist, 'assets', 'login.js'), 'export const x = 1;');
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index.js', isEntry: true },
        'src/routes/login.tsx?tsr-split=component': { file: 'assets/login.js', isDynamicEntry: true },
      }),
    );
    const budgets = loadBudgets();
    const problems = overBudget(pageCosts(dist), budgets);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`^/login: JS 2\\d\\d\\.\\d KiB gzip > budget ${budgets['/login']!.jsGzipKiB} KiB$`),
    );
  });

  it('catches a sign-in page that loads too many JS files', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'budget-'));
    mkdirSync(path.join(dist, '.vite'));
    mkdirSync(path.join(dist, 'assets'));
    const chunks = Array.from({ length: 9 }, (_, i) => `chunk${i}`);
    for (const name of [...chunks, 'login']) writeFileSync(path.join(dist, 'assets', `${name}.js`), 'export{}');
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/chunk0.js', isEntry: true, imports: chunks.slice(1).map((c) => `_${c}`) },
        ...Object.fromEntries(chunks.slice(1).map((c) => [`_${c}`, { file: `assets/${c}.js` }])),
        'src/routes/login.tsx?tsr-split=component': { file: 'assets/login.js', isDynamicEntry: true },
      }),
    );
    expect(overBudget(pageCosts(dist), loadBudgets())).toEqual(['/login: 10 JS requests > budget 8']);
  });
});

describe('API budgets', () => {
  it('names an endpoint over its p99 or with errors, on the database it ran on', () => {
    const p99Ms = loadRunBudgets().api.p99Ms;
    const page1 = '/api/product/v2/products?pageIndex=1&pageSize=20';
    expect(p99Ms[page1]).toBe(25);
    expect(apiProblems('embedded', [{ endpoint: page1, p99ms: 20, errors: 0 }], p99Ms)).toEqual([]);
    expect(
      apiProblems(
        'PostgreSQL',
        [
          { endpoint: page1, p99ms: 256, errors: 0 },
          { endpoint: '/api/security/v2/modules', p99ms: 900, errors: 2 },
        ],
        p99Ms,
      ),
    ).toEqual([`PostgreSQL ${page1}: p99 256 ms > budget 25 ms`, 'PostgreSQL /api/security/v2/modules: 2 errors']);
    // A machine that ran the calibration 1.5 times slower: 37 ms for a 25 ms budget.
    expect(apiProblems('embedded', [{ endpoint: page1, p99ms: 37, errors: 0 }], p99Ms, 1.5)).toEqual([]);
    expect(apiProblems('embedded', [{ endpoint: page1, p99ms: 39, errors: 0 }], p99Ms, 1.5)).toEqual([
      `embedded ${page1}: p99 39 ms > budget 38 ms`,
    ]);
  });
});

describe('month run budget', () => {
  it('names a run over its time or memory, and one that did not run', () => {
    const budget = loadRunBudgets().monthRun;
    expect(budget).toEqual({ $comment: expect.any(String), maxSeconds: 300, maxRssDeltaMB: 350 });
    expect(monthRunProblems({ seconds: 120, peakRssDeltaMB: 80 }, budget)).toEqual([]);
    expect(monthRunProblems({ seconds: 301.5, peakRssDeltaMB: 351 }, budget)).toEqual([
      'month run: 301.5 s > budget 300 s',
      'month run: peak RSS +351 MB > budget 350 MB',
    ]);
    expect(monthRunProblems({ seconds: 450, peakRssDeltaMB: 351 }, budget, 2)).toEqual([
      'month run: peak RSS +351 MB > budget 350 MB',
    ]);
    expect(monthRunProblems(undefined, budget)).toEqual(['month run: did not run']);
  });
});

describe('invoice PDF budget', () => {
  it('names PDFs too slow per document or in all, and a step that did not run', () => {
    const budget = loadRunBudgets().invoicePdfs;
    expect(budget).toEqual({ $comment: expect.any(String), p95Ms: 60, minDocumentsPerSecond: 25 });
    expect(invoicePdfProblems({ p95Ms: 12, documentsPerSecond: 120 }, budget)).toEqual([]);
    expect(invoicePdfProblems({ p95Ms: 61, documentsPerSecond: 20 }, budget)).toEqual([
      'invoice PDFs: p95 61 ms > budget 60 ms',
      'invoice PDFs: 20 documents/s < budget 25',
    ]);
    expect(invoicePdfProblems({ p95Ms: 100, documentsPerSecond: 13 }, budget, 2)).toEqual([]);
    expect(invoicePdfProblems({ p95Ms: 121, documentsPerSecond: 12 }, budget, 2)).toEqual([
      'invoice PDFs: p95 121 ms > budget 120 ms',
      'invoice PDFs: 12 documents/s < budget 13',
    ]);
    expect(invoicePdfProblems(undefined, budget)).toEqual(['invoice PDFs: did not run']);
  });
});
