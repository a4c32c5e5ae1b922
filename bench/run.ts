/**
 * `npm run bench`: bundle sizes per page (against the budgets), page timings in Chromium, API load on
 * the large seed, and the long fuzz run. Prints one table and writes bench/results/latest.json.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { apiLoad, monthRun, productExport } from './api-load';
import { calibrate, speedFactor } from './calibration';
import { apiProblems, invoicePdfProblems, loadBudgets, loadRunBudgets, monthRunProblems, overBudget } from './budgets';
import { pageCosts } from './bundle-size';
import { invoicePdfs } from './invoice-pdfs';
import { importLoad, importLoadProblems, importLoadRows, type ImportLoad } from './import-load';
import { jobsLoad, jobsLoadProblems, jobsLoadRows, type JobsLoad } from './jobs-load';
import { statementLoad, statementLoadProblems, statementLoadRows, type StatementLoad } from './statement-load';
import { dataQualityLoad, dataQualityProblems, dataQualityRows, type DataQualityLoad } from './data-quality-load';
import { searchLoad, searchProblems, searchRows, type SearchLoad } from './search-load';
import { formatRequests, pageRequests, requestProblems, type PageRequests } from './page-requests';
import { pageTimings, timingProblems } from './page-timings';
import { scratchDatabase } from '../server/testing/scratch-database';
import { settle, startServer } from './server-process';

const kib = (n: number) => (n / 1024).toFixed(1);
const rows: string[][] = [];
const add = (...cells: (string | number)[]) => rows.push(cells.map(String));

execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
execSync('npx vite build --ssr src/entry-server.tsx --outDir dist-ssr --logLevel warn', { stdio: 'inherit' });
const bundles = pageCosts('dist');
const budgets = loadBudgets();
for (const [page, c] of Object.entries(bundles).sort()) {
  const budget = budgets[page] ?? budgets['*'];
  add(
    'bundle',
    page,
    `JS ${kib(c.jsGzip)} KiB gz (budget ${budget?.jsGzipKiB})`,
    `CSS ${kib(c.cssGzip)} KiB gz`,
    `${c.requests} requests`,
  );
}

/**
 * The parts to measure: every one, or those `BENCH_PARTS` names (comma separated: pages, requests,
 * api, export, quality, search, pdfs, monthrun, imports, jobs, statement, pg, fuzz, sweep).
 */
const chosen = process.env.BENCH_PARTS?.split(',').map((p) => p.trim());
const runs = (name: string) => !chosen || chosen.includes(name);

/**
 * One part of the bench, when chosen. A part that fails is a row of the table (and a non-zero exit),
 * not the end of the run: the parts measured before and after it still report.
 */
async function part<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
  if (!runs(name)) return undefined;
  try {
    return await work();
  } catch (error) {
    add(name, 'FAILED', String((error as Error)?.message ?? error), '', '');
    process.exitCode = 1;
    return undefined;
  }
}

