/**
 * One product: metadata definitions, the detail by id and by guid, create and update with every
 * validation rule (fieldErrors on the request's paths, never a 500), versions and access.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  metadataItem,
  productCreated,
  productDetail,
  type MetadataItem,
  type ProductDetail,
} from '../../../src/shared/schemas/product';
import { productMetadata, products } from '../../db/schema';
import { ADMIN, testAppForFile, NOMODULE, PRODUCTS, VIEWER } from '../../testing/test-app';
import { aProductInput } from '../../../src/shared/testing/product-fixture';

const t = testAppForFile({ loginRateLimit: 100_000 });
let admin: string;
let definitions: MetadataItem[];
beforeEach(async () => {
  admin = await t.login(ADMIN);
  definitions = (await t.call({ method: 'GET', url: `${BASE}/metadatas/product`, cookie: admin })).json().response;
});

const BASE = '/api/product/v2';
const PRODUCTS_URL = `${BASE}/products`;

const metadataId = (code: string) => definitions.find((d) => d.code === code)!.metadataId;

/** A valid create body; parts replaced by `overrides`. */
const body = (overrides: Record<string, unknown> = {}) => ({
  ...aProductInput('NEW-PRODUCT-1', ['Nieuw product', 'New product', 'Nouveau produit']),
  metadatas: [{ metadataId: metadataId('rebate'), value: 12.5 }],
  partnerPricingProfile: { rebateGroupId: 3 },
  pricingNext: true,
  ...overrides,
});

const create = (payload: object, cookie = admin) => t.post(PRODUCTS_URL, payload, cookie);

async function detail(id: number | string, cookie = admin): Promise<ProductDetail> {
  const url = typeof id === 'number' ? `${PRODUCTS_URL}/${id}` : `${PRODUCTS_URL}/guid/${id}`;
  const res = await t.call({ method: 'GET', url, cookie });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return productDetail.parse(res.json().response);
}

/** The update body of a loaded product, with changes. */
const updateOf = (d: ProductDetail, overrides: Record<string, unknown> = {}) => ({
  productId: d.productId,
  version: d.version,
  code: d.code,
  productTypeId: d.productTypeId,
  priceMethodId: d.priceMethodId,
  productStatusId: d.productStatusId,
  translations: d.translations.map(({ language, description }) => ({ language, description })),
  metadatas: d.metadatas
    .filter((m) => m.accessibility !== 'Hidden')
    .map((m) => ({ metadataId: m.metadataId, value: m.value })),
  partnerPricingProfile: { rebateGroupId: d.partnerPricingProfile.rebateGroupId },
  productPartnerCenterProfile: d.partnerCenterProfile,
  ...overrides,
});

const update = (payload: object, cookie = admin) => t.put(PRODUCTS_URL, payload, cookie);

/** The fieldErrors of a refused write (a 400, never a 500). */
async function fieldErrors(res: Promise<{ statusCode: number; body: string; json: () => unknown }>) {
  const answer = await res;
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(400);
  return (answer.json() as { fieldErrors: Record<string, string> }).fieldErrors;
}

describe('metadata definitions', () => {
  it('lists the product metadata with their types, values, accessibility and create flag', () => {
    expect(definitions.map((d) => metadataItem.parse(d).code)).toEqual(
      expect.arrayContaining(['rebate', 'billingplan', 'termduration', 'renewaldate', 'licenceType']),
    );
    expect(definitions.find((d) => d.code === 'termduration')).toMatchObject({
      dataType: 'MULTISELECT',
      availableValues: { P1M: '1 month', P1Y: '1 year', P3Y: '3 years' },
      accessibility: 'Editable',
      showOnCreate: true,
    });
    expect(new Set(definitions.map((d) => d.dataType)).size).toBe(8);
    expect(new Set(definitions.map((d) => d.accessibility))).toEqual(new Set(['Hidden', 'ReadOnly', 'Editable']));
  });
});

