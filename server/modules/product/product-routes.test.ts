/**
 * The products list, its reference lists and the CSV export, checked against a model of the seeded
 * catalogue read straight from the tables (filters and search in plain code; orders by the database
 * itself on the answered values, so the checks hold under any collation).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productListItem, type ProductListItem } from '../../../src/shared/schemas/product';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { Db } from '../../db/client';
import { seedLargeProducts } from '../../db/seed/products';
import { products, productTranslations, users } from '../../db/schema';
import { ADMIN, announced, createTestApp, NOMODULE, PRODUCTS, VIEWER, type TestApp } from '../../testing/test-app';
import { PRODUCT_SORT_COLUMNS } from '../../../src/shared/constants/product';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
});
afterAll(() => t.close());

/** In plain SQL; the next request reads the new language once the database has announced the write. */
async function setLanguage(email: string, language: 'en' | 'nl' | 'fr') {
  const heard = announced(t.app, 'users');
  await t.database.db.update(users).set({ language }).where(eq(users.email, email));
  await heard;
}

const BASE = '/api/product/v2';
const LIST = `${BASE}/products`;
const EXPORT = `${BASE}/products/export`;

type Page = { items: ProductListItem[]; totalCount: number; pageIndex: number; pageSize: number };

async function page(query: string, cookie = admin): Promise<Page> {
  const res = await t.call({ method: 'GET', url: `${LIST}?${query}`, cookie });
  expect(res.statusCode, `${query}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json().response;
}

/** Every item of a query, walking the pages. */
async function all(query: string, cookie = admin, pageSize = 100): Promise<ProductListItem[]> {
  const items: ProductListItem[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const p = await page(`${query}&pageSize=${pageSize}&pageIndex=${pageIndex}`, cookie);
    items.push(...p.items);
    if (items.length >= p.totalCount || !p.items.length) return items;
  }
}

const ids = (items: { productId: number }[]) => items.map((i) => i.productId);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

type ModelProduct = {
  id: number;
  code: string;
  statusId: number;
  typeId: number;
  methodId: number;
  rebateGroupId: number | null;
  updatedAt: Date;
  texts: string[];
};

/** The catalogue as stored, to compute what a filter or search should answer. */
async function model(): Promise<ModelProduct[]> {
  const { db } = t.database;
  const rows = await db.select().from(products);
  const texts = await db.select().from(productTranslations);
  return rows.map((p) => ({
    id: p.id,
    code: p.code,
    statusId: p.productStatusId,
    typeId: p.productTypeId,
    methodId: p.priceMethodId,
    rebateGroupId: p.rebateGroupId,
    updatedAt: p.updatedAt,
    texts: texts.filter((x) => x.productId === p.id).map((x) => x.description),
  }));
}

/** The ids ordered by the database on these keys (lower-cased text, missing last), then by id. */
async function databaseOrder(items: { id: number; key: string | null }[], descending: boolean): Promise<number[]> {
  const direction = sql.raw(descending ? 'desc nulls last' : 'asc nulls last');
  const result = await t.database.db.execute<{ id: number }>(
    sql`select id from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as u(id int, key text)
        order by lower(key) ${direction}, id`,
  );
  return result.rows.map((r) => Number(r.id));
}

/** The key a sort column orders by, as the list shows it. */
const sortKey: Record<(typeof PRODUCT_SORT_COLUMNS)[number], (i: ProductListItem) => string | null> = {
  code: (i) => i.code,
  name: (i) => i.currentUserLocaleTranslationName,
  productTypeDescription: (i) => i.productTypeDescription,
  priceMethodDescription: (i) => i.priceMethodDescription,
  productStatusDescription: (i) => i.productStatusDescription,
  rebateGroup: (i) => i.rebateGroup,
  // ISO 8601 in UTC sorts as text in time order.
  updatedAt: (i) => i.updatedAt,
};

/** A minimal RFC 4180 reader: quoted fields with commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) throw new Error(`unterminated last line: ${JSON.stringify(row)}`);
  return rows;
}

async function exportCsv(query: string, cookie = admin) {
  const res = await t.call({ method: 'GET', url: `${EXPORT}?${query}`, cookie });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return { res, rows: parseCsv(res.body.replace(/^\uFEFF/, '')) };
}

describe('reference lists', () => {
  it('answers the statuses, product types and price methods', async () => {
    const get = async (url: string) => (await t.call({ method: 'GET', url, cookie: admin })).json().response;
    expect(await get(`${BASE}/products/statuses`)).toEqual([
      { productStatusId: 1, description: 'Active' },
      { productStatusId: 2, description: 'To check' },
      { productStatusId: 3, description: 'Decommissioned' },
    ]);
    const types: { productTypeId: number; description: string }[] = await get(`${BASE}/producttypes`);
    expect(types.map((x) => x.description)).toEqual(
      expect.arrayContaining(['Microsoft 365 licence (NCE)', 'Domain name']),
    );
    expect(types.map((x) => x.description)).toEqual([...types.map((x) => x.description)].sort());
    const methods: { priceMethodId: number; description: string }[] = await get(`${BASE}/pricemethods`);
    expect(methods.map((x) => x.description)).toEqual(['Fixed', 'Tiered (staffel)', 'Volume', 'Pay per use']);
  });
});

describe('products list', () => {
  let catalogue: ModelProduct[];
  beforeAll(async () => {
    catalogue = await model();
  });

  it('seeds a realistic catalogue: mostly active, some to check and decommissioned, NCE in every segment', async () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(150);
    expect(catalogue.length).toBeLessThanOrEqual(250);
    const share = (status: number) => catalogue.filter((p) => p.statusId === status).length / catalogue.length;
    expect(share(1)).toBeGreaterThan(0.7);
    expect(share(2)).toBeGreaterThan(0.03);
    expect(share(3)).toBeGreaterThan(0.03);
    expect(catalogue.filter((p) => p.rebateGroupId !== null).length / catalogue.length).toBeGreaterThan(0.4);
    const segments = await t.database.db.execute<{ segment: string | null; n: number }>(
      sql`select segment, count(*)::int as n from products group by segment`,
    );
    expect(segments.rows.map((r) => r.segment).sort()).toEqual(['charity', 'commercial', 'education', null]);
    expect(catalogue.some((p) => p.code === 'CFQ7TTC0LH18-P1Y-A')).toBe(true);
    const days = catalogue.map((p) => (Date.now() - p.updatedAt.getTime()) / 86_400_000);
    expect(Math.min(...days)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...days)).toBeLessThanOrEqual(731);
    expect(Math.max(...days)).toBeGreaterThan(500);
  });

  it('answers a page in the list shape, ordered by id without a sort', async () => {
    const p = await page('');
    expect(p).toMatchObject({ totalCount: catalogue.length, pageIndex: 1, pageSize: 20 });
    expect(p.items).toHaveLength(20);
    for (const item of p.items) expect(productListItem.parse(item)).toEqual(item);
    expect(ids(p.items)).toEqual(sorted(catalogue.map((c) => c.id)).slice(0, 20));
    const first = p.items[0]!;
    expect(first).toMatchObject({
      code: 'CFQ7TTC0LH18-P1M-M',
      productTypeCode: 'MS_NCE',
      productTypeDescription: 'Microsoft 365 licence (NCE)',
    });
    expect(first.currentUserLocaleTranslationName).toBe('Microsoft 365 Business Basic (P1M monthly)');
  });

  it('pages through everything exactly once, and past the end answers no items', async () => {
    const walked = await all('orderBys=productTypeDescription', admin, 50);
    expect(walked).toHaveLength(catalogue.length);
    expect(new Set(ids(walked)).size).toBe(catalogue.length);
    const last = await page(`pageSize=50&pageIndex=${Math.ceil(catalogue.length / 50)}`);
    expect(last.items).toHaveLength(catalogue.length % 50 || 50);
    const beyond = await page('pageSize=50&pageIndex=99');
    expect(beyond).toMatchObject({ items: [], totalCount: catalogue.length, pageIndex: 99, pageSize: 50 });
  });

  const contains = (p: ModelProduct, text: string) =>
    [p.code, ...p.texts].some((v) => v.toLowerCase().includes(text.toLowerCase()));

  const filterCases: [string, (p: ModelProduct) => boolean][] = [
    ['statusIds=2', (p) => p.statusId === 2],
    ['statusIds=1&statusIds=3', (p) => p.statusId === 1 || p.statusId === 3],
    ['productTypeIds=1', (p) => p.typeId === 1],
    ['productTypeIds=3&productTypeIds=4', (p) => p.typeId === 3 || p.typeId === 4],
    ['priceMethodIds=4', (p) => p.methodId === 4],
    ['rebateGroupIds=0', (p) => p.rebateGroupId === null],
    ['rebateGroupIds=3', (p) => p.rebateGroupId === 3],
    ['rebateGroupIds=0&rebateGroupIds=3', (p) => p.rebateGroupId === null || p.rebateGroupId === 3],
    [
      'statusIds=1&productTypeIds=1&priceMethodIds=1&rebateGroupIds=0&rebateGroupIds=2&rebateGroupIds=5',
      (p) => p.statusId === 1 && p.typeId === 1 && p.methodId === 1 && [null, 2, 5].includes(p.rebateGroupId),
    ],
    ['statusIds=3&searchText=microsoft', (p) => p.statusId === 3 && contains(p, 'microsoft')],
  ];
  it.each(filterCases)('filters %s', async (query, keep) => {
    const expected = catalogue.filter(keep).map((p) => p.id);
    expect(expected.length, 'the case selects something').toBeGreaterThan(0);
    expect(expected.length, 'and not everything').toBeLessThan(catalogue.length);
    const items = await all(query);
    expect(sorted(ids(items))).toEqual(sorted(expected));
    expect((await page(query)).totalCount).toBe(expected.length);
  });

  it.each([
    ['a code, in any case', 'lh18'],
    ['a description in another language than the user’s', 'jaarlijks'],
    ['a French description', 'hébergement'],
    ['text with spaces', '365 business premium'],
  ])('searches %s', async (_, text) => {
    const expected = catalogue.filter((p) => contains(p, text)).map((p) => p.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(ids(await all(`searchText=${encodeURIComponent(text)}`)))).toEqual(sorted(expected));
  });

  it('searches the product id when the text is a number, besides codes and texts containing it', async () => {
    const items = await all('searchText=42');
    const expected = catalogue.filter((p) => p.id === 42 || contains(p, '42')).map((p) => p.id);
    expect(sorted(ids(items))).toEqual(sorted(expected));
    expect(ids(items)).toContain(42);
    expect((await page('searchText=99999999999')).totalCount).toBe(0);
    expect((await page('searchText=%20%2042%20')).items.map((i) => i.productId)).toContain(42);
  });

  it('treats LIKE wildcards in the search text as plain characters', async () => {
    for (const text of ['%', '_', 'P1_-', '\\']) {
      const expected = catalogue.filter((p) => contains(p, text)).map((p) => p.id);
      expect(sorted(ids(await all(`searchText=${encodeURIComponent(text)}`))), text).toEqual(sorted(expected));
    }
    expect((await page('searchText=%25')).totalCount).toBe(0);
  });

  it.each(PRODUCT_SORT_COLUMNS.flatMap((c) => [[c, false] as const, [c, true] as const]))(
    'sorts by %s (descending: %s) with the id as tie-breaker',
    async (column, descending) => {
      const items = await all(`orderBys=${column}${descending ? '_desc' : ''}`);
      expect(items).toHaveLength(catalogue.length);
      const keyed = items.map((i) => ({ id: i.productId, key: sortKey[column](i) }));
      expect(ids(items)).toEqual(await databaseOrder(keyed, descending));
      // Pages of another size cut the same order at other places: ties never move between pages.
      expect(ids(await all(`orderBys=${column}${descending ? '_desc' : ''}`, admin, 20))).toEqual(ids(items));
    },
  );

  it('sorts by several columns in the order given, a repeated column counting once', async () => {
    const items = await all(
      'orderBys=productStatusDescription&orderBys=code_desc&orderBys=productStatusDescription_desc',
    );
    const statuses = items.map((i) => i.productStatusDescription);
    expect([...new Set(statuses)]).toEqual(['Active', 'Decommissioned', 'To check']);
    for (const status of new Set(statuses)) {
      const block = items.filter((i) => i.productStatusDescription === status);
      // Each status is one run, ordered by code descending inside.
      expect(statuses.lastIndexOf(status) - statuses.indexOf(status) + 1).toBe(block.length);
      expect(ids(block)).toEqual(
        await databaseOrder(
          block.map((i) => ({ id: i.productId, key: i.code })),
          true,
        ),
      );
    }
  });

  it('puts products without a rebate group last in both directions', async () => {
    for (const direction of ['', '_desc']) {
      const items = await all(`orderBys=rebateGroup${direction}`);
      const firstNull = items.findIndex((i) => i.rebateGroup === null);
      expect(firstNull).toBeGreaterThan(0);
      expect(items.slice(firstNull).every((i) => i.rebateGroup === null)).toBe(true);
    }
  });
});

describe('the name in the user’s language', () => {
  afterEach(() => setLanguage(PRODUCTS, 'en'));

  const nameOf = async (code: string, cookie: string) =>
    (await page(`searchText=${code}`, cookie)).items.find((i) => i.code === code)?.currentUserLocaleTranslationName;

  it('shows the user’s language, else English, else any other', async () => {
    const cookie = await t.login(PRODUCTS);
    expect(await nameOf('HOST-WEB-PRO', cookie)).toBe('Web hosting Pro (50 GB)');
    await setLanguage(PRODUCTS, 'nl');
    expect(await nameOf('HOST-WEB-PRO', cookie)).toBe('Webhosting Pro (50 GB)');
    // IPT-XCONNECT has only an English text.
    expect(await nameOf('IPT-XCONNECT', cookie)).toBe('Cross-connect (single-mode fibre)');
    await setLanguage(PRODUCTS, 'fr');
    expect(await nameOf('HOST-WEB-PRO', cookie)).toBe('Hébergement web Pro (50 Go)');
    // IPT-BURST has English and Dutch: English for a French user.
    expect(await nameOf('IPT-BURST', cookie)).toBe('IP transit burst, per Mbps (95th percentile)');
    await setLanguage(PRODUCTS, 'en');
    // IPV4-SINGLE has Dutch and French only: the first by language code (FR) for an English user.
    expect(await nameOf('IPV4-SINGLE', cookie)).toBe('Adresse IPv4 unique (ancienne offre)');
  });

  it('sorts by the name as the user reads it', async () => {
    await setLanguage(PRODUCTS, 'fr');
    const cookie = await t.login(PRODUCTS);
    const items = await all('orderBys=name_desc', cookie);
    expect(items.find((i) => i.code === 'HOST-WEB-PRO')?.currentUserLocaleTranslationName).toBe(
      'Hébergement web Pro (50 Go)',
    );
    const keyed = items.map((i) => ({ id: i.productId, key: i.currentUserLocaleTranslationName }));
    expect(ids(items)).toEqual(await databaseOrder(keyed, true));
  });

  it('sorts by a text as soon as it is written, whoever writes it (the stored sort name follows)', async () => {
    await setLanguage(PRODUCTS, 'fr');
    const cookie = await t.login(PRODUCTS);
    const first = async () => (await all('orderBys=name_desc', cookie))[0]?.code;
    // A French text in plain SQL moves the product to the top for a French reader, once the
    // database has announced the write (the list answers from its cache until then).
    let written = announced(t.app, 'product_translations');
    await t.database.db.execute(
      sql`update product_translations set description = 'Zzz dernier' where language = 'FR' and product_id = (select id from products where code = 'HOST-WEB-PRO')`,
    );
    await written;
    expect(await first()).toBe('HOST-WEB-PRO');
    // Its French text gone, it sorts by its English one again.
    written = announced(t.app, 'product_translations');
    await t.database.db.execute(
      sql`delete from product_translations where language = 'FR' and product_id = (select id from products where code = 'HOST-WEB-PRO')`,
    );
    await written;
    expect(await first()).not.toBe('HOST-WEB-PRO');
    const [row] = (
      await t.database.db.execute<{ fr: string }>(
        sql`select sort_name_fr as fr from products where code = 'HOST-WEB-PRO'`,
      )
    ).rows;
    expect(row?.fr).toBe('web hosting pro (50 gb)');
  });
});

describe('validation and access', () => {
  it.each([
    ['orderBys=password', { 'orderBys.0': 'validation.invalidSort' }],
    ['orderBys=code&orderBys=name_up', { 'orderBys.1': 'validation.invalidSort' }],
    ['pageSize=7', { pageSize: 'validation.oneOf|5, 10, 20, 50, 100' }],
    ['pageSize=1000', { pageSize: 'validation.oneOf|5, 10, 20, 50, 100' }],
    ['pageIndex=0', { pageIndex: 'validation.min|1' }],
    ['updatedFrom=2025-02-30', { updatedFrom: 'validation.date' }],
    ['updatedFrom=yesterday', { updatedFrom: 'validation.date' }],
    ['updatedUntil=0000-01-01', { updatedUntil: 'validation.date' }],
    ['updatedFrom=2025-03-02&updatedUntil=2025-03-01', { updatedUntil: 'validation.dateOrder' }],
    ['statusIds=1&statusIds=abc', { 'statusIds.1': 'validation.invalidType' }],
    ['rebateGroupIds=-1', { 'rebateGroupIds.0': 'validation.min|0' }],
    ['productTypeIds=0', { 'productTypeIds.0': 'validation.positive' }],
    [`searchText=${'x'.repeat(201)}`, { searchText: 'validation.maxLength|200' }],
  ])('answers %s with 400 and fieldErrors', async (query, fieldErrors) => {
    const res = await t.call({ method: 'GET', url: `${LIST}?${query}`, cookie: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ isSuccesful: false, errorMessage: 'validation.failed', fieldErrors });
    if (!/page(Size|Index)/.test(query)) {
      const csv = await t.call({ method: 'GET', url: `${EXPORT}?${query}`, cookie: admin });
      expect(csv.statusCode).toBe(400);
      expect(csv.json().fieldErrors).toEqual(fieldErrors);
    }
  });

  const routes = [LIST, EXPORT, `${BASE}/products/statuses`, `${BASE}/producttypes`, `${BASE}/pricemethods`];
  it('answers 401 signed out, 403 without the products module, and reads for product and all-module readers', async () => {
    const nomodule = await t.login(NOMODULE);
    const readers = [await t.login(VIEWER), await t.login(PRODUCTS)];
    for (const url of routes) {
      expect((await t.call({ method: 'GET', url })).statusCode, url).toBe(401);
      const forbidden = await t.call({ method: 'GET', url, cookie: nomodule });
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.json()).toEqual({ isSuccesful: false, errorMessage: 'forbidden' });
      for (const cookie of readers) expect((await t.call({ method: 'GET', url, cookie })).statusCode, url).toBe(200);
    }
  });
});

describe('CSV export', () => {
  it('starts with a BOM and the header in the user’s language, lines ending in CRLF, as a dated attachment', async () => {
    const { res, rows } = await exportCsv('');
    expect(
      res.body.startsWith('\uFEFFId,GUID,Code,Name,Product type,Price method,Status,Rebate group,Last changed\r\n'),
    ).toBe(true);
    expect(res.body.replaceAll('\r\n', '').includes('\n')).toBe(false);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
    });
    expect(rows.every((r) => r.length === 9)).toBe(true);
    // No HEAD twin that would run the whole export for nothing.
    expect((await t.call({ method: 'HEAD', url: EXPORT, cookie: admin })).statusCode).toBe(404);
    const [first] = (await page('pageSize=5')).items;
    expect(rows[1]!.slice(0, 8)).toEqual([
      String(first!.productId),
      first!.productGuid,
      first!.code,
      first!.currentUserLocaleTranslationName,
      first!.productTypeDescription,
      first!.priceMethodDescription,
      first!.productStatusDescription,
      first!.rebateGroup ?? '',
    ]);
    expect(rows[1]![8]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const nl = await t.login(PRODUCTS);
    await setLanguage(PRODUCTS, 'nl');
    try {
      const dutch = await exportCsv('searchText=HOST-WEB-PRO', nl);
      expect(dutch.rows[0]).toEqual([
        'Id',
        'GUID',
        'Code',
        'Naam',
        'Producttype',
        'Prijsmethode',
        'Status',
        'Kortingsgroep',
        'Laatst gewijzigd',
      ]);
      expect(dutch.rows[1]![3]).toBe('Webhosting Pro (50 GB)');
    } finally {
      await setLanguage(PRODUCTS, 'en');
    }
  });

  it.each([
    [''],
    ['orderBys=name_desc'],
    ['orderBys=rebateGroup&orderBys=updatedAt_desc&statusIds=1&statusIds=2'],
    ['searchText=microsoft&rebateGroupIds=0&rebateGroupIds=4&orderBys=productTypeDescription'],
    ['statusIds=3&orderBys=code_desc'],
    ['searchText=nothing-matches-this'],
  ])('has as many rows as the list counts, in the list’s order: %s', async (query) => {
    const listed = await all(query);
    const { res, rows } = await exportCsv(query);
    expect(Number(res.headers['x-total-count'])).toBe(listed.length);
    expect(rows).toHaveLength(listed.length + 1);
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(ids(listed));
  });

  describe('with rows written by the test', () => {
    afterEach(async () => {
      await t.reset();
      admin = await t.login(ADMIN);
    });

    it('quotes commas, quotes and line breaks, and defuses cells that a spreadsheet would run as a formula', async () => {
      const { db } = t.database;
      const nasty = [
        ['=HYPERLINK("http://evil.example","click")', 'Plain, with a comma'],
        ['+CMD-1', 'Says "hello"\r\non two lines'],
        ['-2+3', '@SUM(A1:A2)'],
        ['@ATTACK', '\tTabbed'],
        ['X-SAFE', '\rcarriage return first'],
      ] as const;
      for (const [code, description] of nasty) {
        const [row] = await db
          .insert(products)
          .values({ code, productTypeId: 1, priceMethodId: 1, productStatusId: 2 })
          .returning({ id: products.id });
        await db.insert(productTranslations).values({ productId: row!.id, language: 'EN', description });
      }
      const { res, rows } = await exportCsv('statusIds=2&orderBys=updatedAt_desc');
      const cells = new Map(rows.slice(1).map((r) => [r[2]!, r[3]!]));
      expect(cells.get(`'=HYPERLINK("http://evil.example","click")`)).toBe('Plain, with a comma');
      expect(cells.get(`'+CMD-1`)).toBe('Says "hello"\r\non two lines');
      expect(cells.get(`'-2+3`)).toBe(`'@SUM(A1:A2)`);
      expect(cells.get(`'@ATTACK`)).toBe(`'\tTabbed`);
      expect(cells.get('X-SAFE')).toBe(`'\rcarriage return first`);
      expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")","Plain, with a comma"`);
      expect(res.body).toContain(`"Says ""hello""\r\non two lines"`);
    });

    it('filters on calendar days in Brussels, both ends inclusive, across the change to summer time', async () => {
      // 31 March 2019: Brussels moves from UTC+1 to UTC+2; the seeded catalogue is all later.
      const { db } = t.database;
      const at = {
        lastSecondOf30: '2019-03-30T22:59:59.999Z',
        midnightOf31: '2019-03-30T23:00:00.000Z',
        lastSecondOf31: '2019-03-31T21:59:59.000Z',
        midnightOfApril: '2019-03-31T22:00:00.000Z',
      };
      const id: Record<string, number> = {};
      for (const [name, instant] of Object.entries(at)) {
        const [row] = await db
          .insert(products)
          .values({ code: `DST-${name}`, productTypeId: 8, priceMethodId: 1, productStatusId: 1 })
          .returning({ id: products.id });
        await db
          .update(products)
          .set({ updatedAt: new Date(instant) })
          .where(eq(products.id, row!.id));
        id[name] = row!.id;
      }
      const days = async (query: string) => sorted(ids(await all(query)));
      expect(await days('updatedFrom=2019-03-31&updatedUntil=2019-03-31')).toEqual(
        sorted([id.midnightOf31!, id.lastSecondOf31!]),
      );
      expect(await days('updatedFrom=2019-03-30&updatedUntil=2019-03-30')).toEqual([id.lastSecondOf30]);
      expect(await days('updatedUntil=2019-03-31')).toEqual(
        sorted([id.lastSecondOf30!, id.midnightOf31!, id.lastSecondOf31!]),
      );
      const from = await days('updatedFrom=2019-04-01');
      expect(from).toContain(id.midnightOfApril);
      expect(from).not.toContain(id.lastSecondOf31);
      expect(from).toHaveLength((await model()).length - 3);
      const { rows } = await exportCsv('updatedFrom=2019-03-31&updatedUntil=2019-03-31&orderBys=updatedAt');
      expect(rows.slice(1).map((r) => r[8])).toEqual(['2019-03-31 00:00:00', '2019-03-31 23:59:59']);
    });

    it('names a product without any text with an empty name', async () => {
      await t.database.db
        .insert(products)
        .values({ code: 'NO-TEXT-YET', productTypeId: 9, priceMethodId: 1, productStatusId: 2 });
      const [item] = (await page('searchText=NO-TEXT-YET')).items;
      expect(item).toMatchObject({ code: 'NO-TEXT-YET', currentUserLocaleTranslationName: '', rebateGroup: null });
    });

    it('streams thousands of rows, all of them, in order', async () => {
      const { db } = t.database;
      const before = (await model()).length;
      await db.transaction((tx) => seedLargeProducts(tx, before, 12, 4_321));
      const { res, rows } = await exportCsv('orderBys=code_desc');
      const total = before + 4_321;
      expect(res.headers['x-total-count']).toBe(String(total));
      expect(rows).toHaveLength(total + 1);
      const exported = rows.slice(1).map((r) => Number(r[0]));
      expect(new Set(exported).size).toBe(total);
      const stored = await t.database.db.execute<{ id: number }>(
        sql`select id from products order by lower(code) desc, id`,
      );
      expect(exported).toEqual(stored.rows.map((r) => Number(r.id)));
      // The list agrees on a deep page.
      const deep = await page('orderBys=code_desc&pageSize=100&pageIndex=37');
      expect(ids(deep.items)).toEqual(exported.slice(3_600, 3_700));
    });

    it('aborts the download when the database fails mid-stream, and the server goes on', async () => {
      const { db } = t.database;
      const before = (await model()).length;
      await db.transaction((tx) => seedLargeProducts(tx, before, 12, 2_500));
      // A database whose reads of export rows fail from the second batch on.
      let batches = 0;
      const failing = new Proxy(db, {
        get(target, property, receiver) {
          if (property !== 'select') return Reflect.get(target, property, receiver);
          return (...args: Parameters<Db['select']>) => {
            if (args[0] && 'productType' in args[0] && ++batches >= 2) throw new Error('connection lost');
            return target.select(...args);
          };
        },
      });
      const app = await buildApp(testConfig(), { ...t.database, db: failing });
      try {
        const inject = (url: string) =>
          app.inject({ method: 'GET', url, headers: { cookie: admin, 'x-requested-with': 'XMLHttpRequest' } });
        await expect(inject(EXPORT)).rejects.toThrow(/destroyed before completion/);
        expect(batches).toBe(2);
        expect((await inject(`${LIST}?pageSize=5`)).statusCode).toBe(200);
        expect((await inject('/api/health')).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  });
});
