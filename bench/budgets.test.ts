import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBudgets, overBudget } from './budgets';
import { pageCosts } from './bundle-size';

describe('bundle budgets', () => {
  it('every page of the build stays within its budget', () => {
    expect(existsSync('dist/.vite/manifest.json'), 'build the app first (npm test does: vite build)').toBe(true);
    const costs = pageCosts('dist');
    // The pages come from the manifest: the login page and every route under the app layout.
    expect(Object.keys(costs)).toEqual(expect.arrayContaining(['/login', '/products', '/settings/settings']));
    expect(overBudget(costs, loadBudgets())).toEqual([]);
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
    const problems = overBudget(pageCosts(dist), loadBudgets());
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^\/login: JS 2\d\d\.\d KiB gzip > budget 145 KiB$/);
  });
});
