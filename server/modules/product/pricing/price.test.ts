/**
 * Product prices over HTTP: the list by product guid and the form's reference lists, create with
 * every validation rule (fieldErrors on the request's paths), the overlap rule (also under parallel
 * creates), update with versions, delete, the price explanation and access.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { price, priceCreated, priceExplanation, type Price } from '../../../../src/shared/schemas/price';
import { prices, products } from '../../../db/schema';
import { ADMIN, testAppForFile, NOMODULE, PRODUCTS, VIEWER } from '../../../testing/test-app';

const t = testAppForFile({ loginRateLimit: 100_000 });
let admin: string;
let guid: string;
beforeEach(async () => {
  admin = await t.login(ADMIN);
  const [row] = await t.database.db.select({ guid: products.guid }).from(products).where(eq(products.id, 1));
  guid = row!.guid;
});

const PRICES = '/api/product/v2/prices';
const year = new Date().getUTCFullYear();
const day = (d: string) => `${d}T00:00:00.000Z`;

/** A valid create body: company 2 has no price on product 1 in the demo data. */
const body = (overrides: Record<string, unknown> = {}) => ({
  productGuid: guid,
  amount: 12.5,
  priceTypeId: 2,
  entityId: 2,
  dateFrom: day('2030-01-01'),
  dateUntil: day('2030-12-31'),
  quantityFrom: 1,
  quantityUntil: 9,
  termDurationId: null,
  billingPlanId: null,
  ...overrides,
});

const create = (payload: object, cookie = admin) => t.post(PRICES, payload, cookie);
const update = (payload: object, cookie = admin) => t.put(PRICES, payload, cookie);

async function list(query = '', cookie = admin): Promise<Price[]> {
  const res = await t.call({ method: 'GET', url: `${PRICES}/${guid}${query}`, cookie });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return (res.json().response as unknown[]).map((p) => price.parse(p));
}

async function created(payload: object): Promise<Price> {
  const res = await create(payload);
  expect(res.statusCode, res.body).toBe(201);
  const { priceId } = priceCreated.parse(res.json().response);
  return (await list()).find((p) => p.priceId === priceId)!;
}

async function fieldErrors(res: Promise<{ statusCode: number; body: string; json: () => unknown }>) {
  const answer = await res;
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(400);
  return (answer.json() as { fieldErrors: Record<string, string> }).fieldErrors;
}

const updateOf = (p: Price, overrides: Record<string, unknown> = {}) => ({
  priceId: p.priceId,
  version: p.version,
  productGuid: p.productGuid,
  amount: p.amount,
  priceTypeId: p.priceTypeId,
  entityId: p.entityId,
  dateFrom: p.dateFrom,
  dateUntil: p.dateUntil,
  quantityFrom: p.quantityFrom,
  quantityUntil: p.quantityUntil,
  description: p.description,
  termDurationId: p.termDurationId,
  billingPlanId: p.billingPlanId,
  ...overrides,
});

