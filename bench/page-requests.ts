/**
 * What Chromium really fetches for a page, cold cache: the JS requests started before the first
 * contentful paint and the bytes that travelled for them (Resource Timing `encodedBodySize`: the body
 * as sent, so compressed when the server compressed it), once with the browser's own Accept-Encoding
 * (brotli) and once accepting only gzip. bench/bundle-size.ts counts the same from the build manifest;
 * this is the proof on the wire. Usage: tsx bench/page-requests.ts (builds nothing: serves dist, or
 * STATIC_DIR).
 */
import { chromium, type Browser } from '@playwright/test';
import type { Budget } from './budgets';
import { signInCookie, startServer } from './server-process';

export type Encoding = 'br' | 'gzip';
export type PageRequests = {
  page: string;
  encoding: Encoding;
  /** JS requests started before the first contentful paint, and their bytes as sent. */
  jsBeforePaint: number;
  jsBytesBeforePaint: number;
  /** Every JS request until the page showed what it is for, and their bytes as sent. */
  jsUntilReady: number;
  jsBytesUntilReady: number;
  /** Bytes of those JS files once decoded: what the server would send uncompressed. */
  jsDecodedUntilReady: number;
  /** Content-Encoding of the JS answers, with how many had it (`identity` for none). */
  encodings: Record<string, number>;
  /** JS files over 1 KiB sent uncompressed (the build writes no variant only for tiny files). */
  uncompressed: string[];
  fcpMs: number;
  /** The page's HTML as sent (compressed when the server compressed it) and decoded. */
  htmlBytes: number;
  htmlDecodedBytes: number;
};

type Resource = { name: string; startTime: number; encodedBodySize: number; decodedBodySize: number };

const FCP = `new Promise((resolve) => new PerformanceObserver((l, o) => {
  const e = l.getEntries().find((x) => x.name === 'first-contentful-paint');
  if (e) { o.disconnect(); resolve(e.startTime); }
}).observe({ type: 'paint', buffered: true }))`;

async function measure(
  browser: Browser,
  page: { name: string; url: string; ready: string; cookie?: string },
  encoding: Encoding,
): Promise<PageRequests> {
  // A new context: nothing cached. Chromium asks for br itself; the gzip run narrows what it accepts.
  const context = await browser.newContext(
    encoding === 'gzip' ? { extraHTTPHeaders: { 'accept-encoding': 'gzip' } } : {},
  );
  if (page.cookie) {
    const [name, value] = page.cookie.split('=');
    await context.addCookies([{ name: name!, value: value!, url: `${new URL(page.url).origin}/` }]);
  }
  const tab = await context.newPage();
  const encodingOf = new Map<string, string>();
  tab.on('response', (response) =>
    encodingOf.set(response.url(), response.headers()['content-encoding'] ?? 'identity'),
  );
  await tab.goto(page.url);
  await tab.locator(page.ready).first().waitFor();
  const fcpMs = (await tab.evaluate(FCP)) as number;
  const html = (await tab.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { htmlBytes: n.encodedBodySize, htmlDecodedBytes: n.decodedBodySize };
  })) as { htmlBytes: number; htmlDecodedBytes: number };
  const resources = (await tab.evaluate(() =>
    performance.getEntriesByType('resource').map((r) => {
      const t = r as PerformanceResourceTiming;
      return {
        name: t.name,
        startTime: t.startTime,
        encodedBodySize: t.encodedBodySize,
        decodedBodySize: t.decodedBodySize,
      };
    }),
  )) as Resource[];
  await context.close();
  const js = resources.filter((r) => new URL(r.name).pathname.endsWith('.js'));
  const beforePaint = js.filter((r) => r.startTime < fcpMs);
  const sum = (list: Resource[], key: 'encodedBodySize' | 'decodedBodySize') => list.reduce((n, r) => n + r[key], 0);
  const encodings: Record<string, number> = {};
  for (const r of js) {
    const used = encodingOf.get(r.name) ?? 'identity';
    encodings[used] = (encodings[used] ?? 0) + 1;
  }
  const uncompressed = js
    .filter((r) => (encodingOf.get(r.name) ?? 'identity') === 'identity' && r.decodedBodySize > 1024)
    .map((r) => new URL(r.name).pathname);
  return {
    page: page.name,
    encoding,
    jsBeforePaint: beforePaint.length,
    jsBytesBeforePaint: sum(beforePaint, 'encodedBodySize'),
    jsUntilReady: js.length,
    jsBytesUntilReady: sum(js, 'encodedBodySize'),
    jsDecodedUntilReady: sum(js, 'decodedBodySize'),
    encodings,
    uncompressed,
    fcpMs,
    ...html,
  };
}

