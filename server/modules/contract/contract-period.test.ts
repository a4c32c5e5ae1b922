/**
 * The two contract reads beside the list: each item's invoicing period for a month (`period`,
 * docs/domain.md "Invoicing period") and a party's contracts in figures (`partysummary`).
 */
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, testAppForFile, NOMODULE, VIEWER } from '../../testing/test-app';

const t = testAppForFile();
let admin: string;
beforeEach(async () => {
  admin = await t.login(ADMIN);
});

const BASE = '/api/contract/v2/contracts';
const wire = (day: string) => `${day}T00:00:00.000Z`;

type Row = Record<string, unknown>;
const rows = async <R extends Row>(query: ReturnType<typeof sql>) => (await t.database.db.execute<R>(query)).rows;

/** A company of the test's own (no contracts yet), the hosting type and an active product with a price. */
async function fixtures() {
  const company = await t.post(
    '/api/company/v2/companies',
    { name: `Period test ${Math.random().toString(36).slice(2, 8)}`, partyType: 'ENDUSER', language: 'NL' },
    admin,
  );
  expect(company.statusCode, company.body).toBe(201);
  const types: { contractTypeId: number; code: string }[] = await t.read(`${BASE}/contracttypes`, admin);
  const [product] = await rows<{ id: number }>(sql`select p.id from products p
    where p.product_status_id = 1 and exists (select 1 from prices pr where pr.product_id = p.id
      and pr.price_type_id = 2 and pr.entity_id is null)
    order by p.id limit 1`);
  return {
    customerId: company.json().response.companyId as number,
    contractTypeId: types.find((x) => x.code === 'hosting')!.contractTypeId,
    productId: product!.id,
  };
}

type Fixtures = Awaited<ReturnType<typeof fixtures>>;

