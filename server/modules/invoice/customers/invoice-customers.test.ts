/**
 * The invoicing customer calls (spec 02 section 7): the invoiced companies by party type, a
 * company's invoicing profile and its invoices by guid, as a caller sees them. On the seeded year
 * of invoices (every demo contract invoiced every month), with drafts, simulations and payments
 * added where a test needs them.
 */
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { INVOICE_CONFIG } from '../../../../src/shared/invoice-config';
import { invoices } from '../../../db/schema';
import { ADMIN, testAppForFile, PRODUCTS } from '../../../testing/test-app';

const t = testAppForFile();
let admin: string;
beforeEach(async () => {
  admin = await t.login(ADMIN);
});

const BASE = '/api/invoice/v2';
const PARTY_TYPE_URL = `${BASE}/customers/partytype`;
const profileUrl = (id: number | string) => `/api/v2/customers/${id}`;
const invoicesUrl = (guid: string, query = '') => `${BASE}/invoices/customers/${guid}${query}`;

type Row = Record<string, unknown>;
const rows = async <R extends Row>(query: ReturnType<typeof sql>) => (await t.database.db.execute<R>(query)).rows;
const cents = (euro: unknown) => Math.round(Number(euro) * 100);

/** Seeded companies with approved invoices, the most invoiced first. */
async function invoicedCompanies(count = 2) {
  const found = await rows<{ id: number; name: string; guid: string; partyType: string }>(
    sql`select c.id, c.name, c.guid::text as guid, c.party_type as "partyType" from companies c
      where exists (select 1 from invoices i where i.customer_id = c.id and not i.simulation and i.state <> 'draft')
      order by (select count(*) from invoices i where i.customer_id = c.id) desc, c.id limit ${count}`,
  );
  expect(found).toHaveLength(count);
  return found;
}

/** Every invoice the company's list answers, page by page. */
async function allListed(guid: string) {
  const items: Row[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await t.read(invoicesUrl(guid, `?pageSize=100&pageIndex=${pageIndex}`), admin);
    items.push(...page.items);
    if (items.length >= page.totalCount || page.items.length === 0) return { items, totalCount: page.totalCount };
  }
}

async function addInvoice(customerId: number, values: Partial<typeof invoices.$inferInsert>) {
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      customerId,
      receiver: 'client',
      month: '2026-12',
      totalExcl: 100,
      totalVat: 21,
      totalIncl: 121,
      ...values,
    })
    .returning({ id: invoices.id });
  return row!.id;
}

