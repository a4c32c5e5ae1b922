import { describe, expect, it, vi } from 'vitest';
import { ADMIN, NOMODULE, testAppForFile, PRODUCTS, VIEWER } from '../../testing/test-app';

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
    // Another's unshared filter is not revealed: 404 on every call, never 403.
    expect((await t.call({ method: 'GET', url: `${BASE}/${id}`, cookie: other })).statusCode).toBe(404);
    const change = { screenConfigurationId: id, version: 1, name: 'Taken', shared: true };
    expect((await t.put(BASE, change, other)).statusCode).toBe(404);
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

  describe('shared with the team', () => {
    /** The products user (owner) shares a products view; the viewer reads products; the admin may edit access. */
    async function sharedByProducts() {
      const owner = await t.login(PRODUCTS);
      const id = (await t.post(BASE, { ...filter, shared: true }, owner)).json().response.screenConfigurationId;
      return { owner, id };
    }

    it('is listed for everyone who may read the module, marked shared with its owner; not for others', async () => {
      const { owner, id } = await sharedByProducts();
      const colleague = await t.login(VIEWER);
      const seen = (await t.call({ method: 'GET', url: query, cookie: colleague })).json().response;
      expect(seen).toEqual([
        expect.objectContaining({
          screenConfigurationId: id,
          shared: true,
          ownerName: expect.stringMatching(/\S/),
          mine: false,
          canChange: false,
          values: filter.values,
        }),
      ]);
      const own = (await t.call({ method: 'GET', url: query, cookie: owner })).json().response;
      expect(own).toEqual([expect.objectContaining({ screenConfigurationId: id, mine: true, canChange: true })]);
      expect(own[0].ownerName).toBe(seen[0].ownerName);
      // Its link opens it for the colleague; a user without the module neither lists nor opens it.
      const link = await t.call({ method: 'GET', url: `${BASE}/${id}`, cookie: colleague });
      expect(link.statusCode).toBe(200);
      expect(link.json().response).toMatchObject({ name: 'Active licences', values: filter.values, shared: true });
      const outsider = await t.login(NOMODULE);
      expect((await t.call({ method: 'GET', url: query, cookie: outsider })).json().response).toEqual([]);
      expect((await t.call({ method: 'GET', url: `${BASE}/${id}`, cookie: outsider })).statusCode).toBe(404);
    });

    it('is changed and deleted by its owner only: a colleague gets 403, nothing changed', async () => {
      const { owner, id } = await sharedByProducts();
      const colleague = await t.login(VIEWER);
      const rename = { screenConfigurationId: id, version: 1, name: 'Mine now', shared: true };
      const refusedChange = await t.put(BASE, rename, colleague);
      expect(refusedChange.statusCode).toBe(403);
      expect(refusedChange.json().errorMessage).toBe('notOwner');
      const refusedDelete = await t.call({ method: 'DELETE', url: `${BASE}/${id}`, cookie: colleague });
      expect(refusedDelete.statusCode).toBe(403);
      expect(refusedDelete.json().errorMessage).toBe('notOwner');
      expect((await t.call({ method: 'GET', url: `${BASE}/${id}`, cookie: owner })).json().response).toMatchObject({
        name: 'Active licences',
        version: 1,
      });

      // The owner renames it and stops sharing it: the colleague no longer sees it, nor opens its link.
      const updated = await t.put(BASE, { ...rename, name: 'Licences', shared: false }, owner);
      expect(updated.statusCode).toBe(200);
      expect(updated.json().response).toMatchObject({ name: 'Licences', shared: false, version: 2 });
      const stale = await t.put(BASE, { ...rename, shared: true }, owner);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().response).toMatchObject({ name: 'Licences', version: 2 });
      expect((await t.call({ method: 'GET', url: query, cookie: colleague })).json().response).toEqual([]);
      expect((await t.call({ method: 'GET', url: `${BASE}/${id}`, cookie: colleague })).statusCode).toBe(404);
      expect((await t.call({ method: 'DELETE', url: `${BASE}/${id}`, cookie: owner })).statusCode).toBe(200);
    });

    it('may be changed or deleted by a user who may edit access', async () => {
      const { owner, id } = await sharedByProducts();
      const admin = await t.login(ADMIN);
      const listed = (await t.call({ method: 'GET', url: query, cookie: admin })).json().response;
      expect(listed).toEqual([expect.objectContaining({ screenConfigurationId: id, mine: false, canChange: true })]);
      const renamed = await t.put(BASE, { screenConfigurationId: id, version: 1, name: 'Tidied', shared: true }, admin);
      expect(renamed.statusCode).toBe(200);
      expect((await t.call({ method: 'DELETE', url: `${BASE}/${id}`, cookie: admin })).statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: query, cookie: owner })).json().response).toEqual([]);
    });

    it("is announced to its module's readers while shared (and when it stops being shared); a private one to its owner alone", async () => {
      const heard: { ids: number[]; audience: unknown }[] = [];
      const stop = t.app.events.subscribe((event) => {
        if (event.type === 'changed' && event.domain === 'screenConfigurations')
          heard.push({ ids: event.ids, audience: event.audience });
      });
      try {
        const audienceOf = async (id: number) => {
          await vi.waitFor(() => expect(heard.some((h) => h.ids.includes(id))).toBe(true));
          return heard.splice(0).find((h) => h.ids.includes(id))!.audience;
        };
        const { owner, id } = await sharedByProducts();
        expect(await audienceOf(id)).toEqual({ modules: ['products'] });
        const unshare = { screenConfigurationId: id, version: 1, name: 'Licences', shared: false };
        expect((await t.put(BASE, unshare, owner)).statusCode).toBe(200);
        expect(await audienceOf(id)).toEqual({ modules: ['products'] });
        expect((await t.put(BASE, { ...unshare, version: 2, name: 'Mine' }, owner)).statusCode).toBe(200);
        const ownerOnly = await audienceOf(id);
        expect(ownerOnly).toEqual({ userId: expect.any(Number) });
        expect((await t.call({ method: 'DELETE', url: `${BASE}/${id}`, cookie: owner })).statusCode).toBe(200);
        expect(await audienceOf(id)).toEqual(ownerOnly);
      } finally {
        stop();
      }
    });

    it('validates a change with fieldErrors', async () => {
      const { owner, id } = await sharedByProducts();
      const res = await t.put(BASE, { screenConfigurationId: id, version: 1, name: ' ' }, owner);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toMatchObject({ name: 'validation.required', shared: 'validation.required' });
    });
  });
});