describe('product detail', () => {
  it('reads a seeded product by id and by guid, with texts, profiles and metadata', async () => {
    const byId = await detail(1);
    expect(byId).toMatchObject({
      productId: 1,
      code: 'CFQ7TTC0LH18-P1M-M',
      productStatusDescription: expect.any(String),
      currentUserLocaleTranslationName: 'Microsoft 365 Business Basic (P1M monthly)',
      partnerCenterProfile: { availabilityProductId: 'CFQ7TTC0LH18', availabilitySkuId: '0001', segment: 'commercial' },
    });
    expect(byId.translations.map((x) => x.language)).toEqual(['NL', 'EN', 'FR']);
    expect(byId.metadatas).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'termduration', value: 'P1M', dataType: 'MULTISELECT' }),
        expect.objectContaining({ code: 'billingplan', value: 'monthly', category: 'Partner Center' }),
        expect.objectContaining({ code: 'vendorSku', value: 'CFQ7TTC0LH18:0001', accessibility: 'ReadOnly' }),
      ]),
    );
    expect(await detail(byId.productGuid)).toEqual(byId);
    expect(await detail(byId.productGuid.toUpperCase())).toEqual(byId);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, 1));
    expect(row!.version).toBe(byId.version);
  });

  it('answers 404 for a missing product and 400 for a malformed key', async () => {
    for (const url of [`${PRODUCTS_URL}/999999`, `${PRODUCTS_URL}/guid/00000000-0000-4000-8000-000000000000`]) {
      const res = await t.call({ method: 'GET', url, cookie: admin });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ isSuccesful: false, errorMessage: 'notFound' });
    }
    expect(await fieldErrors(t.call({ method: 'GET', url: `${PRODUCTS_URL}/guid/not-a-guid`, cookie: admin }))).toEqual(
      {
        guid: 'validation.guid',
      },
    );
    expect(await fieldErrors(t.call({ method: 'GET', url: `${PRODUCTS_URL}/0`, cookie: admin }))).toEqual({
      id: 'validation.positive',
    });
  });
});