describe('reading', () => {
  it('lists a product’s prices by guid: general first, tiers and windows, dates at midnight UTC', async () => {
    const all = await list();
    expect(all.length).toBe(9);
    expect(all.every((p) => p.productGuid === guid)).toBe(true);
    expect(all.at(-1)).toMatchObject({
      entityId: 1,
      entityName: 'Brouwerij Het Anker NV',
      priceTypeDescription: 'Sales (RRP)',
    });
    const rrp = all.filter((p) => p.entityId === null && p.priceTypeId === 2);
    expect(rrp.map((p) => [p.quantityFrom, p.quantityUntil, p.dateFrom, p.dateUntil])).toEqual([
      [1, 9, day(`${year - 1}-01-01`), day(`${year - 1}-12-31`)],
      [1, 9, day(`${year}-01-01`), null],
      [10, 49, day(`${year - 1}-01-01`), day(`${year - 1}-12-31`)],
      [10, 49, day(`${year}-01-01`), null],
      [50, null, day(`${year - 1}-01-01`), day(`${year - 1}-12-31`)],
      [50, null, day(`${year}-01-01`), null],
    ]);
    expect(rrp[0]).toMatchObject({
      description: 'Monthly subscription, billed monthly',
      termDurationId: 1,
      billingPlanId: 1,
      version: 1,
    });
    expect(all.every((p) => Number.isInteger(Math.round(p.amount * 100)))).toBe(true);
    expect((await list('?entityId=1')).map((p) => p.entityId)).toEqual([1]);
    expect(await list('?entityId=2')).toEqual([]);
    expect(await list(`?entityId=1`)).toEqual(all.filter((p) => p.entityId === 1));
    expect((await list()).length, 'upper-case guid reads the same product').toBe(
      (await t.call({ method: 'GET', url: `${PRICES}/${guid.toUpperCase()}`, cookie: admin })).json().response.length,
    );
  });

  it('answers 404 for an unknown product and 400 for a malformed guid or filter', async () => {
    const missing = await t.call({
      method: 'GET',
      url: `${PRICES}/00000000-0000-4000-8000-000000000000`,
      cookie: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(await fieldErrors(t.call({ method: 'GET', url: `${PRICES}/not-a-guid`, cookie: admin }))).toEqual({
      productguid: 'validation.guid',
    });
    expect(await fieldErrors(t.call({ method: 'GET', url: `${PRICES}/${guid}?entityId=x`, cookie: admin }))).toEqual({
      entityId: 'validation.invalidType',
    });
  });

  it('serves the price types, price translations and companies (searchable)', async () => {
    const get = async (url: string) => (await t.call({ method: 'GET', url, cookie: admin })).json().response;
    expect(await get(`${PRICES}/pricetypes`)).toEqual([
      { priceTypeId: 1, description: 'Purchase' },
      { priceTypeId: 2, description: 'Sales (RRP)' },
      { priceTypeId: 3, description: 'Partner' },
    ]);
    const translations = await get(`${PRICES}/pricetranslations`);
    expect(translations).toHaveLength(5);
    expect(translations[0]).toMatchObject({
      billingPlanId: 1,
      billingPlanCode: 'monthly',
      termDurationId: 1,
      termDurationCode: 'P1M',
      description: 'Monthly subscription, billed monthly',
    });
    const companies = await get(`${PRICES}/companies`);
    // The first 50 by name.
    expect(companies).toHaveLength(50);
    expect(companies[0]).toEqual({
      companyId: expect.any(Number),
      name: expect.any(String),
      vatNumber: expect.stringMatching(/^BE0\d{9}$/),
    });
    expect(await get(`${PRICES}/companies?searchText=brouwerij`)).toEqual([
      expect.objectContaining({ companyId: 1, name: 'Brouwerij Het Anker NV' }),
    ]);
    expect(
      await get(`${PRICES}/companies?searchText=${encodeURIComponent(companies[3].vatNumber.slice(3))}`),
    ).toContainEqual(companies[3]);
    expect(await get(`${PRICES}/companies?searchText=%25`)).toEqual([]);
  });
});

describe('create', () => {
  it('answers 201 with the id; the price is listed with its entity, type and days', async () => {
    const p = await created(body({ description: '  Negotiated 2030  ' }));
    expect(p).toMatchObject({
      amount: 12.5,
      priceTypeId: 2,
      priceTypeDescription: 'Sales (RRP)',
      entityId: 2,
      entityName: 'Delvaux NV',
      dateFrom: day('2030-01-01'),
      dateUntil: day('2030-12-31'),
      quantityFrom: 1,
      quantityUntil: 9,
      description: 'Negotiated 2030',
      version: 1,
    });
    // Open bounds, no entity, and the description taken from the billing plan and term.
    const open = await created(
      body({
        entityId: null,
        priceTypeId: 3,
        dateFrom: null,
        dateUntil: day(`${year - 2}-12-31`),
        quantityFrom: null,
        quantityUntil: null,
        amount: 0,
        termDurationId: 2,
        billingPlanId: 2,
      }),
    );
    expect(open).toMatchObject({
      entityId: null,
      entityName: null,
      dateFrom: null,
      quantityUntil: null,
      amount: 0,
      description: 'Annual commitment, billed annually',
    });
    // The form sends priceId and priceTypeDescription along; they are ignored.
    expect((await create(body({ priceId: 0, priceTypeDescription: 'x', entityId: 3 }))).statusCode).toBe(201);
  });

  it('gives every schema rule its field path and code', async () => {
    expect(
      await fieldErrors(
        create({
          productGuid: 'nope',
          amount: -1,
          priceTypeId: null,
          entityId: 'x',
          dateFrom: '2026-01-31',
          dateUntil: day('2026-02-30'),
          quantityFrom: 1.5,
          quantityUntil: 0,
          description: 'd'.repeat(501),
          termDurationId: -3,
        }),
      ),
    ).toEqual({
      productGuid: 'validation.guid',
      amount: 'validation.positiveNumber',
      priceTypeId: 'validation.priceTypeRequired',
      entityId: 'validation.number',
      dateFrom: 'validation.date',
      dateUntil: 'validation.date',
      quantityFrom: 'validation.integer',
      quantityUntil: 'validation.positive',
      description: 'validation.maxLength|500',
      termDurationId: 'validation.positive',
    });
    expect(await fieldErrors(create(body({ amount: undefined, priceTypeId: undefined })))).toEqual({
      amount: 'validation.required',
      priceTypeId: 'validation.priceTypeRequired',
    });
    expect(await fieldErrors(create(body({ amount: '12,50' })))).toEqual({ amount: 'validation.positiveNumber' });
    expect(await fieldErrors(create(body({ amount: 1.005 })))).toEqual({ amount: 'validation.decimals|2' });
    expect(await fieldErrors(create(body({ amount: 1e11 })))).toEqual({ amount: 'validation.max|9999999999.99' });
    expect(await fieldErrors(create(body({ dateFrom: '2026-01-31T12:00:00.000Z' })))).toEqual({
      dateFrom: 'validation.date',
    });
    expect(await fieldErrors(create(body({ dateFrom: day('2030-02-01'), dateUntil: day('2030-01-31') })))).toEqual({
      dateUntil: 'validation.dateOrder',
    });
    expect(await fieldErrors(create(body({ quantityFrom: 10, quantityUntil: 10 })))).toEqual({
      quantityUntil: 'validation.quantityUntilAfterFrom',
    });
    expect(await fieldErrors(create(body({ quantityFrom: 0 })))).toEqual({ quantityFrom: 'validation.positive' });
    // Same day from and until is a one-day price; 1.1 + 2 decimals in binary is fine.
    expect((await create(body({ dateUntil: day('2030-01-01'), amount: 19.99 }))).statusCode).toBe(201);
  });

  it('refuses unknown references on their field', async () => {
    expect(
      await fieldErrors(create(body({ priceTypeId: 9, entityId: 9999, termDurationId: 9, billingPlanId: 9 }))),
    ).toEqual({
      priceTypeId: 'validation.notFound',
      entityId: 'validation.notFound',
      termDurationId: 'validation.notFound',
      billingPlanId: 'validation.notFound',
    });
    expect(await fieldErrors(create(body({ productGuid: '00000000-0000-4000-8000-000000000000' })))).toEqual({
      productGuid: 'validation.notFound',
    });
  });
});

describe('overlap', () => {
  it('refuses a price that shares quantities and days with one of the same entity and type', async () => {
    const first = await created(body());
    const overlap = { quantityFrom: `validation.priceOverlap|${first.priceId}` };
    expect(await fieldErrors(create(body({ quantityFrom: 9, quantityUntil: 20 })))).toEqual(overlap);
    expect(await fieldErrors(create(body({ dateFrom: day('2030-12-31'), dateUntil: null })))).toEqual(overlap);
    expect(
      await fieldErrors(create(body({ quantityFrom: null, quantityUntil: null, dateFrom: null, dateUntil: null }))),
    ).toEqual(overlap);
    expect(
      await fieldErrors(
        create(body({ quantityFrom: 5, quantityUntil: 6, dateFrom: day('2030-06-01'), dateUntil: day('2030-06-01') })),
      ),
    ).toEqual(overlap);
    // The seeded general tiers: a general sales price for 5 seats this year overlaps tier 1–9.
    expect(
      await fieldErrors(
        create(
          body({ entityId: null, dateFrom: day(`${year}-06-01`), dateUntil: null, quantityFrom: 5, quantityUntil: 7 }),
        ),
      ),
    ).toMatchObject({
      quantityFrom: expect.stringMatching(/^validation\.priceOverlap\|\d+$/),
    });
  });

  it('accepts adjacent tiers and windows, other entities, the general price and other price types', async () => {
    await created(body());
    for (const other of [
      body({ quantityFrom: 10, quantityUntil: 49 }),
      body({ quantityFrom: 50, quantityUntil: null }),
      body({ dateFrom: day('2031-01-01'), dateUntil: null }),
      body({ dateFrom: null, dateUntil: day('2029-12-31') }),
      body({ entityId: 3 }),
      body({ entityId: null, dateFrom: day('2020-01-01'), dateUntil: day('2020-12-31') }),
      body({ priceTypeId: 1 }),
    ])
      expect((await create(other)).statusCode, JSON.stringify(other)).toBe(201);
  });

  it('lets exactly one of parallel overlapping creates pass', async () => {
    for (let round = 0; round < 5; round++) {
      const payload = body({ dateFrom: day(`${2040 + round}-01-01`), dateUntil: day(`${2040 + round}-12-31`) });
      const answers = await Promise.all([create(payload), create({ ...payload, quantityFrom: 2 }), create(payload)]);
      expect(answers.map((a) => a.statusCode).sort(), `round ${round}`).toEqual([201, 400, 400]);
    }
    const rows = await t.database.db
      .select()
      .from(prices)
      .where(and(eq(prices.entityId, 2), eq(prices.productId, 1)));
    expect(rows).toHaveLength(5);
  });
});

describe('update', () => {
  it('saves with the loaded version, bumps it and answers the price', async () => {
    const before = await created(body());
    const res = await update(updateOf(before, { amount: 11.25, dateUntil: day('2030-06-30'), quantityUntil: 19 }));
    expect(res.statusCode, res.body).toBe(200);
    const after = price.parse(res.json().response);
    expect(after).toMatchObject({ amount: 11.25, dateUntil: day('2030-06-30'), quantityUntil: 19, version: 2 });
    expect((await list()).find((p) => p.priceId === before.priceId)).toEqual(after);
  });

  it('refuses a stale version with 409 and the current price, a missing price with 404', async () => {
    const loaded = await created(body());
    expect((await update(updateOf(loaded, { amount: 13 }))).statusCode).toBe(200);
    const stale = await update(updateOf(loaded, { amount: 14 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      isSuccesful: false,
      errorMessage: 'versionConflict',
      response: { amount: 13, version: 2 },
    });
    expect((await update(updateOf(loaded, { priceId: 999_999 }))).statusCode).toBe(404);
    // Stale is a conflict even when the stale edit would also overlap another price.
    await created(body({ quantityFrom: 10, quantityUntil: 19 }));
    expect((await update(updateOf(loaded, { quantityUntil: 15 }))).statusCode).toBe(409);
  });

  it('checks the rules and the overlap with the other prices, not with itself', async () => {
    const first = await created(body());
    const second = await created(body({ quantityFrom: 10, quantityUntil: 49 }));
    expect((await update(updateOf(first, { quantityUntil: 8 }))).statusCode).toBe(200);
    expect(await fieldErrors(update(updateOf(second, { quantityFrom: 5 })))).toEqual({
      quantityFrom: `validation.priceOverlap|${first.priceId}`,
    });
    expect(await fieldErrors(update(updateOf(second, { quantityUntil: 3 })))).toEqual({
      quantityUntil: 'validation.quantityUntilAfterFrom',
    });
    expect(await fieldErrors(update(updateOf(second, { version: 0 })))).toEqual({ version: 'validation.positive' });
    const [other] = await t.database.db.select({ guid: products.guid }).from(products).where(eq(products.id, 2));
    expect(await fieldErrors(update(updateOf(second, { productGuid: other!.guid })))).toEqual({
      productGuid: 'validation.notEditable',
    });
  });

  it('gives exactly one 200 and one 409 for parallel edits of one price', async () => {
    for (let pair = 0; pair < 10; pair++) {
      const loaded = (await list('?entityId=1'))[0]!;
      const answers = await Promise.all([
        update(updateOf(loaded, { amount: 1 })),
        update(updateOf(loaded, { amount: 2 })),
      ]);
      expect(answers.map((a) => a.statusCode).sort(), `pair ${pair}`).toEqual([200, 409]);
      expect((await list('?entityId=1'))[0]!.version).toBe(loaded.version + 1);
    }
  });
});

describe('delete', () => {
  it('deletes a price (200 null) and answers 404 the second time', async () => {
    const p = await created(body());
    const url = `${PRICES}/${p.priceId}`;
    const res = await t.call({ method: 'DELETE', url, cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isSuccesful: true, response: null });
    expect((await list()).some((x) => x.priceId === p.priceId)).toBe(false);
    expect((await t.call({ method: 'DELETE', url, cookie: admin })).statusCode).toBe(404);
    // The freed range can be used again.
    expect((await create(body())).statusCode).toBe(201);
  });
});

describe('explain', () => {
  const explain = async (query: string) => {
    const res = await t.call({ method: 'GET', url: `${PRICES}/${guid}/explain?${query}`, cookie: admin });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return priceExplanation.parse(res.json().response);
  };

  it('names the tier and window that apply, the entity’s own price first, or none', async () => {
    const all = await list();
    const rrpNow = all.filter((p) => p.entityId === null && p.priceTypeId === 2 && p.dateUntil === null);
    const e = await explain(`date=${year}-03-01&quantity=5`);
    expect(e).toMatchObject({
      outcome: 'price',
      level: 'general',
      priceTypeId: 2,
      date: day(`${year}-03-01`),
      price: rrpNow[0],
    });
    expect((await explain(`date=${encodeURIComponent(day(`${year}-03-01`))}&quantity=10`)).price).toEqual(rrpNow[1]);
    expect((await explain(`date=${year}-03-01&quantity=500`)).price).toEqual(rrpNow[2]);
    expect((await explain(`date=${year - 1}-03-01&quantity=5`)).price?.dateUntil).toBe(day(`${year - 1}-12-31`));
    const entity = await explain(`date=${year}-03-01&quantity=5&entityId=1`);
    expect(entity).toMatchObject({ outcome: 'price', level: 'entity', price: { entityId: 1 } });
    expect(entity.rejected.find((r) => r.price.priceId === rrpNow[0]!.priceId)?.reasons).toEqual(['entityPriceWins']);
    expect((await explain(`date=${year}-03-01&quantity=5&priceTypeId=1`)).price?.priceTypeId).toBe(1);
    expect(await explain(`date=${year - 5}-03-01&quantity=5`)).toMatchObject({
      outcome: 'none',
      price: null,
      candidates: [],
    });
  });

  it('says when two prices overlap (data from elsewhere), listing both', async () => {
    const [tier] = await t.database.db
      .select()
      .from(prices)
      .where(
        and(
          eq(prices.productId, 1),
          eq(prices.priceTypeId, 2),
          isNull(prices.entityId),
          eq(prices.quantityFrom, 1),
          isNotNull(prices.dateUntil),
        ),
      );
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = tier!;
    await t.database.db.insert(prices).values({ ...copy, amount: 99 });
    const e = await explain(`date=${year - 1}-03-01&quantity=5`);
    expect(e.outcome).toBe('overlap');
    expect(e.candidates).toHaveLength(2);
  });

  it('validates its question', async () => {
    expect(
      await fieldErrors(
        t.call({ method: 'GET', url: `${PRICES}/${guid}/explain?date=31/01/2026&quantity=0`, cookie: admin }),
      ),
    ).toEqual({
      date: 'validation.date',
      quantity: 'validation.positive',
    });
  });
});

describe('access', () => {
  it('lets readers read, the products account write, and refuses the others', async () => {
    const viewer = await t.login(VIEWER);
    const productsOnly = await t.login(PRODUCTS);
    const nomodule = await t.login(NOMODULE);
    for (const url of [
      `${PRICES}/${guid}`,
      `${PRICES}/pricetypes`,
      `${PRICES}/companies`,
      `${PRICES}/pricetranslations`,
    ]) {
      expect((await t.call({ method: 'GET', url, cookie: viewer })).statusCode, url).toBe(200);
      expect((await t.call({ method: 'GET', url, cookie: nomodule })).statusCode, url).toBe(403);
      expect((await t.call({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    const p = (await list())[0]!;
    expect((await create(body(), viewer)).statusCode).toBe(403);
    expect((await update(updateOf(p), viewer)).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `${PRICES}/${p.priceId}`, cookie: viewer })).statusCode).toBe(403);
    expect((await create(body(), nomodule)).statusCode).toBe(403);
    expect((await create(body(), productsOnly)).statusCode).toBe(201);
    expect((await update(updateOf(p, { amount: 3 }), productsOnly)).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `${PRICES}/${p.priceId}`, cookie: productsOnly })).statusCode).toBe(
      200,
    );
  });
});
