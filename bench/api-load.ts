/** API load with autocannon against the server seeded with SEED_SIZE=large: req/s, p50/p99, errors. */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { signInCookie } from './server-process';

/**
 * The dashboard's tile calls (data quality's aside: it counts every rule as the findings screen does,
 * measured with the findings by bench/data-quality-load.ts).
 */
export const DASHBOARD_TILES = [
  '/api/dashboard/v2/tiles/invoices',
  '/api/dashboard/v2/tiles/monthrun',
  '/api/dashboard/v2/tiles/lastrun',
  '/api/dashboard/v2/tiles/manualinvoices',
  '/api/dashboard/v2/tiles/mails',
  '/api/dashboard/v2/tiles/tasks',
  '/api/dashboard/v2/tiles/servicefees',
  '/api/dashboard/v2/tiles/contracts',
  '/api/dashboard/v2/tiles/products',
];

export async function apiLoad(baseURL: string, seconds = 10) {
  const cookie = await signInCookie(baseURL, 'admin@backoffice.test');
  const endpoints = [
    '/api/notification/v2/notifications?pageIndex=1&pageSize=100',
    '/api/notification/v2/notifications?pageIndex=15&pageSize=100',
    '/api/security/v2/modules',
    '/api/security/v2/account/accessrights',
    // ~100,000 products: the first page, and a filtered page deep in a sort on the translated name.
    '/api/product/v2/products?pageIndex=1&pageSize=20',
    '/api/product/v2/products?statusIds=1&statusIds=2&productTypeIds=1&rebateGroupIds=0&rebateGroupIds=5&orderBys=name_desc&pageIndex=100&pageSize=50',
    // 10,000 companies: the first page, and a filtered page deep in a sort on the city.
    '/api/company/v2/companies?pageIndex=1&pageSize=20',
    '/api/company/v2/companies?partyTypes=ENDUSER&languages=NL&orderBys=city_desc&pageIndex=20&pageSize=50',
    // ~30,000 contacts found across every company (/company/contacts), and 3,000 mails of the outbox.
    '/api/company/v2/contacts?searchText=peeters&pageIndex=1&pageSize=20',
    '/api/mail/v2/mails?pageIndex=1&pageSize=20',
    '/api/mail/v2/mails?statuses=sent&statuses=failed&searchText=peeters&pageIndex=1&pageSize=50',
    // 50,000 contracts: the first page (ACTIVE, by number), and a filtered page deep in a sort on the
    // customer's name (ACTIVE and SUSPENDED Microsoft 365 NCE contracts, type 2 of the seed).
    '/api/contract/v2/contracts/list?pageIndex=1&pageSize=20',
    '/api/contract/v2/contracts/list?statuses=ACTIVE&statuses=SUSPENDED&contractTypeIds=2&orderBys=customer_desc&pageIndex=100&pageSize=50',
    ...DASHBOARD_TILES,
  ];
  // A product's prices and the price explanation (the rule invoicing uses), on a demo product.
  const detail = await fetch(`${baseURL}/api/product/v2/products/1`, { headers: { cookie } });
  const guid = ((await detail.json()) as { response: { productGuid: string } }).response.productGuid;
  const day = new Date().toISOString().slice(0, 10);
  endpoints.push(
    `/api/product/v2/prices/${guid}`,
    `/api/product/v2/prices/${guid}/explain?date=${day}&quantity=20&entityId=1`,
  );
  return loadEach(baseURL, cookie, endpoints, seconds);
}