describe('create', () => {
  it('answers 201 with the id, guid and pricingNext; the product is in the list and the detail', async () => {
    const res = await create(body());
    expect(res.statusCode, res.body).toBe(201);
    const created = productCreated.parse(res.json().response);
    expect(created.pricingNext).toBe(true);
    const d = await detail(created.productId);
    expect(d).toMatchObject({
      productGuid: created.productGuid,
      code: 'NEW-PRODUCT-1',
      version: 1,
      currentUserLocaleTranslationName: 'New product',
      partnerPricingProfile: { rebateGroupId: 3, rebateGroup: 'Gold partner' },
      partnerCenterProfile: { offerId: null, segment: null },
      metadatas: [expect.objectContaining({ code: 'rebate', value: '12.5', dataType: 'PERCENTAGE' })],
    });
    const list = await t.call({ method: 'GET', url: `${PRODUCTS_URL}?searchText=NEW-PRODUCT-1`, cookie: admin });
    expect(list.json().response.items).toEqual([
      expect.objectContaining({ productId: created.productId, code: 'NEW-PRODUCT-1', rebateGroup: 'Gold partner' }),
    ]);
    const plain = await create(body({ code: 'NEW-PRODUCT-2', pricingNext: undefined, metadatas: [] }));
    expect(plain.json().response.pricingNext).toBe(false);
  });

  it('gives every schema rule its field path and code', async () => {
    const errors = await fieldErrors(
      create({
        code: ' ',
        productTypeId: null,
        priceMethodId: 'x',
        translations: [
          { language: 'NL', description: '' },
          { language: 'NL', description: 'Dubbel' },
          { language: 'DE', description: 'Deutsch' },
        ],
        metadatas: [{ value: '1' }],
        partnerPricingProfile: {},
        productPartnerCenterProfile: { offerUri: 'x'.repeat(501), segment: 'government' },
        pricingNext: 'yes',
      }),
    );
    expect(errors).toEqual({
      code: 'validation.required',
      productTypeId: 'validation.required',
      priceMethodId: 'validation.number',
      productStatusId: 'validation.required',
      'translations.0.description': 'validation.required',
      'translations.2.language': 'validation.oneOf|NL, EN, FR',
      'metadatas.0.metadataId': 'validation.required',
      'partnerPricingProfile.rebateGroupId': 'validation.required',
      'productPartnerCenterProfile.offerUri': 'validation.maxLength|500',
      'productPartnerCenterProfile.segment': 'validation.oneOf|commercial, education, charity',
      pricingNext: 'validation.invalidType',
    });
    expect(await fieldErrors(create(body({ code: 'C'.repeat(51) })))).toEqual({ code: 'validation.maxLength|50' });
    expect(
      await fieldErrors(
        create(
          body({
            translations: [
              { language: 'NL', description: 'a' },
              { language: 'NL', description: 'b' },
            ],
          }),
        ),
      ),
    ).toEqual({ 'translations.1.language': 'validation.unique', translations: 'validation.translations' });
    expect(await fieldErrors(create(body({ translations: [] })))).toEqual({ translations: 'validation.translations' });
    expect(
      await fieldErrors(
        create(
          body({
            metadatas: [
              { metadataId: 1, value: '5' },
              { metadataId: 1, value: '6' },
            ],
          }),
        ),
      ),
    ).toEqual({ 'metadatas.1.metadataId': 'validation.unique' });
    expect(await fieldErrors(create({}))).toMatchObject({
      code: 'validation.required',
      translations: 'validation.required',
    });
  });

  it('requires the segment once availability product, SKU and availability ids are all filled', async () => {
    const profile = {
      availabilityProductId: 'CFQ7TTC0LH18',
      availabilitySkuId: '0001',
      availabilityId: 'CFQ7TTC0ABCD',
    };
    expect(await fieldErrors(create(body({ productPartnerCenterProfile: profile })))).toEqual({
      'productPartnerCenterProfile.segment': 'validation.required',
    });
    expect((await create(body({ productPartnerCenterProfile: { ...profile, availabilityId: ' ' } }))).statusCode).toBe(
      201,
    );
    const res = await create(
      body({ code: 'NCE-2', productPartnerCenterProfile: { ...profile, segment: 'education' } }),
    );
    expect(res.statusCode).toBe(201);
    expect((await detail(res.json().response.productId)).partnerCenterProfile).toEqual({
      offerId: null,
      offerUri: null,
      ...profile,
      segment: 'education',
    });
  });

  it('refuses a code in use, case-insensitively', async () => {
    expect(await fieldErrors(create(body({ code: 'cfq7ttc0lh18-p1m-m' })))).toEqual({ code: 'validation.unique' });
  });

  it('refuses unknown reference ids on their field', async () => {
    expect(
      await fieldErrors(
        create(
          body({
            productTypeId: 999,
            priceMethodId: 999,
            productStatusId: 9,
            partnerPricingProfile: { rebateGroupId: 9999 },
            metadatas: [
              { metadataId: metadataId('rebate'), value: 5 },
              { metadataId: 9999, value: 'x' },
            ],
          }),
        ),
      ),
    ).toEqual({
      productTypeId: 'validation.notFound',
      priceMethodId: 'validation.notFound',
      productStatusId: 'validation.notFound',
      'partnerPricingProfile.rebateGroupId': 'validation.notFound',
      'metadatas.1.metadataId': 'validation.notFound',
    });
    expect((await create(body({ partnerPricingProfile: { rebateGroupId: null } }))).statusCode).toBe(201);
  });

  it('checks metadata values by their definition’s data type', async () => {
    const cases: [string, unknown, string | null][] = [
      ['rebate', null, 'validation.required'],
      ['rebate', '', 'validation.required'],
      ['rebate', -1, 'validation.percentageMin'],
      ['rebate', '100.5', 'validation.max|100'],
      ['rebate', 'abc', 'validation.number'],
      ['rebate', 0, null],
      ['rebate', '100', null],
      ['autoRenew', true, 'validation.invalidType'],
      ['autoRenew', 'yes', 'validation.bool'],
      ['autoRenew', 'false', null],
      ['autoRenew', null, null],
      ['minimumQuantity', '1.5', 'validation.integer'],
      ['minimumQuantity', '99999999999', 'validation.integer'],
      ['minimumQuantity', 25, null],
      ['unitCost', '12,5', 'validation.number'],
      ['unitCost', '12.75', null],
      ['endOfSale', '2026-02-30', 'validation.date'],
      ['endOfSale', '31/12/2026', 'validation.date'],
      ['endOfSale', '2026-12-31', null],
      ['termduration', 'P2Y', 'validation.oneOf|P1M, P1Y, P3Y'],
      ['termduration', 'p1y', null],
      ['licenceType', 'DEVICE', null],
    ];
    for (const [i, [code, value, expected]] of cases.entries()) {
      const res = await create(
        body({
          code: `META-${i}`,
          metadatas: [{ metadataId: metadataId(code), value }],
        }),
      );
      if (expected === null) expect(res.statusCode, `${code} ${String(value)}: ${res.body}`).toBe(201);
      else expect(res.json().fieldErrors, `${code} ${String(value)}`).toEqual({ 'metadatas.0.value': expected });
    }
    // Stored in canonical form: the MULTISELECT key as defined.
    const id = (
      await create(body({ code: 'META-KEY', metadatas: [{ metadataId: metadataId('termduration'), value: 'p3y' }] }))
    ).json().response.productId;
    expect((await detail(id)).metadatas).toEqual([expect.objectContaining({ code: 'termduration', value: 'P3Y' })]);
    // The form's own check, when it sends the data type along.
    expect(
      await fieldErrors(
        create(body({ metadatas: [{ metadataId: metadataId('rebate'), dataType: 'PERCENTAGE', value: 101 }] })),
      ),
    ).toEqual({ 'metadatas.0.value': 'validation.max|100' });
  });

  it('refuses metadata nobody may edit, except what the create form offers', async () => {
    expect(
      await fieldErrors(
        create(
          body({
            metadatas: [
              { metadataId: metadataId('renewaldate'), value: '2027-01-01' },
              { metadataId: metadataId('tenantId'), value: '3f2b8c1e-7d4a-4e5b-9c6d-2a1f0e9b8c7d' },
            ],
          }),
        ),
      ),
    ).toEqual({ 'metadatas.0.value': 'validation.notEditable', 'metadatas.1.value': 'validation.notEditable' });
    // vendorSku is ReadOnly but shown on create.
    const res = await create(body({ metadatas: [{ metadataId: metadataId('vendorSku'), value: 'SKU-1' }] }));
    expect(res.statusCode).toBe(201);
    const d = await detail(res.json().response.productId);
    // Sent back unchanged it is accepted; changed it is not.
    expect((await update(updateOf(d))).statusCode).toBe(200);
    const changed = updateOf(await detail(d.productId), {
      metadatas: [{ metadataId: metadataId('vendorSku'), value: 'SKU-2' }],
    });
    expect(await fieldErrors(update(changed))).toEqual({ 'metadatas.0.value': 'validation.notEditable' });
  });
});

