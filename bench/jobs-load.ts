/**
 * "Jobs never stall an instance" (docs/jobs.md): on the large seed, a mailing of every open invoice,
 * a month run and a usage import of 100,000 rows (bench/import-load.ts) are started over the API, and
 * while they run a monitor asks `/api/health` and a
 * member of staff pages through the products list (its first 20 pages over and over: each read from
 * the database once, then from the list cache, which the jobs' writes to other tables leave alone),
 * and the screens poll the jobs' progress every second. Reports the latencies (p50, p99, max) of both, how far
 * each job got, and the server's memory. `npm run bench` runs it on the embedded database and on the
 * PostgreSQL server against `bench/budgets.json` `jobsLoad`.
 *
 * Alone: `npx tsx bench/jobs-load.ts [--pg]` starts its own server on `PORT` (4334 unless set) with
 * `SEED_SIZE=large` (on a PostgreSQL server from scripts/ensure-postgres.sh with `--pg`) and prints
 * the figures as JSON; `--url=http://... [--pid=n]` measures a server already running instead.
 */
import { importStatus, rssMB, uploadUsage, usageCsv, usageItems } from './import-load';
import { runAsScript, signInCookie } from './server-process';

const OPEN = ['created', 'sent', 'overdue', 'partiallyPaid', 'reminder1', 'reminder2', 'notice1', 'notice2'];
/** The longest the scenario watches the jobs; the figures are taken over this window at most. */
const WINDOW_MS = 5 * 60_000;
/** How often each client asks (a monitor, a person paging): never more often than this. */
const PACE_MS = 50;

type Latencies = { count: number; errors: number; p50Ms: number; p99Ms: number; maxMs: number };

function summary(times: number[], errors: number): Latencies {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { count: sorted.length, errors, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: Math.round(sorted.at(-1) ?? 0) };
}

