import { describe, expect, it } from 'vitest';
import { ADMIN, testAppForFile, PRODUCTS, VIEWER } from '../../testing/test-app';

const t = testAppForFile();

const BASE = '/config/v2/screenconfigurations';
const query = `${BASE}?type=filters&applicationCode=backoffice&screen=products`;
const filter = {
  type: 'filters',
  applicationCode: 'backoffice',
  screen: 'Products',
  name: 'Active licences',
  moduleKey: 'products',
  values: { statusIds: [1], searchText: 'licence' },
};

describe('saved custom filters', () => {
  it('saves, lists (screen lower-cased) and deletes a filter', async () => {
    const cookie = await t.login(PRODUCTS);
    const saved = await t.post(BASE, filter, cookie);
    expect(saved.statusCode).toBe(201);
    const id = saved.json().response.screenConfigurationId;
    expect(id).toBeGreaterThan(0);
    const list = (await t.call({ method: 'GET', url: query, cookie })).json().response;
    expect(list).toEqual([
      expect.objectContaining({
        screenConfigurationId: id,
        screen: 'products',
        name: 'Active licences',
        values: filter.values,
      }),
    ]);
    expect((await t.call({ method: 'DELETE', url: `${BASE}/${id}`, cookie })).json()).toEqual({
      isSuccesful: true,
      response: null,
    });
    expect((await t.call({ method: 'GET', url: query, cookie })).json().response).toEqual([]);
  });

  it("keeps each user's filters to that user", async () => {
    const mine = await t.login(ADMIN);
    const id = (await t.post(BASE, filter, mine)).json().response.screenConfigurationId;
    const other = await t.login(VIEWER);
    expect((await t.call({ method: 'GET', url: query, cookie: other })).json().response).toEqual([]);
    expect((await t.call({ method: 'DELETE', url: `${BASE}/${id}`, cookie: other })).statusCode).toBe(404);
  });

  it('needs read right on the filter module', async () => {
    const cookie = await t.login(PRODUCTS);
    const res = await t.post(BASE, { ...filter, moduleKey: 'contract' }, cookie);
    expect(res.statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: query, cookie })).json().response).toEqual([]);
  });

  it('validates the filter with fieldErrors and stores nothing', async () => {
    const cookie = await t.login(ADMIN);
    const res = await t.post(BASE, { ...filter, name: '  ', type: 'layout' }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      name: 'validation.required',
      type: expect.stringMatching(/^validation\./),
    });
    expect((await t.call({ method: 'GET', url: query, cookie })).json().response).toEqual([]);
    const missing = await t.call({ method: 'GET', url: BASE, cookie });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldErrors)).toEqual(['type', 'applicationCode', 'screen']);
  });
});
