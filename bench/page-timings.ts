/**
 * Page timings in Chromium through CDP: FCP, LCP, when the page showed what it is for (`ready`: the
 * first frame with its ready element, such as the list's first row), when it reacts to input
 * (`interactive`: the app has taken the server's screen over, `html[data-interactive]`), longest
 * task, CLS and JS heap,
 * cold cache (a new browser context per run), CPU throttling 1x and 4x, and the lists' first rows on
 * a slow 4G network; median and min-max of several runs.
 */
import { chromium, type Browser } from '@playwright/test';
import { signInCookie } from './server-process';

export type Timing = {
  fcp: number;
  lcp: number;
  ready: number;
  interactive: number;
  longestTask: number;
  cls: number;
  heapMB: number;
};
export type Summary = Record<keyof Timing, { median: number; min: number; max: number }>;
/** Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (CDP takes bytes a second). */
export const SLOW_4G = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
/** How a page is loaded: CPU throttling and, for `slow4g`, the network. */
export type Profile = { cpu: number; network?: 'slow4g' };
export const profileName = (p: Profile) => (p.network ? p.network : `${p.cpu}x`);

const OBSERVER = `
  window.__perf = { fcp: 0, lcp: 0, ready: 0, interactive: 0, longestTask: 0, cls: 0 };
  const seen = () => {
    if (!window.__perf.ready && document.querySelector(window.__ready)) requestAnimationFrame(() => { window.__perf.ready ||= performance.now(); });
    if (!window.__perf.interactive && document.documentElement.dataset.interactive) window.__perf.interactive = performance.now();
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => { if (e.name === 'first-contentful-paint') window.__perf.fcp = e.startTime; })).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => { window.__perf.lcp = e.startTime; })).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => { window.__perf.longestTask = Math.max(window.__perf.longestTask, e.duration); })).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => { if (!e.hadRecentInput) window.__perf.cls += e.value; })).observe({ type: 'layout-shift', buffered: true });
`;

async function measure(
  browser: Browser,
  url: string,
  ready: string,
  profile: Profile,
  cookie?: string,
): Promise<Timing> {
  const context = await browser.newContext();
  if (cookie) {
    const [name, value] = cookie.split('=');
    // For the whole site: a cookie set for /products/1 would otherwise get the path /products.
    await context.addCookies([{ name: name!, value: value!, url: `${new URL(url).origin}/` }]);
  }
  const page = await context.newPage();
  // Each run starts on a page of the site (its health answer: no script, no style), as a person's
  // browser has a renderer ready for it: Chrome keeps a spare one for the next site, and signing out
  // lands on /login from the app. A fresh context's first page would otherwise be swapped for a new
  // renderer process by the site's Cross-Origin-Opener-Policy (about 200 ms here), which is the
  // browser starting, not the page; the caches stay empty.
  await page.goto(`${new URL(url).origin}/api/health`);
  await page.addInitScript(`window.__ready = ${JSON.stringify(ready.startsWith('text=') ? 'h1' : ready)};${OBSERVER}`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (profile.network === 'slow4g') {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  }
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
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

/** Each page's timings in each profile; `only` names the pages to measure (all when not given). */
export async function pageTimings(baseURL: string, runs = 5, only?: readonly string[]) {
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
  // What a person on a slow mobile network waits for: the sign-in page and the first rows of a list.
  const slow = new Set(['/login', '/products']);
  const results: { page: string; profile: string; summary: Summary }[] = [];
  for (const p of pages.filter((page) => !only || only.includes(page.name))) {
    const profiles: Profile[] = [
      { cpu: 1 },
      { cpu: 4 },
      ...(slow.has(p.name) ? [{ cpu: 1, network: 'slow4g' as const }] : []),
    ];
    for (const profile of profiles) {
      const timings: Timing[] = [];
      for (let i = 0; i < runs; i++) timings.push(await measure(browser, p.url, p.ready, profile, p.cookie));
      results.push({ page: p.name, profile: profileName(profile), summary: summarise(timings) });
    }
  }
  await browser.close();
  return results;
}

export type TimingResult = Awaited<ReturnType<typeof pageTimings>>[number];
/**
 * Layout shift at most `clsMax` on every page in every run; medians per `page@profile` (`4x`,
 * `slow4g`) of LCP and of `ready` (the page showing what it is for), in ms on the reference machine.
 */
export type TimingBudgets = {
  clsMax: number;
  lcpMedianMs: Record<string, number>;
  readyMedianMs?: Record<string, number>;
};

/**
 * Every timing over its budget, as lines a person can act on. `factor` is how much slower this
 * machine ran the calibration than the reference machine (bench/calibration.ts): time budgets grow by
 * it, layout shift does not.
 */
export function timingProblems(results: readonly TimingResult[], budgets: TimingBudgets, factor = 1): string[] {
  const problems: string[] = [];
  for (const r of results) {
    const where = `${r.page} ${r.profile}`;
    if (r.summary.cls.max > budgets.clsMax)
      problems.push(`${where}: layout shift ${r.summary.cls.max.toFixed(3)} > budget ${budgets.clsMax}`);
    const key = `${r.page}@${r.profile}`;
    for (const [metric, own] of [
      ['LCP', budgets.lcpMedianMs[key]],
      ['ready', budgets.readyMedianMs?.[key]],
    ] as const) {
      if (own === undefined) continue;
      const measured = r.summary[metric === 'LCP' ? 'lcp' : 'ready'].median;
      const budget = Math.round(own * factor);
      if (measured > budget) problems.push(`${where}: ${metric} ${measured.toFixed(0)} ms > budget ${budget} ms`);
    }
  }
  return problems;
}
