import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { brusselsToday } from '../../http/csv';
import { ADMIN, testAppForFile, NOMODULE, VIEWER } from '../../testing/test-app';

const t = testAppForFile();
let admin: string;
beforeEach(async () => {
  admin = await t.login(ADMIN);
});

const BASE = '/api/contract/v2/contracts';
const today = brusselsToday();
const wire = (day: string) => `${day}T00:00:00.000Z`;

type Row = Record<string, unknown>;
const rows = async <R extends Row>(query: ReturnType<typeof sql>) => (await t.database.db.execute<R>(query)).rows;

/** An end user with a reseller, a contract type by code, and an active product with a general sales price today. */
type Fixtures = Awaited<ReturnType<typeof fixtures>>;

async function fixtures(typeCode = 'hosting') {
  const [customer] = await rows<{ id: number; parent: number }>(
    sql`select id, parent_company_id as parent from companies where party_type = 'ENDUSER' and parent_company_id is not null order by id limit 1`,
  );
  const types: { contractTypeId: number; code: string }[] = await t.read(`${BASE}/contracttypes`, admin);
  const [product] = await rows<{ id: number; guid: string }>(sql`select p.id, p.guid from products p
    join prices pr on pr.product_id = p.id and pr.price_type_id = 2 and pr.entity_id is null
      and coalesce(pr.date_from, '1900-01-01') <= ${today}::date and coalesce(pr.date_until, '2999-01-01') >= ${today}::date
      and coalesce(pr.quantity_from, 1) <= 3 and coalesce(pr.quantity_until, 1000000) >= 3
    where p.product_status_id = 1 and not exists (select 1 from prices o where o.product_id = p.id and o.entity_id is not null)
    order by p.id limit 1`);
  return {
    customerId: customer!.id,
    resellerId: customer!.parent,
    contractTypeId: types.find((x) => x.code === typeCode)!.contractTypeId,
    product: product!,
  };
}

async function createContract(payload: Row) {
  const res = await t.post(BASE, payload, admin);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().response.contractId as number;
}

async function addItem(payload: Row) {
  const res = await t.post(`${BASE}/contractitem`, payload, admin);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().response.contractItemId as number;
}

/** A QUOTE of the fixtures' customer from 2026-01-01, invoiced up front at RRP, unless `overrides` say otherwise. */
const contractFor = (f: Fixtures, overrides: Row = {}) =>
  createContract({
    customerId: f.customerId,
    contractTypeId: f.contractTypeId,
    dateStart: wire('2026-01-01'),
    calculationType: 'invoicedUpFront',
    priceType: 'RRP',
    ...overrides,
  });

const detail = (id: number, cookie = admin) => t.read(`${BASE}/${id}`, cookie);