async function createContract(f: Fixtures, fields: Row) {
  const res = await t.post(
    BASE,
    {
      customerId: f.customerId,
      contractTypeId: f.contractTypeId,
      dateStart: wire('2025-01-01'),
      calculationType: 'invoicedUpFront',
      priceType: 'RRP',
      status: 'ACTIVE',
      ...fields,
    },
    admin,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().response.contractId as number;
}

/** Adds an item (ACTIVE from 2025-01-01 unless told) and answers its id. */
async function addItem(f: Fixtures, contractId: number, fields: Row = {}) {
  const res = await t.post(
    `${BASE}/contractitem`,
    { contractId, productId: f.productId, status: 'ACTIVE', dateStart: wire('2025-01-01'), ...fields },
    admin,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().response.contractItemId as number;
}

/** The old administration's last invoiced day on an item (read-only metadata: written as the migration did). */
async function setLastPeriodInvoiced(contractItemId: number, day: string) {
  await t.database.db.execute(sql`insert into contract_item_metadata (contract_item_id, metadata_id, value)
    select ${contractItemId}, d.id, ${day} from metadata_definitions d
    where d.entity = 'contractItem' and d.code = 'LASTPERIODINVOICEDADMIN'`);
}

const period = (contractId: number, month: string, cookie = admin) =>
  t.call({ method: 'GET', url: `${BASE}/period?contractId=${contractId}&month=${month}`, cookie });

/** Each item's [due, from, to, reason], by item id. */
async function periodsOf(contractId: number, month: string) {
  const res = await period(contractId, month);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json().response;
  return {
    answer,
    byItem: Object.fromEntries(
      answer.items.map((p: Row) => [p.contractItemId, [p.due, p.periodFrom, p.periodTo, p.reason]]),
    ) as Record<number, unknown[]>,
  };
}

const due = (from: string, to: string) => [true, wire(from), wire(to), 'due'];
const notDue = (reason: string) => [false, null, null, reason];

describe('invoicing period', () => {
  it('invoiced up front: the month itself, clipped to the item, after what was invoiced, with the reasons', async () => {
    const f = await fixtures();
    const id = await createContract(f, {});
    const running = await addItem(f, id);
    const startsInMonth = await addItem(f, id, { dateStart: wire('2026-11-10') });
    const partlyInvoiced = await addItem(f, id, { invoicedUntil: wire('2026-11-15') });
    const ended = await addItem(f, id, { dateEnd: wire('2026-10-31') });
    const endsInMonth = await addItem(f, id, { dateEnd: wire('2026-11-20') });
    const later = await addItem(f, id, { dateStart: wire('2026-12-01') });
    const suspended = await addItem(f, id, { status: 'SUSPENDED' });
    const byAdmin = await addItem(f, id);
    const adminLater = await addItem(f, id, { invoicedUntil: wire('2026-10-31') });
    await setLastPeriodInvoiced(byAdmin, '2026-11-30');
    await setLastPeriodInvoiced(adminLater, '2026-11-20');

    const { answer, byItem } = await periodsOf(id, '2026-11');
    expect(answer).toMatchObject({
      contractId: id,
      month: '2026-11',
      status: 'ACTIVE',
      calculationType: 'invoicedUpFront',
    });
    expect(answer.items.map((p: Row) => p.contractItemId)).toEqual(
      [running, startsInMonth, partlyInvoiced, ended, endsInMonth, later, suspended, byAdmin, adminLater].sort(
        (a, b) => a - b,
      ),
    );
    expect(byItem[running]).toEqual(due('2026-11-01', '2026-11-30'));
    expect(byItem[startsInMonth]).toEqual(due('2026-11-10', '2026-11-30'));
    expect(byItem[partlyInvoiced]).toEqual(due('2026-11-16', '2026-11-30'));
    expect(byItem[ended]).toEqual(notDue('ended'));
    expect(byItem[endsInMonth]).toEqual(due('2026-11-01', '2026-11-20'));
    expect(byItem[later]).toEqual(notDue('notStarted'));
    expect(byItem[suspended]).toEqual(notDue('SUSPENDED'));
    expect(byItem[byAdmin]).toEqual(notDue('alreadyInvoiced'));
    expect(byItem[adminLater]).toEqual(due('2026-11-21', '2026-11-30'));

    // The next month: what started later is due now; the old administration's day lies behind.
    const december = (await periodsOf(id, '2026-12')).byItem;
    expect(december[later]).toEqual(due('2026-12-01', '2026-12-31'));
    expect(december[byAdmin]).toEqual(due('2026-12-01', '2026-12-31'));
    expect(december[endsInMonth]).toEqual(notDue('ended'));
  });

  it('invoiced after and pay per use: the month just ended, across the year', async () => {
    const f = await fixtures();
    for (const calculationType of ['invoicedAfter', 'payPerUse']) {
      const id = await createContract(f, { calculationType });
      const running = await addItem(f, id);
      const startedLate = await addItem(f, id, { dateStart: wire('2027-01-05') });
      const invoiced = await addItem(f, id, { invoicedUntil: wire('2026-12-31') });
      const { answer, byItem } = await periodsOf(id, '2027-01');
      expect(answer.calculationType).toBe(calculationType);
      expect(byItem[running]).toEqual(due('2026-12-01', '2026-12-31'));
      expect(byItem[startedLate]).toEqual(notDue('notStarted'));
      expect(byItem[invoiced]).toEqual(notDue('alreadyInvoiced'));
      expect((await periodsOf(id, '2027-02')).byItem[startedLate]).toEqual(due('2027-01-05', '2027-01-31'));
    }
  });

  it('one time: once on its start day, not before it starts, never again once invoiced', async () => {
    const f = await fixtures();
    const id = await createContract(f, { calculationType: 'oneTime' });
    const open = await addItem(f, id, { dateStart: wire('2026-11-05') });
    const longAgo = await addItem(f, id, { dateStart: wire('2025-03-01') });
    const invoiced = await addItem(f, id, { dateStart: wire('2026-11-05'), alreadyInvoiced: true });
    const migrated = await addItem(f, id, { dateStart: wire('2025-03-01') });
    await setLastPeriodInvoiced(migrated, '2025-03-31');
    const next = await addItem(f, id, { dateStart: wire('2026-12-01') });
    const { byItem } = await periodsOf(id, '2026-11');
    expect(byItem[open]).toEqual(due('2026-11-05', '2026-11-05'));
    expect(byItem[longAgo]).toEqual(due('2025-03-01', '2025-03-01'));
    expect(byItem[invoiced]).toEqual(notDue('alreadyInvoiced'));
    expect(byItem[migrated]).toEqual(notDue('alreadyInvoiced'));
    expect(byItem[next]).toEqual(notDue('notStarted'));
  });

  it('nothing is due on a contract that is not ACTIVE: the contract’s status is the reason', async () => {
    const f = await fixtures();
    const quote = await createContract(f, { status: 'QUOTE' });
    const item = await addItem(f, quote, { status: 'QUOTE' });
    expect((await periodsOf(quote, '2026-11')).byItem[item]).toEqual(notDue('QUOTE'));

    const active = await createContract(f, {});
    const [one, two] = [await addItem(f, active), await addItem(f, active)];
    const suspend = await t.post(`${BASE}/${active}/suspend`, { version: 3 }, admin);
    expect(suspend.statusCode, suspend.body).toBe(200);
    const { answer, byItem } = await periodsOf(active, '2026-11');
    expect(answer.status).toBe('SUSPENDED');
    expect([byItem[one], byItem[two]]).toEqual([notDue('SUSPENDED'), notDue('SUSPENDED')]);
  });

  it('takes the seed’s invoiced days: a migrated running item is due from the month after invoicedUntil', async () => {
    const [item] = await rows<{ contractId: number; id: number; invoiced: string; next: string; to: string }>(sql`select
        i.contract_id as "contractId", i.id, to_char(i.invoiced_until, 'YYYY-MM') as invoiced,
        to_char(i.invoiced_until + 1, 'YYYY-MM') as next,
        (date_trunc('month', i.invoiced_until + 1) + interval '1 month - 1 day')::date::text as to
      from contract_items i join contracts c on c.id = i.contract_id
      join contract_item_metadata v on v.contract_item_id = i.id
      join metadata_definitions d on d.id = v.metadata_id and d.code = 'LASTPERIODINVOICEDADMIN'
      where c.status = 'ACTIVE' and c.calculation_type = 'invoicedUpFront' and i.status = 'ACTIVE'
        and i.date_end is null and v.value < i.invoiced_until::text
        and i.invoiced_until = (date_trunc('month', i.invoiced_until) + interval '1 month - 1 day')::date
      order by i.id limit 1`);
    expect(item).toBeDefined();
    const { byItem } = await periodsOf(item!.contractId, item!.next);
    expect(byItem[item!.id]).toEqual(due(`${item!.next}-01`, item!.to));
    expect((await periodsOf(item!.contractId, item!.invoiced)).byItem[item!.id]).toEqual(notDue('alreadyInvoiced'));
  });

  it('answers a bad or missing month and contract with fieldErrors, an unknown contract with 404', async () => {
    const f = await fixtures();
    const id = await createContract(f, {});
    for (const month of ['2026-13', '2026-1', '2026-11-01', 'november', '1899-12']) {
      const res = await period(id, encodeURIComponent(month));
      expect(res.statusCode, month).toBe(400);
      expect(res.json().fieldErrors).toEqual({ month: 'validation.month' });
    }
    const noMonth = await t.call({ method: 'GET', url: `${BASE}/period?contractId=${id}`, cookie: admin });
    expect(noMonth.statusCode).toBe(400);
    expect(noMonth.json().fieldErrors).toEqual({ month: 'validation.required' });
    const noContract = await t.call({ method: 'GET', url: `${BASE}/period?month=2026-11`, cookie: admin });
    expect(noContract.statusCode).toBe(400);
    expect(noContract.json().fieldErrors).toEqual({ contractId: 'validation.required' });
    expect((await period(2_000_000_000, '2026-11')).statusCode).toBe(404);
  });

  it('lets readers ask; without the contract module: 403', async () => {
    const f = await fixtures();
    const id = await createContract(f, {});
    expect((await period(id, '2026-11', await t.login(VIEWER))).statusCode).toBe(200);
    expect((await period(id, '2026-11', await t.login(NOMODULE))).statusCode).toBe(403);
  });
});

const summary = (query: string, cookie = admin) =>
  t.call({ method: 'GET', url: `${BASE}/partysummary?${query}`, cookie });
const ZERO = { INACTIVE: 0, QUOTE: 0, ACTIVE: 0, SUSPENDED: 0, ACTIVE_NOINVOICE: 0 };

describe('party summary', () => {
  it('counts a new customer’s contracts per status, its items, main contracts and the ACTIVE monthly amount', async () => {
    const f = await fixtures();
    const empty = await summary(`customerId=${f.customerId}`);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().response).toEqual({
      customerId: f.customerId,
      resellerId: null,
      statusCounts: ZERO,
      contractCount: 0,
      itemCount: 0,
      monthlyAmount: 0,
      mainContractCount: 0,
    });

    const active = await createContract(f, {});
    await addItem(f, active, { quantity: 3, factor: 1.5 });
    await addItem(f, active, { quantity: 7 });
    await addItem(f, active, { status: 'SUSPENDED', quantity: 2 });
    const quote = await createContract(f, { status: 'QUOTE' });
    await addItem(f, quote, { status: 'QUOTE', quantity: 9 });
    const main = await t.post(`${BASE}/maincontract`, { customerId: f.customerId, name: 'Summary framework' }, admin);
    const { mainContractId } = main.json().response;
    for (const [contractId, version] of [
      [active, 4],
      [quote, 2],
    ])
      expect(
        (await t.post(`${BASE}/linktomaincontract`, { contractId, version, mainContractId }, admin)).statusCode,
      ).toBe(200);

    const activeDetail = await t.read(`${BASE}/${active}`, admin);
    expect(activeDetail.monthlyAmount).toBeGreaterThan(0);
    const answer = (await summary(`customerId=${f.customerId}`)).json().response;
    expect(answer).toEqual({
      customerId: f.customerId,
      resellerId: null,
      statusCounts: { ...ZERO, ACTIVE: 1, QUOTE: 1 },
      contractCount: 2,
      itemCount: 4,
      // The ACTIVE items of the ACTIVE contract, as the detail computes it (cents).
      monthlyAmount: activeDetail.monthlyAmount,
      mainContractCount: 1,
    });
  });

  it('matches the detail’s monthly amounts to the cent for a seeded customer, and counts a reseller’s contracts', async () => {
    const [party] = await rows<{ customerId: number; resellerId: number }>(sql`select customer_id as "customerId",
        reseller_id as "resellerId" from contracts where reseller_id is not null
      group by customer_id, reseller_id order by count(distinct status) desc, count(*) desc, customer_id limit 1`);
    const answer = (await summary(`customerId=${party!.customerId}`)).json().response;
    const contracts = await rows<{ id: number; status: string; items: number; main: number | null }>(sql`select c.id,
        c.status, (select count(*)::int from contract_items i where i.contract_id = c.id) as items,
        c.main_contract_id as main
      from contracts c where c.customer_id = ${party!.customerId}`);
    const counts = { ...ZERO } as Record<string, number>;
    for (const c of contracts) counts[c.status]! += 1;
    let cents = 0;
    for (const c of contracts.filter((x) => x.status === 'ACTIVE'))
      cents += Math.round((await t.read(`${BASE}/${c.id}`, admin)).monthlyAmount * 100);
    expect(answer).toEqual({
      customerId: party!.customerId,
      resellerId: null,
      statusCounts: counts,
      contractCount: contracts.length,
      itemCount: contracts.reduce((sum, c) => sum + c.items, 0),
      monthlyAmount: cents / 100,
      mainContractCount: new Set(contracts.map((c) => c.main).filter((m) => m !== null)).size,
    });

    const [reseller] = await rows<{ n: number }>(
      sql`select count(*)::int as n from contracts where reseller_id = ${party!.resellerId}`,
    );
    const throughReseller = (await summary(`resellerId=${party!.resellerId}`)).json().response;
    expect(throughReseller).toMatchObject({
      customerId: null,
      resellerId: party!.resellerId,
      contractCount: reseller!.n,
    });
    expect(Object.keys(throughReseller.statusCounts).sort()).toEqual(Object.keys(ZERO).sort());
    // Both: the customer's contracts through that reseller.
    const both = (await summary(`customerId=${party!.customerId}&resellerId=${party!.resellerId}`)).json().response;
    const [through] = await rows<{ n: number }>(sql`select count(*)::int as n from contracts
      where customer_id = ${party!.customerId} and reseller_id = ${party!.resellerId}`);
    expect(both.contractCount).toBe(through!.n);
  });

  it('asks for a party: none is a field error, an unknown one 404; readers may ask, others not', async () => {
    const none = await summary('');
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ customerId: 'validation.required' });
    const bad = await summary('customerId=abc');
    expect(bad.statusCode).toBe(400);
    expect((await summary('customerId=2000000000')).statusCode).toBe(404);
    expect((await summary('customerId=1&resellerId=2000000000')).statusCode).toBe(404);
    expect((await summary('customerId=1', await t.login(VIEWER))).statusCode).toBe(200);
    expect((await summary('customerId=1', await t.login(NOMODULE))).statusCode).toBe(403);
  });
});