describe('a company invoicing profile and its invoices', () => {
  it('counts the listed invoices and owes what they leave unpaid, to the cent', async () => {
    const [company] = await invoicedCompanies(1);
    // Some payments: one paid in full, one in part.
    const paid = await rows<{ id: number }>(
      sql`select id from invoices where customer_id = ${company!.id} and state <> 'draft' order by id limit 2`,
    );
    await t.database.db.execute(
      sql`update invoices set amount_paid = total_incl, state = 'paid' where id = ${paid[0]!.id}`,
    );
    await t.database.db.execute(
      sql`update invoices set amount_paid = 10.05, state = 'partiallyPaid' where id = ${paid[1]!.id}`,
    );
    // A draft and a simulation of its own are no invoices.
    const draft = await addInvoice(company!.id, { state: 'draft' });
    const simulation = await addInvoice(company!.id, {
      state: 'created',
      simulation: true,
      series: 'INV',
      documentNumber: 'SIM/1',
      documentDate: '2030-01-01',
    });

    const profile = await t.read(profileUrl(company!.id), admin);
    const listed = await allListed(company!.guid);
    expect(listed.items.map((i) => i.invoiceId)).not.toContain(draft);
    expect(listed.items.map((i) => i.invoiceId)).not.toContain(simulation);
    expect(listed.items.every((i) => i.customerId === company!.id && i.state !== 'draft' && !i.simulation)).toBe(true);
    expect(profile).toMatchObject({
      customerId: company!.id,
      customerGuid: company!.guid,
      name: company!.name,
      paymentTermDays: INVOICE_CONFIG.paymentTermDays,
      invoiceCount: listed.totalCount,
    });
    expect(listed.items).toHaveLength(listed.totalCount);
    const open = listed.items.reduce((sum, i) => sum + cents(i.totalIncl) - cents(i.amountPaid), 0);
    expect(cents(profile.openAmount)).toBe(open);
    expect(profile.openAmount).toBe(open / 100);
    // Newest document date first; the profile's last date is the first row's.
    const dates = listed.items.map((i) => String(i.documentDate));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(profile.lastInvoiceDate).toBe(dates[0]);
  });

  it('gives the enterprise number and VAT regime the company has, and nothing owed without invoices', async () => {
    const [company] = await rows<{ id: number; vatNumber: string | null; code: string | null }>(
      sql`select c.id, c.vat_number as "vatNumber", v.code from companies c left join vat_regimes v on v.id = c.vat_regime_id
        where c.vat_number ~ '^BE[0-9]{10}$' and not exists (select 1 from invoices i where i.customer_id = c.id)
        order by c.id limit 1`,
    );
    const profile = await t.read(profileUrl(company!.id), admin);
    expect(profile).toMatchObject({
      vatNumber: company!.vatNumber,
      enterpriseNumber: company!.vatNumber!.slice(2),
      invoiceCount: 0,
      openAmount: 0,
      lastInvoiceDate: null,
    });
    expect(profile.vatRegime?.code ?? null).toBe(company!.code);
    expect((await t.read(invoicesUrl(profile.customerGuid), admin)).totalCount).toBe(0);
  });

  it('pages a company invoices and filters them by state; the guid in capitals is the same company', async () => {
    const [company] = await invoicedCompanies(1);
    const [one] = await rows<{ id: number }>(
      sql`select id from invoices where customer_id = ${company!.id} and state <> 'draft' order by id limit 1`,
    );
    await t.database.db.execute(sql`update invoices set state = 'overdue' where id = ${one!.id}`);
    const page = await t.read(invoicesUrl(company!.guid.toUpperCase(), '?pageSize=5&pageIndex=2'), admin);
    expect(page).toMatchObject({ pageIndex: 2, pageSize: 5 });
    expect(page.items.length).toBeLessThanOrEqual(5);
    const overdue = await t.read(invoicesUrl(company!.guid, '?states=overdue'), admin);
    expect(overdue.items.map((i: Row) => i.invoiceId)).toEqual([one!.id]);
  });

  it('answers 404 for an unknown company or guid, 400 for a malformed guid or a draft state', async () => {
    expect((await t.call({ method: 'GET', url: profileUrl(999_999), cookie: admin })).statusCode).toBe(404);
    const unknown = await t.call({
      method: 'GET',
      url: invoicesUrl('3f2504e0-4f89-41d3-9a0c-0305e82c3301'),
      cookie: admin,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.call({ method: 'GET', url: invoicesUrl('not-a-guid'), cookie: admin });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({ customerguid: 'validation.guid' });
    const [company] = await invoicedCompanies(1);
    const drafts = await t.call({ method: 'GET', url: invoicesUrl(company!.guid, '?states=draft'), cookie: admin });
    expect(drafts.statusCode).toBe(400);
    expect(Object.keys(drafts.json().fieldErrors)).toEqual(['states.0']);
  });
});

describe('the invoiced companies by party type', () => {
  it('offers only invoiced companies, narrowed by party type and by search, 50 at most, by name', async () => {
    const all = await t.read(PARTY_TYPE_URL, admin);
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(50);
    const names = all.map((c: Row) => String(c.name).toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    // A company without an invoice (a draft of a simulation neither) is not offered, even by name.
    const [bare] = await rows<{ id: number; name: string }>(
      sql`select id, name from companies c where not exists (select 1 from invoices i where i.customer_id = c.id)
        order by id limit 1`,
    );
    await addInvoice(bare!.id, { state: 'draft', simulation: true });
    expect(await t.read(`${PARTY_TYPE_URL}?searchText=${encodeURIComponent(bare!.name)}`, admin)).toEqual([]);
    expect(await t.read(`${PARTY_TYPE_URL}?ids=${bare!.id}`, admin)).toEqual([]);
    // A real draft makes it invoiced.
    await addInvoice(bare!.id, { state: 'draft' });
    const found = await t.read(`${PARTY_TYPE_URL}?searchText=${encodeURIComponent(bare!.name)}`, admin);
    expect(found.map((c: Row) => c.companyId)).toContain(bare!.id);

    // By party type: only those, and a type's invoiced companies are a part of all of them.
    const counts = await rows<{ partyType: string; n: number }>(
      sql`select c.party_type as "partyType", count(*)::int as n from companies c
        where exists (select 1 from invoices i where i.customer_id = c.id and not i.simulation)
        group by c.party_type order by c.party_type`,
    );
    expect(counts.length).toBeGreaterThan(1);
    for (const { partyType, n } of counts) {
      const ofType = await t.read(`${PARTY_TYPE_URL}?partyTypes=${partyType}`, admin);
      expect(ofType.length).toBe(Math.min(n, 50));
      expect(ofType.every((c: Row) => c.partyType === partyType)).toBe(true);
    }
    const [first, second] = counts;
    const two = await t.read(`${PARTY_TYPE_URL}?partyTypes=${first!.partyType}&partyTypes=${second!.partyType}`, admin);
    expect(two.length).toBe(Math.min(first!.n + second!.n, 50));

    // By search: a company's name finds it; by ids: the named ones.
    const [company, other] = await invoicedCompanies(2);
    const byName = await t.read(`${PARTY_TYPE_URL}?searchText=${encodeURIComponent(company!.name)}`, admin);
    expect(byName.map((c: Row) => c.companyId)).toContain(company!.id);
    expect(byName.every((c: Row) => String(c.name).toLowerCase().includes(company!.name.toLowerCase()))).toBe(true);
    const byIds = await t.read(`${PARTY_TYPE_URL}?ids=${company!.id}&ids=${other!.id}`, admin);
    expect(byIds.map((c: Row) => c.companyId).sort()).toEqual([company!.id, other!.id].sort());
    const otherType = counts.find((c) => c.partyType !== company!.partyType)!.partyType;
    expect(await t.read(`${PARTY_TYPE_URL}?ids=${company!.id}&partyTypes=${otherType}`, admin)).toEqual([]);
  });

  it('refuses an unknown party type', async () => {
    const res = await t.call({ method: 'GET', url: `${PARTY_TYPE_URL}?partyTypes=NOPE`, cookie: admin });
    expect(res.statusCode).toBe(400);
  });
});

describe('rights', () => {
  it('needs the invoices read right for all three calls', async () => {
    const products = await t.login(PRODUCTS);
    const [company] = await invoicedCompanies(1);
    for (const url of [PARTY_TYPE_URL, profileUrl(company!.id), invoicesUrl(company!.guid)]) {
      expect((await t.call({ method: 'GET', url, cookie: products })).statusCode, url).toBe(403);
      expect((await t.call({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