describe('contracts', () => {
  it('lists ACTIVE contracts by default, filters by status, searches by number and exports CSV', async () => {
    const all = await t.read(`${BASE}/list?pageSize=100`, admin);
    expect(all.totalCount).toBeGreaterThan(0);
    expect(new Set(all.items.map((c: Row) => c.status))).toEqual(new Set(['ACTIVE']));
    expect(all.pageSize).toBe(100);

    const suspended = await t.read(`${BASE}/list?statuses=SUSPENDED&statuses=QUOTE&orderBys=customer`, admin);
    expect(suspended.totalCount).toBeGreaterThan(0);
    expect(new Set(suspended.items.map((c: Row) => c.status))).toEqual(new Set(['SUSPENDED', 'QUOTE']));
    const names = suspended.items.map((c: Row) => String(c.customerName).toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const one = all.items[0];
    const found = await t.read(`${BASE}/list?searchText=${one.number}&searchFields=number`, admin);
    expect(found.items.map((c: Row) => c.contractId)).toEqual([one.contractId]);
    const notInReference = await t.read(`${BASE}/list?searchText=${one.number}&searchFields=reference`, admin);
    expect(notInReference.totalCount).toBe(0);

    const csv = await t.call({ method: 'GET', url: `${BASE}/export?searchText=${one.number}`, cookie: admin });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('Number,Customer,Reseller');
    expect(lines[1]).toContain(one.number);
  });

  it('creates a contract, adds an item priced from the product rules, and keeps a version per change', async () => {
    const f = await fixtures();
    const id = await contractFor(f, { resellerId: f.resellerId, reference: 'PO-TEST-1' });
    const created = await detail(id);
    expect(created).toMatchObject({ status: 'QUOTE', version: 1, items: [], monthlyAmount: 0, reference: 'PO-TEST-1' });
    expect(created.number).toMatch(/^C\d{7}$/);
    expect(created.allowedActions).toEqual(['activate']);

    const itemId = await addItem({
      contractId: id,
      productId: f.product.id,
      status: 'QUOTE',
      dateStart: wire('2026-01-01'),
      quantity: 3,
      factor: 1.5,
    });
    const explained = await t.read(
      `/api/product/v2/prices/${f.product.guid}/explain?date=${today}&quantity=3&priceTypeId=2`,
      admin,
    );
    expect(explained.outcome).toBe('price');
    const withItem = await detail(id);
    const item = withItem.items.find((i: Row) => i.contractItemId === itemId);
    expect(item.unitPrice).toBe(explained.price.amount);
    expect(item.monthlyAmount).toBe(Math.round(3 * 1.5 * explained.price.amount * 100) / 100);
    expect(withItem.version).toBe(2);

    const versions = await t.read(`${BASE}/${id}/contractversion`, admin);
    expect(versions.map((v: Row) => [v.versionNumber, v.action, v.userName])).toEqual([
      [2, 'itemAdded', 'Ada Admin'],
      [1, 'created', 'Ada Admin'],
    ]);

    const timeline = await t.read(`/api/company/v2/companies/${f.customerId}/timeline?kinds=contract`, admin);
    expect(timeline.items.map((e: Row) => e.action)).toEqual(['updated', 'created']);
    expect(timeline.items[0].label).toBe(created.number);
  });

  it('updates the header on the version read; a stale version is a 409 with the current contract', async () => {
    const f = await fixtures();
    const header = {
      customerId: f.customerId,
      resellerId: null,
      contractTypeId: f.contractTypeId,
      dateStart: wire('2026-02-01'),
      calculationType: 'invoicedAfter',
      priceType: 'EnduserPrice',
    };
    const id = await createContract(header);
    const ok = await t.put(BASE, { ...header, contractId: id, version: 1, reference: 'Framework 2026' }, admin);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().response).toMatchObject({ version: 2, reference: 'Framework 2026', status: 'QUOTE' });
    const stale = await t.put(BASE, { ...header, contractId: id, version: 1, reference: 'Late' }, admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().response).toMatchObject({ version: 2, reference: 'Framework 2026' });
    const [latest] = await t.read(`${BASE}/${id}/contractversion`, admin);
    expect(latest.summary).toContain('reference: – → Framework 2026');
  });

  it('answers bad input with fieldErrors: rules of the schema, unknown references, a domain contract without domain', async () => {
    const f = await fixtures('domain');
    const bad = await t.post(
      BASE,
      { contractTypeId: f.contractTypeId, dateStart: '2026-13-01', dateEnd: wire('2025-01-01') },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({ customerId: 'validation.required', dateStart: 'validation.date' });

    const unknown = await t.post(
      BASE,
      {
        customerId: 999999,
        resellerId: f.customerId,
        contractTypeId: f.contractTypeId,
        dateStart: wire('2026-01-01'),
        calculationType: 'oneTime',
        priceType: 'RRP',
      },
      admin,
    );
    expect(unknown.json().fieldErrors).toEqual({
      customerId: 'validation.unknown',
      resellerId: 'companyErrors.parentNotReseller',
    });

    const id = await contractFor(f);
    const noDomain = await t.post(
      `${BASE}/contractitem`,
      { contractId: id, productId: f.product.id, dateStart: wire('2026-01-01') },
      admin,
    );
    expect(noDomain.statusCode).toBe(400);
    expect(noDomain.json().fieldErrors).toEqual({ domain: 'validation.required' });
    const badDomain = await t.post(
      `${BASE}/contractitem`,
      { contractId: id, productId: f.product.id, dateStart: wire('2026-01-01'), domain: 'not a domain' },
      admin,
    );
    expect(badDomain.json().fieldErrors).toEqual({ domain: 'validation.domain' });
  });

  it('moves a whole contract by the rules, its items with it, and refuses what the rules refuse', async () => {
    const f = await fixtures();
    const id = await contractFor(f);
    const a = await addItem({
      contractId: id,
      productId: f.product.id,
      status: 'QUOTE',
      dateStart: wire('2026-01-01'),
    });
    const b = await addItem({
      contractId: id,
      productId: f.product.id,
      status: 'QUOTE',
      dateStart: wire('2026-01-01'),
      alreadyInvoiced: true,
    });
    const refused = await t.post(`${BASE}/${id}/suspend`, { version: 3 }, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessage).toBe('validation.transitionNotAllowed');

    const activated = await t.post(`${BASE}/${id}/activate`, { version: 3 }, admin);
    expect(activated.statusCode, activated.body).toBe(200);
    const contract = activated.json().response;
    expect(contract.status).toBe('ACTIVE');
    expect(contract.items.map((i: Row) => [i.contractItemId, i.status])).toEqual([
      [a, 'ACTIVE'],
      [b, 'ACTIVE'],
    ]);
    expect(contract.monthlyAmount).toBeGreaterThan(0);
    // An invoiced item: the contract is not a quote again, and the server says so up front.
    expect(contract.allowedActions).toEqual(['activeToActiveNoInvoice', 'suspend']);
    const toQuote = await t.post(`${BASE}/${id}/active-to-quote`, { version: 4 }, admin);
    expect(toQuote.json().errorMessage).toBe('validation.contractInvoiced');
    const stale = await t.post(`${BASE}/${id}/suspend`, { version: 3 }, admin);
    expect(stale.statusCode).toBe(409);

    const timeline = await t.read(`/api/company/v2/companies/${f.customerId}/timeline?kinds=contract`, admin);
    expect(timeline.items[0]).toMatchObject({ action: 'statusChanged', recordId: id });
    expect(timeline.items[0].changes).toContainEqual({ field: 'status', before: 'QUOTE', after: 'ACTIVE' });
  });

  it('moves selected items in one request with an outcome per item and one version', async () => {
    const f = await fixtures();
    const id = await contractFor(f, { status: 'ACTIVE' });
    const suspended = [
      await addItem({ contractId: id, productId: f.product.id, status: 'SUSPENDED', dateStart: wire('2026-01-01') }),
      await addItem({ contractId: id, productId: f.product.id, status: 'SUSPENDED', dateStart: wire('2026-01-01') }),
    ];
    const active = await addItem({ contractId: id, productId: f.product.id, dateStart: wire('2026-01-01') });
    const before = await detail(id);
    expect(before.items.find((i: Row) => i.contractItemId === active).allowedActions).not.toContain('activate');

    const res = await t.post(
      `${BASE}/contractitems/activate`,
      { contractId: id, version: before.version, contractItemIds: [...suspended, active] },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { contract, outcomes } = res.json().response;
    expect(outcomes).toEqual([
      { contractItemId: suspended[0], ok: true, error: null },
      { contractItemId: suspended[1], ok: true, error: null },
      { contractItemId: active, ok: false, error: 'validation.transitionNotAllowed' },
    ]);
    expect(contract.items.map((i: Row) => i.status)).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE']);
    expect(contract.version).toBe(before.version + 1);
    const versions = await t.read(`${BASE}/${id}/contractversion`, admin);
    expect(versions[0]).toMatchObject({ versionNumber: before.version + 1, action: 'statusChanged' });
    expect(versions[0].monthlyAmount).toBe(contract.monthlyAmount);

    const unknownItem = await t.post(
      `${BASE}/contractitems/suspend`,
      { contractId: id, version: contract.version, contractItemIds: [active, 999999] },
      admin,
    );
    expect(unknownItem.json().fieldErrors).toEqual({ contractItemIds: 'validation.unknown' });
  });

  it('edits items in bulk and by date, and leaves an INACTIVE contract alone', async () => {
    const f = await fixtures();
    const id = await contractFor(f, { status: 'ACTIVE' });
    const a = await addItem({ contractId: id, productId: f.product.id, dateStart: wire('2026-01-01') });
    const b = await addItem({ contractId: id, productId: f.product.id, dateStart: wire('2026-06-01') });
    const bulk = await t.put(
      `${BASE}/contractitems`,
      { contractId: id, version: 3, contractItemIds: [a, b], quantity: 7 },
      admin,
    );
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().response.items.map((i: Row) => i.quantity)).toEqual([7, 7]);

    const byDate = await t.put(
      `${BASE}/contractitems/bydate`,
      { contractId: id, version: 4, date: wire('2026-03-01'), dateEnd: wire('2026-12-31') },
      admin,
    );
    expect(byDate.statusCode, byDate.body).toBe(200);
    expect(byDate.json().response.items.map((i: Row) => i.dateEnd)).toEqual([wire('2026-12-31'), null]);

    await t.database.db.execute(sql`update contracts set status = 'INACTIVE' where id = ${id}`);
    const ended = await t.put(
      `${BASE}/contractitems`,
      { contractId: id, version: 5, contractItemIds: [a], quantity: 1 },
      admin,
    );
    expect(ended.statusCode).toBe(400);
    expect(ended.json().errorMessage).toBe('validation.contractEnded');
    expect((await detail(id)).allowedActions).toEqual([]);
  });

  it('lets readers read without moves, and refuses writes to them; no module: 403', async () => {
    const viewer = await t.login(VIEWER);
    const page = await t.read(`${BASE}/list?statuses=QUOTE`, viewer);
    const contract = await detail(page.items[0].contractId, viewer);
    expect(contract.allowedActions).toEqual([]);
    expect(contract.items.every((i: Row) => (i.allowedActions as unknown[]).length === 0)).toBe(true);
    const res = await t.post(`${BASE}/${contract.contractId}/activate`, { version: contract.version }, viewer);
    expect(res.statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `${BASE}/list`, cookie: await t.login(NOMODULE) })).statusCode).toBe(
      403,
    );
  });

  it('finds parties and products for the pickers', async () => {
    const resellers = await t.read(`${BASE}/parties?role=reseller`, admin);
    expect(resellers.length).toBeGreaterThan(0);
    expect(resellers.every((c: Row) => c.partyType === 'RESELLER' || c.partyType === 'NEWPARTNER')).toBe(true);
    const byId = await t.read(`${BASE}/parties?ids=${resellers[0].companyId}`, admin);
    expect(byId.map((c: Row) => c.companyId)).toEqual([resellers[0].companyId]);
    const products = await t.read(`${BASE}/products?searchText=dom-`, admin);
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p: Row) => String(p.code).toLowerCase().includes('dom-') || p.name)).toBe(true);
    expect(await t.read(`${BASE}/dynamicsearchoptions`, admin)).toEqual([
      'number',
      'customer',
      'reseller',
      'reference',
      'domain',
    ]);
  });
});