describe('update', () => {
  it('saves with the loaded version, bumps it and replaces texts and editable metadata', async () => {
    const before = await detail(1);
    const res = await update(
      updateOf(before, {
        code: 'CFQ7TTC0LH18-P1M-M',
        productStatusId: 2,
        translations: [
          { language: 'FR', description: 'Microsoft 365 Business Basic (mensuel)' },
          { language: 'EN', description: 'Microsoft 365 Business Basic (monthly)' },
          { language: 'NL', description: 'Microsoft 365 Business Basic (maandelijks)' },
        ],
        metadatas: [
          { metadataId: metadataId('billingplan'), value: 'annual' },
          { metadataId: metadataId('vendorSku'), value: 'CFQ7TTC0LH18:0001' },
        ],
        partnerPricingProfile: { rebateGroupId: null },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = productDetail.parse(res.json().response);
    expect(after).toMatchObject({
      version: before.version + 1,
      productStatusId: 2,
      productStatusDescription: 'To check',
      currentUserLocaleTranslationName: 'Microsoft 365 Business Basic (monthly)',
      partnerPricingProfile: { rebateGroupId: null, rebateGroup: null },
    });
    // Text ids stay; editable metadata not sent is gone; read-only and hidden ones stay.
    expect(after.translations.map((x) => x.productTranslationId)).toEqual(
      before.translations.map((x) => x.productTranslationId),
    );
    const codes = after.metadatas.map((m) => m.code);
    expect(codes).toContain('billingplan');
    expect(codes).not.toContain('termduration');
    expect(codes).toContain('vendorSku');
    expect(after.metadatas.find((m) => m.code === 'billingplan')!.value).toBe('annual');
    expect(await detail(1)).toEqual(after);
    expect(after.updatedAt > before.updatedAt).toBe(true);
  });

  it('refuses a stale version with 409 and the current record, and a missing product with 404', async () => {
    const loaded = await detail(2);
    expect((await update(updateOf(loaded, { productStatusId: 3 }))).statusCode).toBe(200);
    const stale = await update(updateOf(loaded, { productStatusId: 2 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ isSuccesful: false, errorMessage: 'versionConflict' });
    expect(stale.json().response).toEqual(await detail(2));
    expect(stale.json().response.productStatusId).toBe(3);
    const missing = await update(updateOf(loaded, { productId: 999999, code: 'NOPE' }));
    expect(missing.statusCode).toBe(404);
  });

  it('checks the code and references as on create', async () => {
    const loaded = await detail(2);
    expect(await fieldErrors(update(updateOf(loaded, { code: 'cfq7ttc0lh18-p1m-m' })))).toEqual({
      code: 'validation.unique',
    });
    expect((await update(updateOf(loaded, { code: loaded.code.toLowerCase() }))).statusCode).toBe(200);
    expect(await fieldErrors(update(updateOf(await detail(2), { productTypeId: 999 })))).toEqual({
      productTypeId: 'validation.notFound',
    });
    expect(await fieldErrors(update({ ...updateOf(loaded), version: 0 }))).toEqual({ version: 'validation.positive' });
  });

  it('gives exactly one 200 and one 409 for each of 20 parallel pairs, losing nothing', async () => {
    for (let pair = 0; pair < 20; pair++) {
      const loaded = await detail(3);
      const edit = (status: number) => update(updateOf(loaded, { productStatusId: status }));
      const answers = await Promise.all([edit(1), edit(2)]);
      expect(answers.map((a) => a.statusCode).sort(), `pair ${pair}`).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200)!.json().response;
      expect(answers.find((a) => a.statusCode === 409)!.json().response).toEqual(winner);
      const stored = await detail(3);
      expect(stored).toEqual(winner);
      expect(stored.version).toBe(loaded.version + 1);
    }
  });
});

describe('access', () => {
  it('lets readers read, the products account write, and refuses the others', async () => {
    const viewer = await t.login(VIEWER);
    const productsOnly = await t.login(PRODUCTS);
    const nomodule = await t.login(NOMODULE);
    expect((await t.call({ method: 'GET', url: `${PRODUCTS_URL}/1`, cookie: viewer })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `${BASE}/metadatas/product`, cookie: viewer })).statusCode).toBe(200);
    expect((await create(body(), viewer)).statusCode).toBe(403);
    expect((await update(updateOf(await detail(1)), viewer)).statusCode).toBe(403);
    expect((await create(body(), productsOnly)).statusCode).toBe(201);
    expect((await update(updateOf(await detail(1)), productsOnly)).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `${PRODUCTS_URL}/1`, cookie: nomodule })).statusCode).toBe(403);
    expect((await create(body({ code: 'X-2' }), nomodule)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `${PRODUCTS_URL}/1` })).statusCode).toBe(401);
    const rows = await t.database.db.select().from(productMetadata).where(eq(productMetadata.productId, 1));
    expect(rows.length).toBeGreaterThan(0);
  });
});
