/**
 * A pay-per-use usage import of the large seed over HTTP (issue 32: "a 100,000-row usage import with
 * flat memory"): usage CSVs of 10,000 and of 100,000 rows (semicolons, comma decimals, as a provider's
 * export saved by a Belgian spreadsheet) for the seed's running pay-per-use items, each row a new day
 * of an item, are uploaded to the server (`POST /api/file/v2/imports`) and worked by its job to the
 * end. Reports per file the upload's time (spooled, checked, stored as rows), the whole time to the
 * last row's outcome, rows/s, and the server's resident memory before and at its peak (sampled every
 * 100 ms): flat memory is a peak that grows by less than `maxRssDeltaMB` whatever the file's size.
 * `npm run bench` runs it on the embedded database against `bench/budgets.json` `importLoad`.
 *
 * Alone: `npx tsx bench/import-load.ts` starts its own server on `PORT` (4311 unless set) with
 * `SEED_SIZE=large` and prints the figures as JSON; `--url=http://... [--pid=n]` measures a server
 * already running instead; `--rows=n` imports one file of n rows only.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiHeaders, readApi, signInCookie, startServer } from './server-process';

/** The longest one import is watched. */
const WINDOW_MS = 20 * 60_000;

export type UsageItem = { contractItemId: number; customer: string; productCode: string };

