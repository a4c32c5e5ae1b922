import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, NOMODULE, VIEWER, type TestApp } from '../../testing/test-app';
import { PIXEL_PNG } from './cms-item-examples';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.login(ADMIN);
});

const BASE = '/api/cms/v2/items';
const PORTAL = '/api/cms/v2/portal/items';
const get = async (url: string) => (await t.call({ method: 'GET', url, cookie: admin })).json().response;
const titles = (page: { items: { title: string }[] }) => page.items.map((r) => r.title);
/** The portal as a visitor: no session, no CSRF header. */
const portal = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function createItem(body: object) {
  const res = await t.post(BASE, body, admin);
  expect(res.statusCode, res.body).toBe(201);
  return get(`${BASE}/${res.json().response.cmsItemId}`);
}

describe('cms items', () => {
  it('lists every status unless told, filtered by status, kind, tag and language, searched and paged', async () => {
    const all = await get(BASE);
    expect(all.totalCount).toBe(4);
    expect(titles(await get(`${BASE}?statuses=1`)).sort()).toEqual([
      'Gepland onderhoud van het portaal',
      'Nieuwe prijzen voor Microsoft 365',
    ]);
    expect(titles(await get(`${BASE}?statuses=2`))).toEqual(['Uw factuur lezen']);
    expect(titles(await get(`${BASE}?kinds=help`))).toEqual(['Uw factuur lezen']);
    const tags = await get('/api/cms/v2/tags');
    const maintenance = tags.find((g: { name: string }) => g.name === 'Maintenance');
    expect(maintenance).toMatchObject({ isFeatured: true });
    expect(titles(await get(`${BASE}?tagIds=${maintenance.cmsTagId}`))).toEqual(['Gepland onderhoud van het portaal']);
    expect((await get(`${BASE}?languages=FR`)).totalCount).toBe(2);
    expect((await get(`${BASE}?languages=EN&languages=FR`)).totalCount).toBe(3);
    expect(titles(await get(`${BASE}?searchText=factuur`))).toEqual(['Uw factuur lezen']);
    const page = await get(`${BASE}?pageSize=5&orderBys=kind&pageIndex=1`);
    expect(page.items.map((i: { kind: string }) => i.kind)).toEqual(['announcement', 'help', 'news', 'news']);
    const bad = await t.call({ method: 'GET', url: `${BASE}?statuses=7&orderBys=title`, cookie: admin });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(expect.arrayContaining(['statuses.0', 'orderBys.0']));
  });

  it('creates an item InActive by its author with sanitised bodies, updates on the version with history, 409 when stale', async () => {
    const item = await createItem({
      kind: 'news',
      publishFrom: '2026-01-01',
      translations: [
        {
          language: 'NL',
          title: ' Nieuws ',
          body: '<p onclick="alert(1)">Hallo<script>alert("x")</script></p><img src="https://evil.example/x.png"><a href="javascript:alert(1)">link</a>',
        },
        { language: 'FR', title: 'Nouvelles', body: '<p>Bonjour</p>' },
      ],
    });
    expect(item).toMatchObject({
      statusId: 0,
      title: 'Nieuws',
      languages: ['NL', 'FR'],
      authorName: expect.any(String),
    });
    const nl = item.translations.find((x: { language: string }) => x.language === 'NL');
    expect(nl.body).toBe('<p>Hallo</p><a>link</a>');
    expect(item.history).toMatchObject([{ action: 'created' }]);

    const update = {
      cmsItemId: item.cmsItemId,
      version: 1,
      kind: 'announcement',
      publishFrom: '2026-01-01',
      publishUntil: '2026-12-31',
      tagIds: [1],
      translations: [{ language: 'NL', title: 'Nieuws', body: '<p>Hallo</p>' }],
    };
    const updated = await t.put(BASE, update, admin);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().response).toMatchObject({ version: 2, kind: 'announcement', languages: ['NL'], tagIds: [1] });
    const stale = await t.put(BASE, { ...update, kind: 'help' }, admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorMessage: 'versionConflict',
      response: { version: 2, kind: 'announcement' },
    });
    const detail = await get(`${BASE}/${item.cmsItemId}`);
    expect(detail.history[0]).toMatchObject({ action: 'updated' });
    expect(detail.history[0].changes.map((c: { field: string }) => c.field)).toEqual(
      expect.arrayContaining(['kind', 'publishUntil', 'tagIds', 'titleFR', 'bodyFR']),
    );
    expect((await t.put(BASE, { ...update, cmsItemId: 9999 }, admin)).statusCode).toBe(404);
  });

  it('answers every rule with fieldErrors', async () => {
    // Published until before it is published from, and an untitled text.
    const broken = {
      publishFrom: '2026-02-01',
      publishUntil: '2026-01-01',
      translations: [{ language: 'NL', title: '', body: '<p>Zonder titel</p>' }],
    };
    const res = await t.post(BASE, { ...broken, kind: 'blog' }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ kind: 'validation.invalid' });
    const rules = await t.post(BASE, { ...broken, kind: 'news' }, admin);
    expect(rules.json().fieldErrors).toEqual({
      publishUntil: 'validation.dateOrder',
      'translations.0.title': 'validation.required',
      translations: 'validation.cmsNoLanguage',
    });
    const unknownTag = await t.post(
      BASE,
      { kind: 'news', tagIds: [999], translations: [{ language: 'EN', title: 'x', body: '' }] },
      admin,
    );
    expect(unknownTag.json().fieldErrors).toEqual({ tagIds: 'validation.unknown' });
  });

  it('publishes (Active or Hidden) and unpublishes on the version; publishing needs a title and a body', async () => {
    const empty = await createItem({
      kind: 'news',
      translations: [{ language: 'EN', title: 'Only a title', body: '' }],
    });
    const refused = await t.post(`${BASE}/publish`, { cmsItemId: empty.cmsItemId, version: 1, statusId: 1 }, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ statusId: 'cmsItem:errors.nothingToPublish' });
    const item = await createItem({ kind: 'news', translations: [{ language: 'EN', title: 'T', body: '<p>B</p>' }] });
    const published = await t.post(`${BASE}/publish`, { cmsItemId: item.cmsItemId, version: 1, statusId: 2 }, admin);
    expect(published.json().response).toMatchObject({ statusId: 2, version: 2 });
    const stale = await t.post(`${BASE}/unpublish`, { cmsItemId: item.cmsItemId, version: 1 }, admin);
    expect(stale.statusCode).toBe(409);
    const unpublished = await t.post(`${BASE}/unpublish`, { cmsItemId: item.cmsItemId, version: 2 }, admin);
    expect(unpublished.json().response).toMatchObject({ statusId: 0, version: 3 });
    const history = (await get(`${BASE}/${item.cmsItemId}`)).history;
    expect(history.map((e: { action: string }) => e.action)).toEqual(['unpublished', 'published', 'created']);
  });

  it('deletes one or many, counting those it found', async () => {
    const deleted = await t.post(`${BASE}/delete`, { cmsItemIds: [1, 2, 999] }, admin);
    expect(deleted.json().response).toEqual({ deletedCount: 2 });
    expect((await get(BASE)).totalCount).toBe(2);
  });

  it('keeps tag names unique and tags on their version', async () => {
    const dup = await t.post('/api/cms/v2/tags', { name: 'maintenance' }, admin);
    expect(dup.json().fieldErrors).toEqual({ name: 'validation.unique' });
    const created = await t.post('/api/cms/v2/tags', { name: 'Security', isFeatured: true }, admin);
    expect(created.statusCode).toBe(201);
    const id = created.json().response.cmsTagId;
    const ok = await t.put(
      '/api/cms/v2/tags',
      { cmsTagId: id, version: 1, name: 'Security', isFeatured: false },
      admin,
    );
    expect(ok.json().response).toMatchObject({ isFeatured: false, version: 2 });
    const stale = await t.put('/api/cms/v2/tags', { cmsTagId: id, version: 1, name: 'X' }, admin);
    expect(stale.statusCode).toBe(409);
  });

  it('stores an uploaded image and serves it to anyone; refuses bytes of another type', async () => {
    const up = await t.post(
      '/api/cms/v2/images',
      { fileName: 'p.png', contentType: 'image/png', data: PIXEL_PNG },
      admin,
    );
    expect(up.statusCode).toBe(201);
    const { url } = up.json().response;
    const image = await portal(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(PIXEL_PNG, 'base64'))).toBe(true);
    const wrong = await t.post(
      '/api/cms/v2/images',
      { fileName: 'p.gif', contentType: 'image/gif', data: PIXEL_PNG },
      admin,
    );
    expect(wrong.json().fieldErrors).toEqual({ data: 'validation.cmsImageType' });
    // The body keeps the API's own image and drops any other.
    const item = await createItem({
      kind: 'help',
      translations: [
        { language: 'EN', title: 'Pic', body: `<p><img src="${url}" alt="x"><img src="/elsewhere.png"></p>` },
      ],
    });
    expect(item.translations[0].body).toBe(`<p><img src="${url}" alt="x" /></p>`);
  });

  it('lets readers read but not change; others get 403', async () => {
    const viewer = await t.login(VIEWER);
    expect((await t.call({ method: 'GET', url: BASE, cookie: viewer })).statusCode).toBe(200);
    expect((await t.post(BASE, { kind: 'news', translations: [] }, viewer)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: BASE, cookie: await t.login(NOMODULE) })).statusCode).toBe(403);
    expect((await portal(BASE)).statusCode).toBe(401);
  });
});

