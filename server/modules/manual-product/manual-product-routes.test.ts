import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, testAppForFile, NOMODULE, PRODUCTS, VIEWER } from '../../testing/test-app';

const t = testAppForFile();
let admin: string;
beforeEach(async () => {
  admin = await t.login(ADMIN);
});

const BASE = '/api/invoice/v2/manualproducts';
const LINE_PRODUCTS = '/api/invoice/v2/manualinvoicelines/products';
type Row = { manualProductId: number; code: string; active: boolean; unitPrice: number; productTypeCode: string };

const NEW = {
  code: ' cloud-audit ',
  description: 'Cloud cost audit',
  productTypeId: 1,
  unitPrice: 480.5,
  vatRate: 21,
  unit: 'piece',
};

const codes = (page: { items: Row[] }) => page.items.map((p) => p.code);
const byCode = async (code: string): Promise<Row> =>
  (await t.read(`${BASE}?searchText=${code}&statuses=active&statuses=inactive`, admin)).items.find(
    (p: Row) => p.code === code,
  );

describe('manual products', () => {
  it('lists active products by default, filters by status, type and search, sorts and pages', async () => {
    const active = await t.read(`${BASE}?pageSize=50`, admin);
    expect(active.totalCount).toBe(28);
    expect(active.items.every((p: Row) => p.active)).toBe(true);
    expect(codes(active).slice(0, 3)).toEqual(['ADMIN-FEE', 'ANTIVIRUS-YEAR', 'AUDIT-SECURITY']);
    expect(codes(active)).toEqual([...codes(active)].sort());
    const inactive = await t.read(`${BASE}?statuses=inactive&orderBys=code`, admin);
    expect(codes(inactive)).toEqual(['FAX-LINE', 'LEGACY-HOSTING', 'SCHOOL-LAPTOP']);
    expect(inactive.items[0].inactivatedAt).toBe('2026-06-30T16:00:00.000Z');
    const all = await t.read(`${BASE}?statuses=active&statuses=inactive&pageSize=5`, admin);
    expect(all).toMatchObject({ totalCount: 31, pageIndex: 1, pageSize: 5 });
    const types = await t.read(`${BASE}/producttypes`, admin);
    expect(types.map((ty: { code: string }) => ty.code)).toEqual(['service', 'hardware', 'licence', 'fee', 'travel']);
    const fee = types.find((ty: { code: string }) => ty.code === 'fee').productTypeId;
    const fees = await t.read(`${BASE}?productTypeIds=${fee}&orderBys=unitPrice_desc`, admin);
    expect(codes(fees)).toEqual([
      'SETUP-FEE',
      'RUSH-FEE',
      'LATE-PAYMENT-FEE',
      'ADMIN-FEE',
      'DOMAIN-TRANSFER-FEE',
      'PAPER-INVOICE-FEE',
    ]);
    const found = await t.read(`${BASE}?searchText=consultancy`, admin);
    expect(codes(found)).toEqual(['CONSULT-HOUR', 'CONSULT-SENIOR']);
    const travel = await t.read(`${BASE}?searchText=travel-`, admin);
    expect(codes(travel)).toEqual(['TRAVEL-HOUR', 'TRAVEL-KM']);
    const bad = await t.call({ method: 'GET', url: `${BASE}?statuses=gone&orderBys=secret`, cookie: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      'statuses.0': 'validation.invalid',
      'orderBys.0': 'validation.invalidSort',
    });
  });

  it('creates with the code in upper case, reads it back, and announces it on the hub', async () => {
    const heard: number[] = [];
    const stop = t.app.events.subscribe((event) => {
      if (event.type === 'changed' && event.domain === 'manualProducts') heard.push(...event.ids);
    });
    try {
      const created = await t.post(BASE, NEW, admin);
      expect(created.statusCode).toBe(201);
      const id = created.json().response.manualProductId;
      const product = await t.read(`${BASE}/${id}`, admin);
      expect(product).toMatchObject({
        manualProductId: id,
        code: 'CLOUD-AUDIT',
        productTypeCode: 'service',
        unitPrice: 480.5,
        active: true,
        inactivatedAt: null,
        version: 1,
      });
      await vi.waitFor(() => expect(heard).toContain(id));
      expect((await t.call({ method: 'GET', url: `${BASE}/99999`, cookie: admin })).statusCode).toBe(404);
    } finally {
      stop();
    }
  });

  it('refuses a duplicate code (any case) and a bad price with fieldErrors', async () => {
    const duplicate = await t.post(BASE, { ...NEW, code: 'setup-fee' }, admin);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fieldErrors).toEqual({ code: 'validation.unique' });
    const price = await t.post(BASE, { ...NEW, unitPrice: 12.345 }, admin);
    expect(price.statusCode).toBe(400);
    expect(price.json().fieldErrors).toEqual({ unitPrice: 'validation.decimals|2' });
    const rest = await t.post(
      BASE,
      { code: 'A B', description: ' ', productTypeId: 1, unitPrice: -1, vatRate: 7, unit: 'litre' },
      admin,
    );
    expect(rest.json().fieldErrors).toEqual({
      code: 'validation.invalid',
      description: 'validation.required',
      unitPrice: 'validation.min|0',
      vatRate: 'validation.oneOf|0, 6, 12, 21',
      unit: 'validation.oneOf|hour, day, piece, month, year',
    });
    const unknownType = await t.post(BASE, { ...NEW, productTypeId: 999 }, admin);
    expect(unknownType.json().fieldErrors).toEqual({ productTypeId: 'validation.unknown' });
    const other = await byCode('ADMIN-FEE');
    const renamed = await t.put(
      BASE,
      { ...(await t.read(`${BASE}/${other.manualProductId}`, admin)), code: 'Setup-Fee' },
      admin,
    );
    expect(renamed.json().fieldErrors).toEqual({ code: 'validation.unique' });
  });

  it('updates with the version and answers a stale edit with 409 and the current product', async () => {
    const current = await t.read(`${BASE}/${(await byCode('CONSULT-HOUR')).manualProductId}`, admin);
    const body = { ...current, productTypeCode: undefined, productTypeDescription: undefined };
    const first = await t.put(BASE, { ...body, unitPrice: 99.5 }, admin);
    expect(first.statusCode).toBe(200);
    expect(first.json().response).toMatchObject({ unitPrice: 99.5, version: 2 });
    const stale = await t.put(BASE, { ...body, unitPrice: 101 }, admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorMessage: 'versionConflict',
      response: { code: 'CONSULT-HOUR', unitPrice: 99.5, version: 2 },
    });
    const missing = await t.put(BASE, { ...body, manualProductId: 9999 }, admin);
    expect(missing.statusCode).toBe(404);
  });

  it('set-inactive answers per id; an inactive product is not offered to new lines; PUT active reactivates', async () => {
    const offered = async () => (await t.read(LINE_PRODUCTS, admin)).map((p: { code: string }) => p.code);
    expect(await offered()).toContain('SETUP-FEE');
    expect(await offered()).not.toContain('FAX-LINE');
    const setup = await byCode('SETUP-FEE');
    const fax = await byCode('FAX-LINE');
    const res = await t.post(
      `${BASE}/set-inactive`,
      { manualProductIds: [setup.manualProductId, fax.manualProductId, 9999] },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().response.outcomes).toEqual([
      { manualProductId: setup.manualProductId, ok: true, error: null },
      { manualProductId: fax.manualProductId, ok: true, error: null },
      { manualProductId: 9999, ok: false, error: 'validation.notFound' },
    ]);
    expect(await offered()).not.toContain('SETUP-FEE');
    const inactive = await t.read(`${BASE}/${setup.manualProductId}`, admin);
    expect(inactive).toMatchObject({ active: false, version: 2 });
    expect(inactive.inactivatedAt).not.toBeNull();
    // Already inactive: left as it was.
    expect(await t.read(`${BASE}/${fax.manualProductId}`, admin)).toMatchObject({
      inactivatedAt: '2026-06-30T16:00:00.000Z',
      version: 1,
    });
    expect(codes(await t.read(`${BASE}?searchText=setup-fee`, admin))).toEqual([]);

    const back = await t.put(BASE, { ...inactive, productTypeCode: undefined, active: true }, admin);
    expect(back.json().response).toMatchObject({ active: true, inactivatedAt: null, version: 3 });
    expect(await offered()).toContain('SETUP-FEE');
    const empty = await t.post(`${BASE}/set-inactive`, { manualProductIds: [] }, admin);
    expect(empty.json().fieldErrors).toEqual({ manualProductIds: 'validation.required' });
  });

  it('lets readers read but not change; others get 403', async () => {
    const viewer = await t.login(VIEWER);
    expect((await t.call({ method: 'GET', url: BASE, cookie: viewer })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: LINE_PRODUCTS, cookie: viewer })).statusCode).toBe(200);
    expect((await t.post(BASE, NEW, viewer)).statusCode).toBe(403);
    expect((await t.post(`${BASE}/set-inactive`, { manualProductIds: [1] }, viewer)).statusCode).toBe(403);
    const product = await t.read(`${BASE}/1`, viewer);
    expect((await t.put(BASE, product, viewer)).statusCode).toBe(403);
    for (const account of [NOMODULE, PRODUCTS]) {
      const cookie = await t.login(account);
      for (const url of [BASE, `${BASE}/1`, `${BASE}/producttypes`, LINE_PRODUCTS])
        expect((await t.call({ method: 'GET', url, cookie })).statusCode, `${account} ${url}`).toBe(403);
    }
  });
});
