import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, NOMODULE, VIEWER, type TestApp } from '../../testing/test-app';

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

const BASE = '__apiPath__';
const ALL = 'statuses=active&statuses=inactive';

/** A call as the admin; its answer's `response`. */
const get = async (url: string) => (await t.call({ method: 'GET', url, cookie: admin })).json().response;
const names = (page: { items: { name: string }[] }) => page.items.map((r) => r.name);

describe('__records__', () => {
  it('lists the active ones unless told, with search, sorting and paging', async () => {
    const active = await get(BASE);
    expect(active).toMatchObject({ totalCount: 2, pageIndex: 1 });
    expect(names(active)).toEqual(['First example', 'Second example']);
    const all = await get(`${BASE}?${ALL}&pageSize=5&orderBys=name_desc`);
    expect(all).toMatchObject({ totalCount: 3, pageIndex: 1, pageSize: 5 });
    expect(names(all)).toEqual(['Third example', 'Second example', 'First example']);
    expect(names(await get(`${BASE}?${ALL}&searchText=THIRD`))).toEqual(['Third example']);
    expect(names(await get(`${BASE}?statuses=inactive`))).toEqual(['Third example']);
  });

  it('shows one record, creates, updates with the version, and answers a stale edit with 409 and the current record', async () => {
    expect(await get(`${BASE}/1`)).toMatchObject({ __camel__Id: 1, name: 'First example', version: 1 });
    expect((await t.call({ method: 'GET', url: `${BASE}/999`, cookie: admin })).statusCode).toBe(404);
    const payload = { name: ' New one ', status: 'active' };
    const created = await t.call({ method: 'POST', url: BASE, payload, cookie: admin });
    expect(created.statusCode).toBe(201);
    const id = created.json().response.__camel__Id;
    expect(await get(`${BASE}/${id}`)).toMatchObject({ name: 'New one', status: 'active', version: 1 });
    const renamed = { __camel__Id: id, version: 1, name: 'Renamed', status: 'inactive' };
    const updated = await t.call({ method: 'PUT', url: BASE, payload: renamed, cookie: admin });
    expect(updated.json().response).toMatchObject({ ...renamed, version: 2 });
    const stale = await t.call({ method: 'PUT', url: BASE, payload: { ...renamed, name: 'Late' }, cookie: admin });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorMessage: 'versionConflict', response: { name: 'Renamed', version: 2 } });
    const missing = { ...renamed, __camel__Id: 999 };
    expect((await t.call({ method: 'PUT', url: BASE, payload: missing, cookie: admin })).statusCode).toBe(404);
  });

  it('answers every rule with fieldErrors, a duplicate name included', async () => {
    const blank = await t.call({ method: 'POST', url: BASE, payload: { name: ' ', status: 'gone' }, cookie: admin });
    expect(blank.json().fieldErrors).toEqual({ name: 'validation.required', status: 'validation.invalid' });
    const payload = { name: 'FIRST EXAMPLE', status: 'active' };
    const duplicate = await t.call({ method: 'POST', url: BASE, payload, cookie: admin });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fieldErrors).toEqual({ name: 'validation.unique' });
  });

  it('deletes one or many, counting those it found', async () => {
    const payload = { __camel__Ids: [1, 3, 999] };
    const deleted = await t.call({ method: 'POST', url: `${BASE}/delete`, payload, cookie: admin });
    expect(deleted.json().response).toEqual({ deletedCount: 2 });
    expect(names(await get(`${BASE}?${ALL}`))).toEqual(['Second example']);
  });

  it('exports the view as CSV, in its order, headed in the user’s language', async () => {
    const res = await t.call({ method: 'GET', url: `${BASE}/export?${ALL}&orderBys=name_desc`, cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['x-total-count']).toBe('3');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines.map((l) => l.split(',').slice(0, 3).join(','))).toEqual([
      'Number,Name,Status',
      '3,Third example,inactive',
      '2,Second example,active',
      '1,First example,active',
    ]);
  });

  it('lets readers list, read and export but not change; others get 403', async () => {
    const viewer = await t.login(VIEWER);
    for (const url of [BASE, `${BASE}/1`, `${BASE}/export`])
      expect((await t.call({ method: 'GET', url, cookie: viewer })).statusCode).toBe(200);
    const payload = { name: 'x', status: 'active' };
    expect((await t.call({ method: 'POST', url: BASE, payload, cookie: viewer })).statusCode).toBe(403);
    const remove = { __camel__Ids: [1] };
    expect((await t.call({ method: 'POST', url: `${BASE}/delete`, payload: remove, cookie: viewer })).statusCode).toBe(
      403,
    );
    expect((await t.call({ method: 'GET', url: BASE, cookie: await t.login(NOMODULE) })).statusCode).toBe(403);
  });
});