/**
 * The sign-in page signed out and the busiest lists signed in (the large seed), each with brotli and
 * with gzip only.
 */
export async function pageRequests(baseURL: string): Promise<PageRequests[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const cookie = await signInCookie(baseURL, 'admin@backoffice.test');
    const pages = [
      { name: '/login', url: `${baseURL}/login`, ready: 'text=Sign in to the back office' },
      { name: '/products', url: `${baseURL}/products`, ready: 'tbody tr a', cookie },
      { name: '/company', url: `${baseURL}/company`, ready: 'tbody tr a', cookie },
      { name: '/contract', url: `${baseURL}/contract`, ready: 'tbody tr a', cookie },
      { name: '/invoices/invoices', url: `${baseURL}/invoices/invoices`, ready: 'tbody tr a', cookie },
    ];
    const results: PageRequests[] = [];
    for (const page of pages)
      for (const encoding of ['br', 'gzip'] as const) results.push(await measure(browser, page, encoding));
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * Every measurement over its page's budget (bench/budgets.json): more JS requests before the first
 * paint than `jsRequests`, JS bytes sent before it above the gzip budget, or JS sent uncompressed.
 */
export function requestProblems(results: readonly PageRequests[], budgets: Record<string, Budget>): string[] {
  const problems: string[] = [];
  for (const r of results) {
    const budget = budgets[r.page] ?? budgets['*'];
    const where = `${r.page} (${r.encoding})`;
    if (budget?.jsRequests !== undefined && r.jsBeforePaint > budget.jsRequests)
      problems.push(`${where}: ${r.jsBeforePaint} JS requests before first paint > budget ${budget.jsRequests}`);
    const kib = r.jsBytesBeforePaint / 1024;
    if (budget && kib > budget.jsGzipKiB)
      problems.push(`${where}: ${kib.toFixed(1)} KiB JS sent before first paint > budget ${budget.jsGzipKiB} KiB`);
    if (r.uncompressed.length)
      problems.push(
        `${where}: ${r.uncompressed.length} JS files sent uncompressed (${r.uncompressed.slice(0, 3).join(', ')}${r.uncompressed.length > 3 ? ', ...' : ''})`,
      );
    const html = (r.encoding === 'br' ? r.htmlBytes : 0) / 1024;
    if (budget?.htmlKiB !== undefined && html > budget.htmlKiB)
      problems.push(`${where}: HTML ${html.toFixed(1)} KiB sent > budget ${budget.htmlKiB} KiB`);
    const decoded = r.htmlDecodedBytes / 1024;
    if (budget?.htmlDecodedKiB !== undefined && decoded > budget.htmlDecodedKiB)
      problems.push(`${where}: HTML ${decoded.toFixed(1)} KiB decoded > budget ${budget.htmlDecodedKiB} KiB`);
    const other = Object.keys(r.encodings).filter((e) => e !== r.encoding && e !== 'identity');
    if (other.length) problems.push(`${where}: JS sent as ${other.join(', ')}, expected ${r.encoding}`);
  }
  return problems;
}

/** One table row of npm run bench: page and encoding, before paint, until ready, encodings. */
export function formatRequests(r: PageRequests) {
  const kib = (n: number) => (n / 1024).toFixed(1);
  return [
    `${r.page} ${r.encoding}`,
    `HTML ${kib(r.htmlBytes)} KiB sent (${kib(r.htmlDecodedBytes)} decoded); ${r.jsBeforePaint} JS before paint (${kib(r.jsBytesBeforePaint)} KiB sent, FCP ${r.fcpMs.toFixed(0)} ms)`,
    `${r.jsUntilReady} JS until ready: ${kib(r.jsBytesUntilReady)} KiB sent (${kib(r.jsDecodedUntilReady)} KiB decoded)`,
    Object.entries(r.encodings)
      .map(([encoding, n]) => `${n} ${encoding}`)
      .join(', '),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { loadBudgets } = await import('./budgets');
  const server = await startServer(
    { STATIC_DIR: process.env.STATIC_DIR || 'dist' },
    Number(process.env.BENCH_PORT ?? 4330),
  );
  try {
    const results = await pageRequests(server.baseURL);
    for (const r of results) console.log(formatRequests(r).join('  '));
    const problems = requestProblems(results, loadBudgets());
    if (problems.length) {
      console.log(`\nOver budget:\n${problems.join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}
