/**
 * Page timings in Chromium through CDP: FCP, LCP, longest task, CLS and JS heap, cold cache (a new
 * browser context per run), CPU throttling 1x and 4x, median and min-max of several runs.
 */
import { chromium, type Browser } from '@playwright/test';
import { signInCookie } from './server-process';

export type Timing = { fcp: number; lcp: number; longestTask: number; cls: number; heapMB: number };
export type Summary = Record<keyof Timing, { median: number; min: number; max: number }>;

const OBSERVER = `
  window.__perf = { fcp: 0, lcp: 0, longestTask: 0, cls: 0 };
  new PerformanceObserver((l) => l.getEntries().forEach((e) => { if (e.name === 'first-contentful-paint') window.__perf.fcp = e.startTime; })).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => { window.__perf.lcp = e.startTime; })).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => { window.__perf.longestTask = Math.max(window.__perf.longestTask, e.duration); })).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => { if (!e.hadRecentInput) window.__perf.cls += e.value; })).observe({ type: 'layout-shift', buffered: true });
`;

async function measure(
  browser: Browser,
  url: string,
  ready: string,
  throttle: number,
  cookie?: string,
): Promise<Timing> {
  const context = await browser.newContext();
  if (cookie) {
    const [name, value] = cookie.split('=');
    // For the whole site: a cookie set for /products/1 would otherwise get the path /products.
    await context.addCookies([{ name: name!, value: value!, url: `${new URL(url).origin}/` }]);
  }
  const page = await context.newPage();
  await page.addInitScript(OBSERVER);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  await page.waitForTimeout(500); // let LCP and layout shifts settle
  const perf = (await page.evaluate('window.__perf')) as Omit<Timing, 'heapMB'>;
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
  await context.close();
  return { ...perf, heapMB: heap / 1024 / 1024 };
}

function summarise(runs: Timing[]): Summary {
  const keys = Object.keys(runs[0]!) as (keyof Timing)[];
  return Object.fromEntries(
    keys.map((k) => {
      const values = runs.map((r) => r[k]).sort((a, b) => a - b);
      return [k, { median: values[Math.floor(values.length / 2)]!, min: values[0]!, max: values[values.length - 1]! }];
    }),
  ) as Summary;
}

export async function pageTimings(baseURL: string, runs = 5) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const cookie = await signInCookie(baseURL, 'admin@backoffice.test');
  // Ready when the page shows what it is for: a selector (Playwright's text= and CSS both work).
  const pages = [
    { name: '/login', url: `${baseURL}/login`, ready: 'text=Sign in to the back office', cookie: undefined },
    // ~100,000 products on the large seed: ready when the first page's rows are there.
    { name: '/products', url: `${baseURL}/products`, ready: 'tbody tr a', cookie },
    // The product detail: ready when its prices are listed (the lazily loaded pricing blocks).
    { name: '/products/1 (with pricing)', url: `${baseURL}/products/1`, ready: 'text=General prices', cookie },
    { name: '/rebategroups', url: `${baseURL}/rebategroups`, ready: 'tbody tr td', cookie },
    // 10,000 companies, 30,000 contacts and 3,000 mails on the large seed.
    { name: '/company', url: `${baseURL}/company`, ready: 'tbody tr a', cookie },
    { name: '/company/contacts', url: `${baseURL}/company/contacts`, ready: 'tbody tr a', cookie },
    { name: '/mails', url: `${baseURL}/mails`, ready: 'tbody tr a', cookie },
  ];
  const results: { page: string; throttle: number; summary: Summary }[] = [];
  for (const p of pages) {
    for (const throttle of [1, 4]) {
      const timings: Timing[] = [];
      for (let i = 0; i < runs; i++) timings.push(await measure(browser, p.url, p.ready, throttle, p.cookie));
      results.push({ page: p.name, throttle, summary: summarise(timings) });
    }
  }
  await browser.close();
  return results;
}

export type TimingResult = Awaited<ReturnType<typeof pageTimings>>[number];
/** Layout shift at most `clsMax` on every page in every run; LCP medians per `page@throttle`. */
export type TimingBudgets = { clsMax: number; lcpMedianMs: Record<string, number> };

/** Every timing over its budget, as lines a person can act on. */
export function timingProblems(results: readonly TimingResult[], budgets: TimingBudgets): string[] {
  const problems: string[] = [];
  for (const r of results) {
    const where = `${r.page} cpu ${r.throttle}x`;
    if (r.summary.cls.max > budgets.clsMax)
      problems.push(`${where}: layout shift ${r.summary.cls.max.toFixed(3)} > budget ${budgets.clsMax}`);
    const lcp = budgets.lcpMedianMs[`${r.page}@${r.throttle}x`];
    if (lcp !== undefined && r.summary.lcp.median > lcp)
      problems.push(`${where}: LCP ${r.summary.lcp.median.toFixed(0)} ms > budget ${lcp} ms`);
  }
  return problems;
}