describe('the portal read', () => {
  it('lists the Active items in their window in one language, featured first, by tag; never a Hidden or InActive one', async () => {
    const nl = (await portal(`${PORTAL}?language=NL`)).json().response;
    expect(titles(nl)).toEqual(['Gepland onderhoud van het portaal', 'Nieuwe prijzen voor Microsoft 365']);
    expect(nl.items[0]).toMatchObject({ featured: true, tags: [{ name: 'Maintenance', isFeatured: true }] });
    expect(titles((await portal(`${PORTAL}?language=EN`)).json().response)).toEqual(['Planned portal maintenance']);
    expect(titles((await portal(`${PORTAL}?language=FR&tag=microsoft%20365`)).json().response)).toEqual([
      'Nouveaux prix pour Microsoft 365',
    ]);
    expect((await portal(`${PORTAL}?language=DE`)).json().response.totalCount).toBe(0);
    expect((await portal(`${PORTAL}?language=XX`)).statusCode).toBe(400);

    // A window in the past or the future takes an item off.
    const items = await get(`${BASE}?statuses=1&kinds=news`);
    const news = items.items[0];
    const body = { ...news, publishFrom: '2099-01-01', publishUntil: null };
    const moved = await t.put(
      BASE,
      {
        cmsItemId: news.cmsItemId,
        version: news.version,
        kind: body.kind,
        publishFrom: body.publishFrom,
        tagIds: news.tagIds,
        translations: news.translations,
      },
      admin,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(titles((await portal(`${PORTAL}?language=NL`)).json().response)).toEqual([
      'Gepland onderhoud van het portaal',
    ]);
  });

  it('opens a Hidden item by its link only, never an InActive one', async () => {
    const hidden = (await get(`${BASE}?statuses=2`)).items[0];
    const byLink = await portal(`${PORTAL}/${hidden.linkKey}?language=EN`);
    expect(byLink.statusCode).toBe(200);
    expect(byLink.json().response).toMatchObject({ title: 'Reading your invoice', kind: 'help' });
    expect((await portal(`${PORTAL}/${hidden.linkKey}?language=FR`)).statusCode).toBe(404);
    const inactive = (await get(`${BASE}?statuses=0`)).items[0];
    expect((await portal(`${PORTAL}/${inactive.linkKey}?language=NL`)).statusCode).toBe(404);
  });

  it('never answers a script typed into a body', async () => {
    const item = await createItem({
      kind: 'news',
      translations: [
        {
          language: 'NL',
          title: 'Veilig',
          body: '<p>Tekst</p><script>alert("portal")</script><img src=x onerror=alert(1)>',
        },
      ],
    });
    await t.post(`${BASE}/publish`, { cmsItemId: item.cmsItemId, version: 1, statusId: 1 }, admin);
    const answer = await portal(`${PORTAL}?language=NL`);
    expect(answer.body).toContain('Veilig');
    expect(answer.body).not.toMatch(/<script|onerror|alert/i);
  });

  it('is cacheable: an ETag, 304 when it is named, a new one after a change', async () => {
    const first = await portal(`${PORTAL}?language=NL`);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await portal(`${PORTAL}?language=NL`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const active = (await get(`${BASE}?statuses=1&kinds=announcement`)).items[0];
    await t.post(`${BASE}/unpublish`, { cmsItemId: active.cmsItemId, version: active.version }, admin);
    const changed = await portal(`${PORTAL}?language=NL`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('the portal read limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ portalRateLimit: 3 });
  });
  afterAll(() => limited.close());

  it('answers 429 past PORTAL_RATE_LIMIT requests a minute from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await limited.app.inject({ method: 'GET', url: `${PORTAL}?language=NL` })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const other = await limited.app.inject({ method: 'GET', url: `${PORTAL}?language=NL`, remoteAddress: '10.0.0.9' });
    expect(other.statusCode).toBe(200);
  });
});