describe('differences between versions', () => {
  it('shows header fields, items added and changed, and the monthly amount change between any two versions', async () => {
    const f = await fixtures();
    const header = {
      customerId: f.customerId,
      contractTypeId: f.contractTypeId,
      status: 'ACTIVE',
      dateStart: wire('2026-01-01'),
      calculationType: 'invoicedUpFront',
      priceType: 'RRP',
    };
    const id = await createContract(header);
    const a = await addItem({ contractId: id, productId: f.product.id, dateStart: wire('2026-01-01'), quantity: 2 });
    const v2 = await detail(id);
    const item = v2.items[0];
    const res = await t.put(
      `${BASE}/contractitem`,
      { ...item, contractItemId: a, contractId: id, quantity: 5, metadatas: undefined },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    await t.put(BASE, { ...header, contractId: id, version: 3, reference: 'R-9' }, admin);

    const header13 = await t.read(`${BASE}/${id}/difference?from=1&to=4`, admin);
    expect(header13.fields).toEqual([{ field: 'reference', before: null, after: 'R-9' }]);
    expect(header13.monthlyAmount).toEqual({ before: 0, after: 5 * item.unitPrice, delta: 5 * item.unitPrice });
    expect([header13.from.versionNumber, header13.to.versionNumber]).toEqual([1, 4]);

    const items23 = await t.read(`${BASE}/${id}/items/difference?from=2&to=3`, admin);
    expect(items23.added).toEqual([]);
    expect(items23.removed).toEqual([]);
    expect(items23.changed).toHaveLength(1);
    expect(items23.changed[0].changes).toContainEqual({ field: 'quantity', before: 2, after: 5 });
    expect(items23.changed[0].monthlyAmount.delta).toBe(Math.round(3 * item.unitPrice * 100) / 100);
    const items12 = await t.read(`${BASE}/${id}/items/difference?from=1&to=2`, admin);
    expect(items12.added.map((i: Row) => i.contractItemId)).toEqual([a]);

    const missing = await t.call({ method: 'GET', url: `${BASE}/${id}/difference?from=1&to=99`, cookie: admin });
    expect(missing.statusCode).toBe(404);
  });
});

describe('prices from the product rules', () => {
  it('recalculates every item after a price change as a new version, and asks the question the explanation answers', async () => {
    const f = await fixtures();
    const id = await contractFor(f, { status: 'ACTIVE' });
    await addItem({ contractId: id, productId: f.product.id, dateStart: wire('2026-01-01'), quantity: 3 });
    const before = await detail(id);
    const [item] = before.items;
    expect(item.productGuid).toBe(f.product.guid);
    expect(item.priceQuestion).toEqual({ priceTypeId: 2, entityId: null, date: today, quantity: 3 });

    const unchanged = await t.post(`${BASE}/calculateprices`, { contractId: id, version: before.version }, admin);
    expect(unchanged.json().response.version).toBe(before.version);

    // The applying price goes up by 1.25: recalculating takes it, as a version.
    const q = item.priceQuestion;
    const explained = await t.read(
      `/api/product/v2/prices/${f.product.guid}/explain?date=${q.date}&quantity=${q.quantity}&priceTypeId=${q.priceTypeId}`,
      admin,
    );
    await t.database.db.execute(sql`update prices set amount = amount + 1.25 where id = ${explained.price.priceId}`);
    const res = await t.post(`${BASE}/calculateprices`, { contractId: id, version: before.version }, admin);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().response;
    expect(after.version).toBe(before.version + 1);
    expect(after.items[0].unitPrice).toBe(Math.round((explained.price.amount + 1.25) * 100) / 100);
    expect(after.monthlyAmount).toBe(Math.round(3 * after.items[0].unitPrice * 100) / 100);
    const [latest] = await t.read(`${BASE}/${id}/contractversion`, admin);
    expect(latest).toMatchObject({ action: 'pricesCalculated', monthlyAmount: after.monthlyAmount });
    expect(latest.summary).toContain('unitPrice');
  });

  it('takes the rebate group percentage off the sales price for a Rebate contract', async () => {
    const f = await fixtures();
    const [group] = await rows<{ id: number; pct: string }>(
      sql`select id, rebate_percentage as pct from rebate_groups where rebate_percentage > 0 order by id limit 1`,
    );
    await t.database.db.execute(sql`update products set rebate_group_id = ${group!.id} where id = ${f.product.id}`);
    const id = await contractFor(f, { status: 'ACTIVE', priceType: 'Rebate' });
    await addItem({ contractId: id, productId: f.product.id, dateStart: wire('2026-01-01'), quantity: 3 });
    const [item] = (await detail(id)).items;
    const explained = await t.read(
      `/api/product/v2/prices/${f.product.guid}/explain?date=${today}&quantity=3&priceTypeId=2`,
      admin,
    );
    const pct = Number(group!.pct);
    expect(item.rebatePercentage).toBe(pct);
    const cents = Math.round(explained.price.amount * 100);
    expect(item.unitPrice).toBe(Math.round((cents * (10_000 - Math.round(pct * 100))) / 10_000) / 100);
  });
});

describe('transfer', () => {
  it('ends the old contract the day before and starts a new one with the same items, in one go', async () => {
    const f = await fixtures();
    const id = await contractFor(f, {
      resellerId: f.resellerId,
      status: 'ACTIVE',
      dateStart: wire('2025-01-01'),
      reference: 'OLD-REF',
    });
    const running = await addItem({
      contractId: id,
      productId: f.product.id,
      dateStart: wire('2025-01-01'),
      quantity: 4,
    });
    await addItem({
      contractId: id,
      productId: f.product.id,
      dateStart: wire('2025-01-01'),
      dateEnd: wire('2025-06-30'),
    });
    const [other] = await rows<{ id: number }>(
      sql`select id from companies where party_type = 'ENDUSER' and id <> ${f.customerId} order by id limit 1`,
    );
    const before = await detail(id);

    const tooEarly = await t.post(
      `${BASE}/${id}/transfer`,
      { version: before.version, customerId: other!.id, dateStart: wire('2025-01-01') },
      admin,
    );
    expect(tooEarly.json().fieldErrors).toEqual({ dateStart: 'validation.transferDate' });

    const res = await t.post(
      `${BASE}/${id}/transfer`,
      { version: before.version, customerId: other!.id, resellerId: null, dateStart: wire('2026-02-01') },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { from, to } = res.json().response;
    expect(from).toMatchObject({ status: 'INACTIVE', dateEnd: wire('2026-01-31'), allowedActions: [] });
    expect(from.items.find((i: Row) => i.contractItemId === running)).toMatchObject({
      status: 'INACTIVE',
      dateEnd: wire('2026-01-31'),
    });
    expect(to).toMatchObject({
      customerId: other!.id,
      resellerId: null,
      status: 'ACTIVE',
      dateStart: wire('2026-02-01'),
      contractTypeId: f.contractTypeId,
      reference: 'OLD-REF',
      version: 1,
    });
    // Only the item still running goes over, from the transfer date, at the same quantity and price.
    expect(to.items).toHaveLength(1);
    expect(to.items[0]).toMatchObject({ productId: f.product.id, quantity: 4, dateStart: wire('2026-02-01') });
    expect(to.items[0].unitPrice).toBe(before.items[0].unitPrice);
    expect(to.number).not.toBe(from.number);

    const [oldVersion] = await t.read(`${BASE}/${id}/contractversion`, admin);
    expect(oldVersion).toMatchObject({ action: 'transferred', monthlyAmount: 0 });
    expect(oldVersion.summary).toContain(to.number);
    const newTimeline = await t.read(`/api/company/v2/companies/${other!.id}/timeline?kinds=contract`, admin);
    expect(newTimeline.items[0]).toMatchObject({ action: 'transferred', recordId: to.contractId });

    const again = await t.post(
      `${BASE}/${id}/transfer`,
      { version: from.version, customerId: other!.id, dateStart: wire('2026-03-01') },
      admin,
    );
    expect(again.json().fieldErrors).toEqual({ dateStart: 'validation.contractEnded' });
  });

  it('leaves nothing half moved when the transfer fails', async () => {
    const f = await fixtures();
    const id = await contractFor(f, { status: 'ACTIVE', dateStart: wire('2025-01-01') });
    await addItem({ contractId: id, productId: f.product.id, dateStart: wire('2025-01-01') });
    const before = await detail(id);
    const [{ n: contractsBefore }] = (await rows<{ n: number }>(sql`select count(*)::int as n from contracts`)) as [
      { n: number },
    ];
    // A trigger that fails the copy of the items, after the old contract was already changed.
    await t.database.db.execute(
      sql.raw(`create function fail_copy() returns trigger language plpgsql as
        $$ begin if new.contract_id <> ${Number(id)} then raise exception 'copy failed'; end if; return new; end $$`),
    );
    await t.database.db.execute(
      sql`create trigger fail_copy before insert on contract_items for each row execute function fail_copy()`,
    );
    try {
      const res = await t.post(
        `${BASE}/${id}/transfer`,
        { version: before.version, customerId: f.customerId, dateStart: wire('2026-02-01') },
        admin,
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger fail_copy on contract_items`);
      await t.database.db.execute(sql`drop function fail_copy()`);
    }
    const after = await detail(id);
    expect(after).toMatchObject({ version: before.version, status: 'ACTIVE', dateEnd: null });
    expect(after.items[0].dateEnd).toBeNull();
    const [{ n: contractsAfter }] = (await rows<{ n: number }>(sql`select count(*)::int as n from contracts`)) as [
      { n: number },
    ];
    expect(contractsAfter).toBe(contractsBefore);
  });
});

describe('main contracts', () => {
  it('creates a main contract for a customer, links a contract to it as a version, and offers the others', async () => {
    const f = await fixtures();
    const id = await contractFor(f);
    const created = await t.post(`${BASE}/maincontract`, { customerId: f.customerId, name: 'Framework 2026' }, admin);
    expect(created.statusCode, created.body).toBe(201);
    const { mainContractId } = created.json().response;
    const others = await t.read(`${BASE}/${id}/other-maincontracts`, admin);
    expect(others.map((m: Row) => m.mainContractId)).toContain(mainContractId);
    expect(others.every((m: Row) => m.customerId === f.customerId)).toBe(true);

    const linked = await t.post(`${BASE}/linktomaincontract`, { contractId: id, version: 1, mainContractId }, admin);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().response).toMatchObject({ mainContractId, mainContractName: 'Framework 2026', version: 2 });
    const afterLink = await t.read(`${BASE}/${id}/other-maincontracts`, admin);
    expect(afterLink.map((m: Row) => m.mainContractId)).not.toContain(mainContractId);
    const [latest] = await t.read(`${BASE}/${id}/contractversion`, admin);
    expect(latest.summary).toContain('mainContractName: – → Framework 2026');

    const listed = await t.read(`${BASE}/maincontract?customerId=${f.customerId}&searchText=framework 2026`, admin);
    expect(listed).toEqual([expect.objectContaining({ mainContractId, contractCount: 1 })]);
    // It groups a contract now: it stays with that customer.
    const moved = await t.put(
      `${BASE}/maincontract`,
      { mainContractId, version: 1, customerId: f.resellerId, name: 'Moved' },
      admin,
    );
    expect(moved.json().fieldErrors).toEqual({ customerId: 'validation.mainContractInUse' });

    const unlinked = await t.post(
      `${BASE}/linktomaincontract`,
      { contractId: id, version: 2, mainContractId: null },
      admin,
    );
    expect(unlinked.json().response).toMatchObject({ mainContractId: null, version: 3 });
  });

  it('refuses a main contract of another customer', async () => {
    const f = await fixtures();
    const id = await contractFor(f);
    const other = await t.post(`${BASE}/maincontract`, { customerId: f.resellerId, name: 'Someone else’s' }, admin);
    const res = await t.post(
      `${BASE}/linktomaincontract`,
      { contractId: id, version: 1, mainContractId: other.json().response.mainContractId },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ mainContractId: 'validation.otherCustomer' });
  });
});
