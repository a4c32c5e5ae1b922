/**
 * Data quality at scale (issue 34: "all rules over the large seed answer in under 2 s together"):
 * `GET /api/dataquality/v2/findings` with every rule (the screen's first call: each rule's count and
 * the first page) asked ROUNDS times one after the other over HTTP, after one call to warm the
 * server; then each rule alone once, to see which costs what. Reports the median and the slowest of
 * the rounds, the findings per rule and each rule's time.
 *
 * `npm run bench` runs it on the embedded database against `bench/budgets.json` `dataQuality`
 * (`maxMedianMs`, grown by the calibration's factor). Alone: `npx tsx bench/data-quality-load.ts [--pg]`
 * starts its own large-seed server on `PORT` (4332 unless set) and prints the figures as JSON;
 * `--url=http://...` measures a server already running.
 */
import { DATA_QUALITY_RULES } from '../src/shared/constants/data-quality';
import type { DataQualityPage } from '../src/shared/schemas/data-quality';
import { runAsScript, signInCookie, timedRead } from './server-process';

const ROUNDS = 5;
const PATH = '/api/dataquality/v2/findings?pageSize=20';

async function timed(baseURL: string, cookie: string, path: string) {
  const { ms, body: page } = await timedRead<DataQualityPage>(baseURL, cookie, path, 120_000);
  return { ms: Math.round(ms), page };
}

export async function dataQualityLoad(baseURL: string, rounds = ROUNDS) {
  const cookie = await signInCookie(baseURL, 'admin@backoffice.test');
  const warm = await timed(baseURL, cookie, PATH);
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) times.push((await timed(baseURL, cookie, PATH)).ms);
  const sorted = [...times].sort((a, b) => a - b);
  const perRule: Record<string, { ms: number; findings: number }> = {};
  for (const rule of DATA_QUALITY_RULES) {
    const { ms, page } = await timed(baseURL, cookie, `${PATH}&rules=${rule}`);
    perRule[rule] = { ms, findings: page.totalCount };
  }
  return {
    rounds,
    firstMs: warm.ms,
    medianMs: sorted[Math.floor(sorted.length / 2)]!,
    maxMs: sorted[sorted.length - 1]!,
    findings: warm.page.totalCount,
    perRule,
  };
}

export type DataQualityLoad = Awaited<ReturnType<typeof dataQualityLoad>>;
export type DataQualityBudget = { maxMedianMs: number };

/** Over budget: the median of every rule together slower than the budget (grown by `factor`); missing: not run. */
export function dataQualityProblems(load: DataQualityLoad | undefined, budget: DataQualityBudget, factor = 1) {
  if (!load) return ['data quality: did not run'];
  const limit = Math.round(budget.maxMedianMs * factor);
  return load.medianMs > limit ? [`data quality: every rule in ${load.medianMs} ms (median) > budget ${limit} ms`] : [];
}

/** The scenario's line of the bench table. */
export const dataQualityRows = (l: DataQualityLoad) => [
  [
    'data quality',
    `every rule, ${l.findings} findings, ${l.rounds} rounds`,
    `median ${l.medianMs} ms, max ${l.maxMs} ms (first ${l.firstMs} ms)`,
    Object.entries(l.perRule)
      .map(([rule, r]) => `${rule} ${r.ms} ms`)
      .join(', '),
    '',
  ],
];

await runAsScript(import.meta.url, 4332, 'dataquality', (url) => dataQualityLoad(url));