export function rssMB(pid: number | undefined): number | null {
  try {
    const kib = pid ? /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] : undefined;
    return kib ? Math.round(Number(kib) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * Up to `count` running items of pay-per-use contracts (ACTIVE, without an end), each with its
 * customer's VAT number and its product: what a usage file names.
 */
export async function usageItems(baseURL: string, cookie: string, count = 300): Promise<UsageItem[]> {
  type Type = { contractTypeId: number; calculationType: string };
  const types = await readApi<Type[]>(baseURL, cookie, '/api/contract/v2/contracts/contracttypes');
  const ids = types.filter((t) => t.calculationType === 'payPerUse').map((t) => `contractTypeIds=${t.contractTypeId}`);
  const items: UsageItem[] = [];
  type Item = { contractItemId: number; status: string; productCode: string; dateEnd: string | null };
  type Contract = { contractId: number; customerId: number; items: Item[] };
  const vats = new Map<number, string | null>();
  for (let page = 1; items.length < count && page <= 50; page++) {
    const list = await readApi<{ items: { contractId: number }[] }>(
      baseURL,
      cookie,
      `/api/contract/v2/contracts/list?${ids.join('&')}&statuses=ACTIVE&pageIndex=${page}&pageSize=50`,
    );
    if (!list.items.length) break;
    for (const { contractId } of list.items) {
      const contract = await readApi<Contract>(baseURL, cookie, `/api/contract/v2/contracts/${contractId}`);
      if (!vats.has(contract.customerId))
        vats.set(
          contract.customerId,
          (
            await readApi<{ vatNumber: string | null }>(
              baseURL,
              cookie,
              `/api/company/v2/companies/${contract.customerId}`,
            )
          ).vatNumber,
        );
      const customer = vats.get(contract.customerId);
      if (!customer) continue;
      for (const item of contract.items)
        if (item.status === 'ACTIVE' && item.dateEnd === null)
          items.push({ contractItemId: item.contractItemId, customer, productCode: item.productCode });
    }
  }
  if (!items.length) throw new Error('no running pay-per-use items in the seed');
  return items.slice(0, count);
}

/** A usage CSV of `rows` rows: each item in turn, each row a new day from `firstDay` on (no row is there yet). */
export function usageCsv(items: readonly UsageItem[], rows: number, firstDay: string): Buffer {
  const start = Date.parse(`${firstDay}T00:00:00Z`);
  const lines = ['customer;contractItem;productCode;quantity;day'];
  for (let i = 0; i < rows; i++) {
    const item = items[i % items.length]!;
    const day = new Date(start + Math.floor(i / items.length) * 86_400_000).toISOString().slice(0, 10);
    lines.push(`${item.customer};${item.contractItemId};${item.productCode};${(i % 97) + 1},${i % 10}5;${day}`);
  }
  return Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');
}

export type ImportCounts = {
  total: number;
  done: number;
  imported: number;
  skipped: number;
  failed: number;
  needsReview: number;
};
type FileImport = { importId: number; status: string; counts: ImportCounts };

/** Uploads a file to the imports as `type`; its import's id (after the server has stored its rows) and how long that took. */
export async function uploadImport(
  baseURL: string,
  cookie: string,
  file: { type: string; name: string; contentType: string; body: Buffer },
) {
  const begin = performance.now();
  const res = await fetch(
    `${baseURL}/api/file/v2/imports?type=${file.type}&fileName=${encodeURIComponent(file.name)}`,
    {
      method: 'POST',
      headers: { ...apiHeaders(cookie), 'content-type': file.contentType },
      body: new Uint8Array(file.body),
      signal: AbortSignal.timeout(WINDOW_MS),
    },
  );
  if (res.status !== 201) throw new Error(`upload ${file.name}: ${res.status} ${await res.text()}`);
  const { importId } = ((await res.json()) as { response: { importId: number } }).response;
  return { importId, uploadSeconds: Number(((performance.now() - begin) / 1000).toFixed(1)) };
}

/** Uploads a usage file (uploadImport). */
export const uploadUsage = (baseURL: string, cookie: string, csv: Buffer, fileName: string) =>
  uploadImport(baseURL, cookie, { type: 'usage', name: fileName, contentType: 'text/csv', body: csv });

/** The import as its screen shows it. */
export const importStatus = (baseURL: string, cookie: string, importId: number) =>
  readApi<{ fileImport: FileImport }>(baseURL, cookie, `/api/file/v2/imports/${importId}?pageSize=5`).then(
    (detail) => detail.fileImport,
  );

/**
 * The server's resident memory (MB) sampled every 100 ms from now until `stop()`: `figures()` gives it
 * before, at its peak so far, and the rise.
 */
export function sampleRss(serverPid: number | undefined) {
  const before = rssMB(serverPid);
  let peak = before ?? 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, rssMB(serverPid) ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    figures: () => ({
      rssBeforeMB: before,
      rssPeakMB: peak || null,
      rssDeltaMB: before === null ? null : peak - before,
    }),
    stop: async () => {
      sampling = false;
      await sampler;
    },
  };
}

/** An import's status, read every second until it has finished or `deadline` (performance.now()) passed. */
export async function untilImported(baseURL: string, cookie: string, importId: number, deadline: number) {
  let status = await importStatus(baseURL, cookie, importId);
  while (status.status !== 'finished' && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    status = await importStatus(baseURL, cookie, importId);
  }
  return status;
}

/** One file uploaded and imported to its last row, the server's memory sampled all along. */
export async function importFile(
  baseURL: string,
  cookie: string,
  serverPid: number | undefined,
  csv: Buffer,
  fileName: string,
) {
  const rss = sampleRss(serverPid);
  const begin = performance.now();
  try {
    const { importId, uploadSeconds } = await uploadUsage(baseURL, cookie, csv, fileName);
    const status = await untilImported(baseURL, cookie, importId, begin + WINDOW_MS);
    const seconds = (performance.now() - begin) / 1000;
    return {
      rows: status.counts.total,
      megabytes: Number((csv.length / 1024 / 1024).toFixed(1)),
      finished: status.status === 'finished',
      counts: status.counts,
      uploadSeconds,
      seconds: Number(seconds.toFixed(1)),
      rowsPerSecond: Math.round(status.counts.done / seconds),
      ...rss.figures(),
    };
  } finally {
    await rss.stop();
  }
}

export type ImportRun = Awaited<ReturnType<typeof importFile>>;

/** The 10,000-row file, then the 100,000-row one (their days apart: every row of both is new). */
export async function importLoad(baseURL: string, serverPid: number | undefined, sizes = [10_000, 100_000]) {
  const cookie = await signInCookie(baseURL, 'admin@backoffice.test');
  const items = await usageItems(baseURL, cookie);
  const runs: ImportRun[] = [];
  for (const rows of sizes) {
    // Each size has days of its own (a year and more for 100,000 rows of 300 items).
    const firstDay = rows <= 10_000 ? '2030-01-01' : '2032-01-01';
    runs.push(await importFile(baseURL, cookie, serverPid, usageCsv(items, rows, firstDay), `usage-${rows}.csv`));
  }
  return { items: items.length, runs };
}

export type ImportLoad = Awaited<ReturnType<typeof importLoad>>;
export type ImportLoadBudget = { minRowsPerSecond: number; maxRssDeltaMB: number };

/** What is over budget: an import not finished or with rows not imported, too slow, or memory that grew. */
export function importLoadProblems(load: ImportLoad | undefined, budget: ImportLoadBudget, factor = 1) {
  if (!load) return ['import: did not run'];
  const problems: string[] = [];
  for (const run of load.runs) {
    const name = `import of ${run.rows} rows`;
    if (!run.finished) problems.push(`${name}: not finished`);
    if (run.counts.imported !== run.rows) problems.push(`${name}: ${run.rows - run.counts.imported} rows not imported`);
    const floor = Math.round(budget.minRowsPerSecond / factor);
    if (run.rowsPerSecond < floor) problems.push(`${name}: ${run.rowsPerSecond} rows/s < budget ${floor}`);
    if (run.rssDeltaMB !== null && run.rssDeltaMB > budget.maxRssDeltaMB)
      problems.push(`${name}: RSS +${run.rssDeltaMB} MB > budget ${budget.maxRssDeltaMB} MB`);
  }
  return problems;
}

/** The scenario's lines of the bench table. */
export const importLoadRows = (load: ImportLoad) =>
  load.runs.map((r) => [
    'import',
    `usage CSV ${r.rows} rows (${r.megabytes} MB, ${load.items} items)${r.finished ? '' : ' (NOT FINISHED)'}`,
    `upload ${r.uploadSeconds} s, done in ${r.seconds} s: ${r.rowsPerSecond} rows/s`,
    `imported ${r.counts.imported}, failed ${r.counts.failed}, review ${r.counts.needsReview}`,
    `RSS ${r.rssBeforeMB ?? '?'} -> ${r.rssPeakMB ?? '?'} MB (+${r.rssDeltaMB ?? '?'})`,
  ]);

// Alone: its own server on the large seed, or one already running (`--url=http://...`, `--pid=n`).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const given = process.argv.find((arg) => arg.startsWith('--url='))?.slice(6);
  const rows = process.argv.find((arg) => arg.startsWith('--rows='))?.slice(7);
  const sizes = rows ? [Number(rows)] : undefined;
  if (given) {
    const pid = process.argv.find((arg) => arg.startsWith('--pid='))?.slice(6);
    console.log(JSON.stringify(await importLoad(given, pid ? Number(pid) : undefined, sizes), null, 2));
  } else {
    const server = await startServer({ SEED_SIZE: 'large', STATIC_DIR: '' }, Number(process.env.PORT ?? 4311));
    try {
      console.log(`seeded in ${server.seedMs} ms`);
      console.log(JSON.stringify(await importLoad(server.baseURL, server.pid, sizes), null, 2));
    } finally {
      await server.stop();
    }
  }
}