/** Each of `paths` in turn, with autocannon at 10 connections for `seconds`, as the signed-in `cookie`. */
export async function loadEach(baseURL: string, cookie: string, paths: readonly string[], seconds: number) {
  const results = [];
  for (const path of paths) {
    const r = await autocannon({
      url: `${baseURL}${path}`,
      connections: 10,
      duration: seconds,
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    results.push({
      endpoint: path,
      requestsPerSecond: Math.round(r.requests.average),
      p50ms: r.latency.p50,
      p99ms: r.latency.p99,
      errors: r.errors + r.non2xx + r.timeouts,
    });
  }
  return results;
}

/** Resident memory of a process in bytes (Linux /proc), or null where that is not available. */
function rssOf(pid: number): number | null {
  try {
    const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? Number(kib) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The server's resident memory sampled every `everyMs` from now on: how far its peak rose above
 * where it stood (MB, one decimal; null where it cannot be read). `stop` ends the sampling.
 */
function watchRss(serverPid: number | undefined, everyMs: number) {
  const baseline = serverPid ? rssOf(serverPid) : null;
  let peak = baseline ?? 0;
  const sampler = setInterval(() => {
    const rss = serverPid ? rssOf(serverPid) : null;
    if (rss !== null) peak = Math.max(peak, rss);
  }, everyMs);
  return {
    peakDeltaMB: () => (baseline === null ? null : Number(((peak - baseline) / 1_048_576).toFixed(1))),
    stop: () => clearInterval(sampler),
  };
}

/**
 * The CSV export of every product, read to the end: rows (checked against X-Total-Count), rows/s,
 * MB, and how far the server's resident memory rose above where it stood before (sampled every
 * 20 ms), which stays flat when the export streams.
 */
export async function productExport(baseURL: string, serverPid: number | undefined, query = '') {
  const cookie = await signInCookie(baseURL, 'admin@backoffice.test');
  const rss = watchRss(serverPid, 20);
  const started = performance.now();
  try {
    const res = await fetch(`${baseURL}/api/product/v2/products/export${query}`, {
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    if (!res.ok || !res.body) throw new Error(`export failed: ${res.status}`);
    const firstByteMs = performance.now() - started;
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    const rows = lines - 1;
    const expected = Number(res.headers.get('x-total-count'));
    return {
      query: query || '(all)',
      rows,
      complete: rows === expected,
      seconds: Number(seconds.toFixed(2)),
      rowsPerSecond: Math.round(rows / seconds),
      firstByteMs: Math.round(firstByteMs),
      megabytes: Number((bytes / 1_048_576).toFixed(1)),
      peakRssDeltaMB: rss.peakDeltaMB(),
    };
  } finally {
    rss.stop();
  }
}

/**
 * The month run over the seeded contracts (the large seed: 50,000 contracts, 200,000 items), started
 * over the API and worked by the job queue: seconds until the request log says finished, contracts
 * and lines per second, and how far the server's resident memory rose (sampled every 100 ms), which
 * stays flat when the run works in batches.
 */
export async function monthRun(baseURL: string, serverPid: number | undefined, month = '2026-12') {
  const cookie = await signInCookie(baseURL, 'admin@backoffice.test');
  const headers = { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
  const rss = watchRss(serverPid, 100);
  const started = performance.now();
  try {
    const res = await fetch(`${baseURL}/api/invoice/v2/invoices/run-month`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ month }),
    });
    if (res.status !== 201) throw new Error(`run-month failed: ${res.status} ${await res.text()}`);
    const { requestId } = ((await res.json()) as { response: { requestId: number } }).response;
    type Request = { status: string; totalContracts: number; doneContracts: number; lines: number; drafts: number };
    let request: Request;
    for (;;) {
      const answer = await fetch(`${baseURL}/api/invoice/v2/requests/${requestId}?pageSize=5`, { headers });
      request = ((await answer.json()) as { response: { request: Request } }).response.request;
      if (request.status === 'finished') break;
      if (performance.now() - started > 30 * 60_000) throw new Error('month run did not finish in 30 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      month,
      seconds: Number(seconds.toFixed(1)),
      contracts: request.totalContracts,
      lines: request.lines,
      drafts: request.drafts,
      contractsPerSecond: Math.round(request.totalContracts / seconds),
      linesPerSecond: Math.round(request.lines / seconds),
      peakRssDeltaMB: rss.peakDeltaMB(),
    };
  } finally {
    rss.stop();
  }
}
