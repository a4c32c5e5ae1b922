/** Size budgets per page, checked against the build (sizes are deterministic; timings are not). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Budget = { jsGzipKiB: number; cssGzipKiB: number };
export type PageCost = { jsGzip: number; cssGzip: number; requests: number };

export function loadBudgets(): Record<string, Budget> {
  const file = fileURLToPath(new URL('./budgets.json', import.meta.url));
  return (JSON.parse(readFileSync(file, 'utf8')) as { pages: Record<string, Budget> }).pages;
}

/** Every page over its budget, with the figures, as lines a person can act on. */
export function overBudget(costs: Record<string, PageCost>, budgets: Record<string, Budget>): string[] {
  const problems: string[] = [];
  for (const [page, cost] of Object.entries(costs)) {
    const budget = budgets[page] ?? budgets['*'];
    if (!budget) continue;
    const js = cost.jsGzip / 1024;
    const css = cost.cssGzip / 1024;
    if (js > budget.jsGzipKiB) problems.push(`${page}: JS ${js.toFixed(1)} KiB gzip > budget ${budget.jsGzipKiB} KiB`);
    if (css > budget.cssGzipKiB)
      problems.push(`${page}: CSS ${css.toFixed(1)} KiB gzip > budget ${budget.cssGzipKiB} KiB`);
  }
  return problems;
}
