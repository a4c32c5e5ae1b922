/** Size budgets per page, checked against the build (sizes are deterministic; timings are not). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ImportLoadBudget } from './import-load';
import type { JobsLoadBudget } from './jobs-load';
import type { StatementLoadBudget } from './statement-load';
import type { DataQualityBudget } from './data-quality-load';
import type { SearchBudget } from './search-load';
import type { TimingBudgets } from './page-timings';

/**
 * `jsRequests`: at most this many JS files before the page paints (where the page names one).
 * `htmlKiB`: the page's HTML as sent with brotli; `htmlDecodedKiB`: the same decoded (npm run bench).
 */
export type Budget = {
  jsGzipKiB: number;
  cssGzipKiB: number;
  jsRequests?: number;
  htmlKiB?: number;
  htmlDecodedKiB?: number;
};
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
/** The calibration's time on the machine the time budgets were set on (bench/calibration.ts). */
export type Calibration = { referenceMs: number };
type Extra = {
  calibration: Calibration;
  timings: TimingBudgets;
  api: { p99Ms: Record<string, number> };
  monthRun: MonthRunBudget;
  invoicePdfs: InvoicePdfBudget;
  jobsLoad: JobsLoadBudget;
  importLoad: ImportLoadBudget;
  statementLoad: StatementLoadBudget;
  dataQuality: DataQualityBudget;
  search: SearchBudget;
};
/**
 * The timing, API, month-run, invoice PDF, jobs and import budgets (bench/budgets.json `timings`, `api`,
 * `monthRun`, `invoicePdfs`, `jobsLoad`, `importLoad`, `statementLoad`, `dataQuality`, `search`), set on the machine of `calibration`. Each check below takes `factor`: how much slower
 * this machine is (bench/calibration.ts); its time budgets grow by it.
 */
export function loadRunBudgets(): Extra {
  const file = fileURLToPath(new URL('./budgets.json', import.meta.url));
  const { calibration, timings, api, monthRun, invoicePdfs, jobsLoad, importLoad, statementLoad, dataQuality, search } =
    JSON.parse(readFileSync(file, 'utf8')) as Extra;
  return { calibration, timings, api, monthRun, invoicePdfs, jobsLoad, importLoad, statementLoad, dataQuality, search };
}

/** A month's invoice PDFs too slow per document (p95) or in all (documents per second); missing: not run. */
export function invoicePdfProblems(
  pdfs: { p95Ms: number; documentsPerSecond: number } | undefined,
  budget: InvoicePdfBudget,
  factor = 1,
): string[] {
  if (!pdfs) return ['invoice PDFs: did not run'];
  const problems: string[] = [];
  const p95 = Math.round(budget.p95Ms * factor);
  const perSecond = Math.round(budget.minDocumentsPerSecond / factor);
  if (pdfs.p95Ms > p95) problems.push(`invoice PDFs: p95 ${pdfs.p95Ms} ms > budget ${p95} ms`);
  if (pdfs.documentsPerSecond < perSecond)
    problems.push(`invoice PDFs: ${pdfs.documentsPerSecond} documents/s < budget ${perSecond}`);
  return problems;
}

/** A month run that took too long, or whose memory grew past its budget (missing: it did not run). */
export function monthRunProblems(
  run: { seconds: number; peakRssDeltaMB: number | null } | undefined,
  budget: MonthRunBudget,
  factor = 1,
): string[] {
  if (!run) return ['month run: did not run'];
  const problems: string[] = [];
  const seconds = Math.round(budget.maxSeconds * factor);
  if (run.seconds > seconds) problems.push(`month run: ${run.seconds} s > budget ${seconds} s`);
  if (run.peakRssDeltaMB !== null && run.peakRssDeltaMB > budget.maxRssDeltaMB)
    problems.push(`month run: peak RSS +${run.peakRssDeltaMB} MB > budget ${budget.maxRssDeltaMB} MB`);
  return problems;
}

/** Every endpoint whose p99 at 10 connections is over its budget, on the database named. */
export function apiProblems(
  database: string,
  results: readonly { endpoint: string; p99ms: number; errors: number }[],
  p99Ms: Record<string, number>,
  factor = 1,
): string[] {
  const problems: string[] = [];
  for (const r of results) {
    const own = p99Ms[r.endpoint];
    const budget = own === undefined ? undefined : Math.round(own * factor);
    if (budget !== undefined && r.p99ms > budget)
      problems.push(`${database} ${r.endpoint}: p99 ${r.p99ms} ms > budget ${budget} ms`);
    if (r.errors > 0) problems.push(`${database} ${r.endpoint}: ${r.errors} errors`);
  }
  return problems;
}