export async function jobsLoad(
  baseURL: string,
  serverPid: number | undefined,
  month = '2027-01',
  importRows = 100_000,
) {
  const cookie = await signInCookie(baseURL, 'admin@backoffice.test');
  // The usage file is made before the clock starts (its days after every other bench import's).
  const usage = importRows ? usageCsv(await usageItems(baseURL, cookie), importRows, '2034-01-01') : null;
  const headers = { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
  const api = async <T>(path: string, body?: object): Promise<T> => {
    const res = await fetch(`${baseURL}${path}`, {
      method: body ? 'POST' : 'GET',
      headers,
      signal: AbortSignal.timeout(60_000),
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { response: T }).response;
  };
  const rssBefore = rssMB(serverPid);
  const started = performance.now();
  const { mailingId } = await api<{ mailingId: number }>('/api/invoice/v2/invoices/email-all', { states: OPEN });
  const { requestId } = await api<{ requestId: number }>('/api/invoice/v2/invoices/run-month', { month });
  // The upload goes on while the clients ask (its answer comes once the rows are stored).
  let importId: number | null = null;
  let fileImport = { status: usage ? 'uploading' : 'finished', done: 0 };
  let importSeconds: number | null = null;
  const upload = usage
    ? uploadUsage(baseURL, cookie, usage, `jobs-usage-${importRows}.csv`).then((u) => (importId = u.importId))
    : null;
  type Mailing = { status: string; total: number; done: number };
  type Run = { status: string; totalContracts: number; doneContracts: number };
  let mailing: Mailing = { status: 'pending', total: 0, done: 0 };
  let run: Run = { status: 'pending', totalContracts: 0, doneContracts: 0 };
  let mailingSeconds: number | null = null;
  let runSeconds: number | null = null;
  let rssPeak = rssBefore ?? 0;
  const running = () =>
    (mailing.status !== 'finished' || run.status !== 'finished' || fileImport.status !== 'finished') &&
    performance.now() - started < WINDOW_MS;

  /** One client: asks `path()` every PACE_MS (or right after a slower answer) while the jobs run. */
  const client = async (path: () => string) => {
    const times: number[] = [];
    let errors = 0;
    while (running()) {
      const begin = performance.now();
      try {
        const res = await fetch(`${baseURL}${path()}`, { headers, signal: AbortSignal.timeout(60_000) });
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      const took = performance.now() - begin;
      times.push(took);
      if (took < PACE_MS) await new Promise((resolve) => setTimeout(resolve, PACE_MS - took));
    }
    return summary(times, errors);
  };
  /** The screens' view of both jobs, every second (a status poll, as the drafts and mailing screens do). */
  const polls: number[] = [];
  let pollErrors = 0;
  const watch = async () => {
    while (running()) {
      const begin = performance.now();
      try {
        mailing = await api<Mailing>(`/api/invoice/v2/invoices/mailings/${mailingId}`);
        run = (await api<{ request: Run }>(`/api/invoice/v2/requests/${requestId}?pageSize=5`)).request;
        if (importId !== null) {
          const status = await importStatus(baseURL, cookie, importId);
          fileImport = { status: status.status, done: status.counts.done };
        }
      } catch {
        pollErrors++;
      }
      polls.push(performance.now() - begin);
      const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
      if (mailing.status === 'finished') mailingSeconds ??= seconds;
      if (run.status === 'finished') runSeconds ??= seconds;
      if (importId !== null && fileImport.status === 'finished') importSeconds ??= seconds;
      rssPeak = Math.max(rssPeak, rssMB(serverPid) ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  };
  let page = 0;
  const [health, products] = await Promise.all([
    client(() => '/api/health'),
    client(() => `/api/product/v2/products?pageIndex=${(page++ % 20) + 1}&pageSize=20`),
    watch(),
    upload,
  ]);
  return {
    mailing: { invoices: mailing.total, done: mailing.done, seconds: mailingSeconds },
    run: { month, contracts: run.totalContracts, done: run.doneContracts, seconds: runSeconds },
    import: { rows: importRows, done: fileImport.done, seconds: importSeconds },
    windowSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    health,
    products,
    /** Both progress calls of the screens, one after the other. */
    statusPolls: summary(polls, pollErrors),
    rssBeforeMB: rssBefore,
    rssPeakMB: rssPeak || null,
  };
}

export type JobsLoad = Awaited<ReturnType<typeof jobsLoad>>;
export type JobsLoadBudget = { healthP99Ms: number; productsP99Ms: number };

/** What is over budget: a p99 above it, or an error; the calibration `factor` grows the times. */
export function jobsLoadProblems(database: string, load: JobsLoad | undefined, budget: JobsLoadBudget, factor = 1) {
  if (!load) return [`jobs ${database}: did not run`];
  const problems: string[] = [];
  const check = (name: string, l: Latencies, ms: number) => {
    const limit = Math.round(ms * factor);
    if (l.p99Ms > limit) problems.push(`jobs ${database}: ${name} p99 ${l.p99Ms} ms > budget ${limit} ms`);
    if (l.errors) problems.push(`jobs ${database}: ${name} ${l.errors} errors`);
  };
  check('/api/health', load.health, budget.healthP99Ms);
  check('products list', load.products, budget.productsP99Ms);
  return problems;
}

/** The scenario's lines of the bench table. */
export const jobsLoadRows = (database: string, l: JobsLoad) => [
  [
    `jobs ${database}`,
    `mailing ${l.mailing.done}/${l.mailing.invoices} invoices${l.mailing.seconds === null ? '' : ` in ${l.mailing.seconds} s`}, ` +
      `run ${l.run.done}/${l.run.contracts} contracts${l.run.seconds === null ? '' : ` in ${l.run.seconds} s`}, ` +
      `import ${l.import.done}/${l.import.rows} rows${l.import.seconds === null ? '' : ` in ${l.import.seconds} s`}`,
    `health p50 ${l.health.p50Ms} p99 ${l.health.p99Ms} max ${l.health.maxMs} ms (${l.health.count})`,
    `products p50 ${l.products.p50Ms} p99 ${l.products.p99Ms} max ${l.products.maxMs} ms (${l.products.count}), ` +
      `status polls p99 ${l.statusPolls.p99Ms} ms`,
    `RSS ${l.rssBeforeMB ?? '?'} -> ${l.rssPeakMB ?? '?'} MB`,
  ],
];

// Alone: its own server on the large seed, or one already running (`--url=http://...`, `--pid=n`).
await runAsScript(import.meta.url, 4334, 'jobs', (url, pid) => jobsLoad(url, pid));