// How fast the machine is now, before and after the measurements (bench/calibration.ts).
const calibrations = [calibrate()];
const server = await startServer({ SEED_SIZE: 'large' }, 4320);
let timings, load, exports, pdfs, run;
let jobs: JobsLoad | undefined;
let imports: ImportLoad | undefined;
let statement: StatementLoad | undefined;
let quality: DataQualityLoad | undefined;
let search: SearchLoad | undefined;
let requests: PageRequests[] | undefined;
try {
  add('seed', 'large', `${server.seedMs} ms`, '', '');
  const settledMs = await settle(server.baseURL);
  add(
    'settle',
    'health within 20 ms ten times in a row',
    settledMs === null ? 'never (3 min)' : `after ${settledMs} ms`,
    '',
    '',
  );
  timings = await part('pages', () => pageTimings(server.baseURL, Number(process.env.BENCH_RUNS ?? 5)));
  for (const t of timings ?? []) {
    const f = (k: keyof typeof t.summary, unit: string, digits = 0) =>
      `${k} ${t.summary[k].median.toFixed(digits)}${unit} (${t.summary[k].min.toFixed(digits)}-${t.summary[k].max.toFixed(digits)})`;
    add(
      'page',
      `${t.page} ${t.profile}`,
      `${f('fcp', ' ms')} ${f('lcp', ' ms')} ${f('ready', ' ms')} ${f('interactive', ' ms')}`,
      `${f('longestTask', ' ms')} ${f('cls', '', 3)}`,
      f('heapMB', ' MB', 1),
    );
  }
  requests = await part('requests', () => pageRequests(server.baseURL));
  for (const r of requests ?? []) add('requests', ...formatRequests(r));
  load = await part('api', () => apiLoad(server.baseURL, Number(process.env.BENCH_SECONDS ?? 10)));
  for (const l of load ?? [])
    add('api', l.endpoint, `${l.requestsPerSecond} req/s`, `p50 ${l.p50ms} ms p99 ${l.p99ms} ms`, `${l.errors} errors`);
  exports = await part('export', async () => [
    await productExport(server.baseURL, server.pid),
    await productExport(server.baseURL, server.pid, '?orderBys=name'),
  ]);
  for (const e of exports ?? [])
    add(
      'export',
      `products CSV ${e.query}`,
      `${e.rows} rows${e.complete ? '' : ' (INCOMPLETE)'} in ${e.seconds} s: ${e.rowsPerSecond} rows/s`,
      `first byte ${e.firstByteMs} ms, ${e.megabytes} MB`,
      `peak RSS +${e.peakRssDeltaMB ?? '?'} MB`,
    );
  // Every data-quality rule over the large seed, as the screen asks for them (before the run adds drafts).
  quality = await part('quality', () => dataQualityLoad(server.baseURL));
  if (quality) for (const row of dataQualityRows(quality)) add(...row);
  // The one search (the command palette) over the large seed, with realistic texts.
  search = await part('search', () => searchLoad(server.baseURL));
  if (search) for (const row of searchRows(search)) add(...row);
  // A month's invoice PDFs, as the mailing of a month fetches them (before the run adds drafts).
  pdfs = await part('pdfs', () => invoicePdfs(server.baseURL));
  if (pdfs)
    add(
      'invoice PDFs',
      `${pdfs.documents} PDFs of ${pdfs.month} (${pdfs.invoices} invoices)`,
      `${pdfs.seconds} s: ${pdfs.documentsPerSecond} documents/s`,
      `p50 ${pdfs.p50Ms} ms p95 ${pdfs.p95Ms} ms per PDF`,
      `${pdfs.kibEach} KiB each`,
    );
  // Then the month run writes a month of drafts for the whole seed.
  run = await part('monthrun', () => monthRun(server.baseURL, server.pid));
  if (run)
    add(
      'month run',
      `${run.month}: ${run.contracts} contracts, ${run.lines} lines, ${run.drafts} drafts`,
      `${run.seconds} s`,
      `${run.contractsPerSecond} contracts/s, ${run.linesPerSecond} lines/s`,
      `peak RSS +${run.peakRssDeltaMB ?? '?'} MB`,
    );
  // Usage files of 10,000 and 100,000 rows imported over HTTP: rows/s, and memory that stays flat.
  imports = await part('imports', () => importLoad(server.baseURL, server.pid));
  if (imports) for (const row of importLoadRows(imports)) add(...row);
  // While a mailing of every open invoice, the next month's run and an import go on, the instance answers.
  jobs = await part('jobs', () => jobsLoad(server.baseURL, server.pid));
  if (jobs) for (const row of jobsLoadRows('embedded', jobs)) add(...row);
  // A bank statement of 10,000 lines paying the seed's open invoices, matched with flat memory.
  statement = await part('statement', () => statementLoad(server.baseURL, server.pid));
  if (statement) for (const row of statementLoadRows(statement)) add(...row);
} finally {
  await server.stop();
}

// The same API load on a PostgreSQL server (scripts/ensure-postgres.sh), in a database of its own.
let pgLoad: Awaited<ReturnType<typeof apiLoad>> | undefined;
let pgJobs: JobsLoad | undefined;
const pgUrl = !runs('pg')
  ? ''
  : (() => {
      try {
        return execSync('bash scripts/ensure-postgres.sh --durable', {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }).trim();
      } catch {
        return '';
      }
    })();
if (pgUrl) {
  const database = await scratchDatabase(pgUrl, 'bench');
  const pgServer = await startServer({ SEED_SIZE: 'large', DATABASE_URL: database.url }, 4321);
  try {
    add('seed', 'large (PostgreSQL)', `${pgServer.seedMs} ms`, '', '');
    pgLoad = await part('pg', () => apiLoad(pgServer.baseURL, Number(process.env.BENCH_SECONDS ?? 10)));
    for (const l of pgLoad ?? [])
      add(
        'api pg',
        l.endpoint,
        `${l.requestsPerSecond} req/s`,
        `p50 ${l.p50ms} ms p99 ${l.p99ms} ms`,
        `${l.errors} errors`,
      );
    pgJobs = await part('pg', () => jobsLoad(pgServer.baseURL, pgServer.pid));
    if (pgJobs) for (const row of jobsLoadRows('PostgreSQL', pgJobs)) add(...row);
  } finally {
    await pgServer.stop();
    await database.drop();
  }
} else if (runs('pg')) add('api pg', 'skipped: no PostgreSQL server (scripts/ensure-postgres.sh)', '', '', '');

