/** Size budgets per page, checked against the build (sizes are deterministic; timings are not). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TimingBudgets } from './page-timings';

/** `jsRequests`: at most this many JS files before the page paints (where the page names one). */
export type Budget = { jsGzipKiB: number; cssGzipKiB: number; jsRequests?: number };
export type PageCost = { jsGzip: number; cssGzip: number; requests: number; jsRequests: number };

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
    if (budget.jsRequests !== undefined && cost.jsRequests > budget.jsRequests)
      problems.push(`${page}: ${cost.jsRequests} JS requests > budget ${budget.jsRequests}`);
  }
  return problems;
}

export type MonthRunBudget = { maxSeconds: number; maxRssDeltaMB: number };
export type InvoicePdfBudget = { p95Ms: number; minDocumentsPerSecond: number };
type Extra = {
  timings: TimingBudgets;
  api: { p99Ms: Record<string, number> };
  monthRun: MonthRunBudget;
  invoicePdfs: InvoicePdfBudget;
};
/** The timing, API, month-run and invoice PDF budgets (bench/budgets.json `timings`, `api`, `monthRun`, `invoicePdfs`). */
export function loadRunBudgets(): Extra {
  const file = fileURLToPath(new URL('./budgets.json', import.meta.url));
  const { timings, api, monthRun, invoicePdfs } = JSON.parse(readFileSync(file, 'utf8')) as Extra;
  return { timings, api, monthRun, invoicePdfs };
}

/** A month's invoice PDFs too slow per document (p95) or in all (documents per second); missing: not run. */
export function invoicePdfProblems(
  pdfs: { p95Ms: number; documentsPerSecond: number } | undefined,
  budget: InvoicePdfBudget,
): string[] {
  if (!pdfs) return ['invoice PDFs: did not run'];
  const problems: string[] = [];
  if (pdfs.p95Ms > budget.p95Ms) problems.push(`invoice PDFs: p95 ${pdfs.p95Ms} ms > budget ${budget.p95Ms} ms`);
  if (pdfs.documentsPerSecond < budget.minDocumentsPerSecond)
    problems.push(`invoice PDFs: ${pdfs.documentsPerSecond} documents/s < budget ${budget.minDocumentsPerSecond}`);
  return problems;
}

/** A month run that took too long, or whose memory grew past its budget (missing: it did not run). */
export function monthRunProblems(
  run: { seconds: number; peakRssDeltaMB: number | null } | undefined,
  budget: MonthRunBudget,
): string[] {
  if (!run) return ['month run: did not run'];
  const problems: string[] = [];
  if (run.seconds > budget.maxSeconds) problems.push(`month run: ${run.seconds} s > budget ${budget.maxSeconds} s`);
  if (run.peakRssDeltaMB !== null && run.peakRssDeltaMB > budget.maxRssDeltaMB)
    problems.push(`month run: peak RSS +${run.peakRssDeltaMB} MB > budget ${budget.maxRssDeltaMB} MB`);
  return problems;
}

/** Every endpoint whose p99 at 10 connections is over its budget, on the database named. */
export function apiProblems(
  database: string,
  results: readonly { endpoint: string; p99ms: number; errors: number }[],
  p99Ms: Record<string, number>,
): string[] {
  const problems: string[] = [];
  for (const r of results) {
    const budget = p99Ms[r.endpoint];
    if (budget !== undefined && r.p99ms > budget)
      problems.push(`${database} ${r.endpoint}: p99 ${r.p99ms} ms > budget ${budget} ms`);
    if (r.errors > 0) problems.push(`${database} ${r.endpoint}: ${r.errors} errors`);
  }
  return problems;
}
