/**
 * The first screen rendered on the server, from the real build (dist and dist-ssr, built before the
 * API tier runs): a signed-in page comes with its screen and the data the browser takes it over
 * with; anything else is index.html as built.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

const dist = path.resolve('dist');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ staticDir: dist });
  admin = await t.login('admin@backoffice.test');
});
afterAll(() => t.close());

/** A page as a browser asks for it (`encodings`: the compressions it accepts). */
const page = (url: string, cookie?: string, encodings?: string) =>
  t.call({
    method: 'GET',
    url,
    cookie,
    headers: { accept: 'text/html', ...(encodings && { 'accept-encoding': encodings }) },
  });
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html)![1]!) as {
    queries: { queries: { queryKey: unknown[] }[] };
    ui: { pageSize: number };
  };

describe('server-rendered pages', () => {
  it('renders the products list with its rows and the data the browser takes it over with', async () => {
    const res = await page('/products', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const html = res.body;
    const first = (await t.read('/api/product/v2/products?pageIndex=1&pageSize=20', admin)) as {
      items: { code: string }[];
    };
    // The first page's rows as the list call gives them, in the table.
    expect(html).toMatch(/<table[^>]*>.*<tbody[^>]*>.*<tr/s);
    for (const item of first.items.slice(0, 5)) expect(html).toContain(`>${item.code}</a>`);
    const state = stateOf(html);
    expect(state.ui.pageSize).toBe(20);
    expect(state.queries.queries.map((q) => q.queryKey[0])).toEqual(expect.arrayContaining(['products', 'security']));
    // The screen's title in the head, in place of the page's default one.
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Products · Back office</title>']);
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
    // No inline script but the data: the CSP allows none on a rendered page.
    expect(html).not.toMatch(/<script>/);
    expect(html).toContain('src="/ssr-boot.js"');
    // The stylesheet is the only thing the first paint waits for: the scripts' chunks are preloaded by
    // the boot script after it (the entry and its chunks listed on it), not by the page.
    expect(html.indexOf('rel="stylesheet"')).toBeGreaterThan(0);
    expect(html).not.toContain('rel="modulepreload"');
    const boot = /<script src="\/ssr-boot.js" data-entry="([^"]+)" data-preload="([^"]+)" defer>/.exec(html);
    expect(boot?.[1]).toMatch(/^\/assets\/index-.*\.js$/);
    expect(boot?.[2]?.split(' ')).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/core-.*\.js$/)]));
  });

  it('sends the rendered page compressed to a browser that accepts it', async () => {
    const plain = await page('/products', admin);
    const res = await page('/products', admin, 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toMatch(/<table[^>]*>.*<tbody[^>]*>.*<tr/s);
    expect(stateOf(html).ui.pageSize).toBe(20);
    expect(res.rawPayload.length).toBeLessThan(plain.body.length / 5);
  });

  it('keeps /products within 40 KB on the wire (80 KB uncompressed, mostly its rows): no option list is in it', async () => {
    const plain = await page('/products', admin);
    const wire = await page('/products', admin, 'gzip');
    expect(wire.headers['content-encoding']).toBe('gzip');
    expect(wire.rawPayload.length).toBeLessThan(40 * 1024);
    // Uncompressed, the page is mostly its 20 rows' markup (each cell's kind, width and pinning); a
    // dehydrated option list would be thousands of names more.
    expect(Buffer.byteLength(plain.body)).toBeLessThan(80 * 1024);
    // The rebate group filter asks the server as the user types: none of its options is dehydrated.
    const keys = stateOf(plain.body).queries.queries.map((q) => q.queryKey.join('/'));
    expect(keys.filter((k) => k.startsWith('rebateGroups/options'))).toEqual([]);
  });

  it('renders a screen with a lazily loaded part complete, the part in it (no fallback to render afresh)', async () => {
    const res = await page('/company/add', admin);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="ssr-state"');
    // The lazily loaded form's boundary is complete (`<!--$-->`), not its fallback left to the browser.
    expect(res.body).not.toMatch(/<!--\$[?!]-->/);
    expect(res.body).not.toContain('aria-busy="true" class="flex max-w-3xl');
    expect(res.body).toContain('<title>New company · Back office</title>');
  });

  it('renders with the page size the visitor chose (the preferences cookie)', async () => {
    const prefs = encodeURIComponent(
      JSON.stringify({ pageSize: 50, language: null, filterSidebarCollapsed: false, expandedModules: {} }),
    );
    const res = await page('/products', `${admin}; backoffice-ui=${prefs}`);
    expect(stateOf(res.body).ui.pageSize, 'the preferences the page was rendered with').toBe(50);
    expect((res.body.match(/<tbody[^>]*>(.*?)<\/tbody>/s)![1]!.match(/<tr/g) ?? []).length).toBe(50);
    // A page size the screen does not offer (a cookie written by hand) renders the default.
    const odd = await page('/products', `${admin}; backoffice-ui=${encodeURIComponent('{"pageSize":100000}')}`);
    expect(stateOf(odd.body).ui.pageSize).toBe(20);
  });

  it('renders the sign-in page for anyone, in the language of their preferences, and keeps it', async () => {
    const res = await page('/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="ssr-state"');
    expect(res.body).toMatch(/<h1[^>]*>Sign in to the back office<\/h1>/);
    expect(res.body).toContain('<title>Sign in to the back office · Back office</title>');
    expect((await page('/login')).body, 'the same page again, from what was kept').toBe(res.body);
    // It brings the styles its screen uses: its first paint waits for no other file. The whole
    // stylesheet comes after the screen, at the end of the body.
    const [head, body] = res.body.split('</head>');
    expect(head).not.toContain('rel="stylesheet"');
    const inline = /<style>(.*)<\/style>/s.exec(head!)![1]!;
    expect(inline).toContain('.bg-brand-600');
    expect(inline, 'a rule only other screens use').not.toContain('.grid-cols-');
    expect(inline.length).toBeLessThan(25_000);
    expect(body).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">\s*<\/body>/);
    const dutch = await page('/login', `backoffice-ui=${encodeURIComponent('{"language":"nl"}')}`);
    expect(dutch.body).toMatch(/<h1[^>]*>Aanmelden bij de backoffice<\/h1>/);
    expect(dutch.body).toContain('<html lang="nl"');
  });

  it('answers index.html as built to a signed-out visitor, and where it cannot render a screen', async () => {
    const built = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const signedOut = await page('/products');
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.body).toBe(built);
    // Signed out, the preferences cookie stays: still nothing to render.
    expect((await page('/products', `backoffice-ui=${encodeURIComponent('{"pageSize":50}')}`)).body).toBe(built);
    expect(built.match(/<title>[^<]*<\/title>/g)).toHaveLength(1);
    const unknownRecord = await page('/products/999999999', admin);
    expect(unknownRecord.statusCode).toBe(200);
    expect(unknownRecord.body).not.toContain('id="ssr-state"');
  });
});
