import { beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { ADMIN, announced, testAppForFile, PRODUCTS, VIEWER } from '../../testing/test-app';

const t = testAppForFile();
let admin: string;
beforeEach(async () => {
  admin = await t.login(ADMIN);
});

const BASE = '/api/partner/v2/rebategroups';

describe('rebate groups', () => {
  it('lists with search, sorting and paging', async () => {
    const page = (
      await t.call({ method: 'GET', url: `${BASE}?pageSize=5&orderBys=rebatePercentage_desc`, cookie: admin })
    ).json().response;
    expect(page).toMatchObject({ totalCount: 12, pageIndex: 1, pageSize: 5 });
    expect(page.items.map((g: { rebatePercentage: number }) => g.rebatePercentage)).toEqual([30, 25, 20, 18.75, 15.5]);
    const found = (
      await t.call({ method: 'GET', url: `${BASE}?searchText=PARTNER&orderBys=description`, cookie: admin })
    ).json().response;
    expect(found.items.map((g: { description: string }) => g.description)).toEqual([
      'Education partner',
      'Gold partner',
      'Non-profit partner',
      'Platinum partner',
      'Referral partner',
      'Silver partner',
    ]);
    const wildcard = (await t.call({ method: 'GET', url: `${BASE}?searchText=%25`, cookie: admin })).json().response;
    expect(wildcard.totalCount).toBe(0);
  });

  it('counts a new group at once, on this instance and on another one of the same database', async () => {
    const other = await buildApp(t.config, t.database);
    try {
      const totals = async () =>
        Promise.all(
          [t.app, other].map(
            async (app) =>
              (
                await app.inject({
                  method: 'GET',
                  url: `${BASE}?searchText=partner`,
                  headers: { cookie: admin, 'x-requested-with': 'XMLHttpRequest' },
                })
              ).json().response.totalCount,
          ),
        );
      expect(await totals()).toEqual([6, 6]);
      // Both instances now keep that total; the write drops it on both.
      const heard = announced(other, 'rebate_groups');
      const created = await t.post(BASE, { description: 'Cloud partner', rebatePercentage: 9 }, admin);
      expect(created.statusCode).toBe(201);
      // The writer at once (before any announcement), the other instance once it is announced.
      expect(
        (await t.call({ method: 'GET', url: `${BASE}?searchText=partner`, cookie: admin })).json().response.totalCount,
      ).toBe(7);
      await heard;
      expect(await totals()).toEqual([7, 7]);
    } finally {
      await other.close();
    }
  });

  it('refuses unknown sort columns and page sizes with fieldErrors', async () => {
    const res = await t.call({ method: 'GET', url: `${BASE}?orderBys=password&pageSize=7`, cookie: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'orderBys.0': 'validation.invalidSort',
      pageSize: 'validation.oneOf|5, 10, 20, 50, 100',
    });
  });

  it('creates and updates, bumping the version', async () => {
    const created = await t.post(BASE, { description: ' Cloud partner ', rebatePercentage: 9.25 }, admin);
    expect(created.statusCode).toBe(201);
    const id = created.json().response.rebateGroupId;
    const updated = await t.put(
      BASE,
      { rebateGroupId: id, version: 1, description: 'Cloud partner+', rebatePercentage: 9.5 },
      admin,
    );
    expect(updated.json().response).toMatchObject({
      rebateGroupId: id,
      description: 'Cloud partner+',
      rebatePercentage: 9.5,
      version: 2,
    });
  });

  it('answers a stale edit with 409 and the current record, keeping the colleague’s change', async () => {
    const first = await t.put(
      BASE,
      { rebateGroupId: 1, version: 1, description: 'Registered reseller', rebatePercentage: 6 },
      admin,
    );
    expect(first.statusCode).toBe(200);
    const stale = await t.put(
      BASE,
      { rebateGroupId: 1, version: 1, description: 'Registered reseller', rebatePercentage: 4 },
      admin,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      isSuccesful: false,
      errorMessage: 'versionConflict',
      response: { rebatePercentage: 6, version: 2 },
    });
    const missing = await t.put(BASE, { rebateGroupId: 999, version: 1, description: 'x', rebatePercentage: 1 }, admin);
    expect(missing.statusCode).toBe(404);
  });

  it('validates every rule with fieldErrors, duplicates included', async () => {
    const bad = await t.post(BASE, { description: ' ', rebatePercentage: 100.001 }, admin);
    expect(bad.json().fieldErrors).toEqual({
      description: 'validation.required',
      rebatePercentage: 'validation.max|100',
    });
    const decimals = await t.post(BASE, { description: 'x', rebatePercentage: 1.234 }, admin);
    expect(decimals.json().fieldErrors).toEqual({ rebatePercentage: 'validation.decimals|2' });
    const duplicate = await t.post(BASE, { description: 'GOLD PARTNER', rebatePercentage: 1 }, admin);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fieldErrors).toEqual({ description: 'validation.unique' });
    const renamed = await t.put(
      BASE,
      { rebateGroupId: 1, version: 1, description: 'silver partner', rebatePercentage: 5 },
      admin,
    );
    expect(renamed.json().fieldErrors).toEqual({ description: 'validation.unique' });
  });

  it('lets read-only users list but not change; the product screens get the short list', async () => {
    const viewer = await t.login(VIEWER);
    expect((await t.call({ method: 'GET', url: BASE, cookie: viewer })).statusCode).toBe(200);
    expect((await t.post(BASE, { description: 'x', rebatePercentage: 1 }, viewer)).statusCode).toBe(403);
    const products = await t.login(PRODUCTS);
    expect((await t.call({ method: 'GET', url: BASE, cookie: products })).statusCode).toBe(403);
    const options = (
      await t.call({ method: 'GET', url: '/api/partner/v2/products/rebategroups', cookie: products })
    ).json().response;
    expect(options).toHaveLength(12);
    expect(options[0]).toEqual({ rebateGroupId: 8, description: 'Distributor' });
  });

  it('finds rebate groups by part of the description, or names the ones asked for by id', async () => {
    const products = await t.login(PRODUCTS);
    const options = async (query: string) => {
      const answer = await t.call({
        method: 'GET',
        url: `/api/partner/v2/products/rebategroups?${query}`,
        cookie: products,
      });
      return { status: answer.statusCode, body: answer.json() };
    };
    const found = await options('searchText=DISTRI');
    expect(found.status).toBe(200);
    expect(found.body.response).toEqual([{ rebateGroupId: 8, description: 'Distributor' }]);
    expect((await options('searchText=zzz-none')).body.response).toEqual([]);
    const named = await options('ids=8&ids=1');
    expect(named.body.response.map((g: { rebateGroupId: number }) => g.rebateGroupId).sort()).toEqual([1, 8]);
    // The shared schema judges the query: a 400 with the field's code.
    const tooLong = await options(`searchText=${'x'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fieldErrors).toEqual({ searchText: 'validation.maxLength|100' });
    expect((await options('ids=0')).status).toBe(400);
  });
});