const fuzzRuns = process.env.FUZZ_RUNS ?? '1000';
let fuzzLine = 'fuzz: not chosen';
if (runs('fuzz'))
  try {
    const fuzzOut = execSync(`FUZZ_RUNS=${fuzzRuns} npx vitest run --project api server/gates/fuzz.test.ts`, {
      encoding: 'utf8',
    });
    fuzzLine = /fuzz: .*/.exec(fuzzOut)?.[0] ?? 'fuzz: no summary';
  } catch (error) {
    // A failing long run still prints the table, with the seed to replay the failure.
    const out = String((error as { stdout?: unknown }).stdout ?? error);
    fuzzLine = `fuzz: FAILED (${/seed \d+/.exec(out)?.[0] ?? 'see output'}) ${/Caused by: [^\n]*/.exec(out)?.[0] ?? ''}`;
    process.exitCode = 1;
  }

// Every screen of the route tree scanned by axe as well (e2e/screen-sweep.spec.ts): npm test sweeps
// the screens without the scans, which grow with every screen.
let sweepLine = 'sweep: not chosen';
if (runs('sweep'))
  try {
    const out = execSync('npx playwright test e2e/screen-sweep.spec.ts --reporter=line', {
      encoding: 'utf8',
      env: { ...process.env, SWEEP_AXE: '1', E2E_PORT: '4322' },
    });
    sweepLine = `sweep: every screen scanned by axe: ${/\d+ passed[^\n]*/.exec(out)?.[0] ?? 'passed'}`;
  } catch (error) {
    const out = String((error as { stdout?: unknown }).stdout ?? error);
    sweepLine = `sweep: FAILED ${/Error: [^\n]*/.exec(out)?.[0] ?? '(see the Playwright report)'}`;
    process.exitCode = 1;
  }

calibrations.push(calibrate());
const runBudgets = loadRunBudgets();
const calibrationMs = (calibrations[0]! + calibrations[1]!) / 2;
const factor = speedFactor(calibrationMs, runBudgets.calibration.referenceMs);
add(
  'calibration',
  `${calibrations.map((c) => c.toFixed(1)).join(' and ')} ms (reference ${runBudgets.calibration.referenceMs} ms)`,
  `time budgets x ${factor.toFixed(2)}`,
  '',
  '',
);

const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
console.log(rows.map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ')).join('\n'));
console.log(`\n${fuzzLine}\n${sweepLine}`);
const problems = overBudget(bundles, budgets);
if (problems.length) console.log(`\nOver budget:\n${problems.join('\n')}`);
// What Chromium fetched: JS requests before the first paint and the bytes sent, against the same budgets.
const requestIssues = runs('requests') ? requestProblems(requests ?? [], budgets) : [];
if (requestIssues.length) console.log(`\nRequests over budget:\n${requestIssues.join('\n')}`);
// Layout shift, LCP and API p99 against their budgets.
const speedIssues = [
  ...(runs('pages') ? timingProblems(timings ?? [], runBudgets.timings, factor) : []),
  ...(runs('api') ? apiProblems('embedded', load ?? [], runBudgets.api.p99Ms, factor) : []),
  ...(runs('pg') ? apiProblems('PostgreSQL', pgLoad ?? [], runBudgets.api.p99Ms, factor) : []),
  ...(runs('monthrun') ? monthRunProblems(run, runBudgets.monthRun, factor) : []),
  ...(runs('pdfs') ? invoicePdfProblems(pdfs, runBudgets.invoicePdfs, factor) : []),
  ...(runs('jobs') ? jobsLoadProblems('embedded', jobs, runBudgets.jobsLoad, factor) : []),
  ...(runs('imports') ? importLoadProblems(imports, runBudgets.importLoad, factor) : []),
  ...(runs('statement') ? statementLoadProblems(statement, runBudgets.statementLoad, factor) : []),
  ...(runs('quality') ? dataQualityProblems(quality, runBudgets.dataQuality, factor) : []),
  ...(runs('search') ? searchProblems(search, runBudgets.search, factor) : []),
  ...(pgUrl ? jobsLoadProblems('PostgreSQL', pgJobs, runBudgets.jobsLoad, factor) : []),
];
if (speedIssues.length) console.log(`\nTimings over budget:\n${speedIssues.join('\n')}`);
if (problems.length || requestIssues.length || speedIssues.length) process.exitCode = 1;

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/latest.json',
  JSON.stringify(
    {
      date: new Date().toISOString(),
      calibrations,
      factor,
      bundles,
      timings,
      load,
      pgLoad,
      exports,
      pdfs,
      jobs,
      pgJobs,
      imports,
      statement,
      quality,
      fuzz: fuzzLine,
      sweep: sweepLine,
    },
    null,
    2,
  ),
);
writeFileSync('bench/results/page-requests.json', JSON.stringify(requests ?? [], null, 2));
console.log('\nWritten: bench/results/latest.json');
