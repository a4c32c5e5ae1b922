import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  companies,
  invoiceLines,
  invoiceRequestDetails,
  invoiceRequests,
  invoices,
  invoiceStatusHistory,
} from '../../db/schema';
import { ADMIN, testAppForFile, NOMODULE, PRODUCTS, VIEWER } from '../../testing/test-app';

const t = testAppForFile();
let admin: string;
/** The seed's year of invoices left out: each test makes the drafts, invoices and runs it reads. */
async function clearInvoicing() {
  // The service fee documents count the seed's invoices (their lines go with them).
  await t.database.db.execute(sql`delete from service_fees`);
  await t.database.db.execute(sql`delete from invoice_status_history`);
  await t.database.db.execute(sql`delete from invoice_lines`);
  await t.database.db.execute(sql`delete from invoices`);
  await t.database.db.execute(sql`delete from invoice_request_details`);
  await t.database.db.execute(sql`delete from invoice_requests`);
}
beforeEach(async () => {
  await clearInvoicing();
  admin = await t.login(ADMIN);
});

const BASE = '/api/invoice/v2';
const wire = (day: string) => `${day}T00:00:00.000Z`;

type Row = Record<string, unknown>;
const rows = async <R extends Row>(query: ReturnType<typeof sql>) => (await t.database.db.execute<R>(query)).rows;

type Party = { customerId: number; name: string; contractId: number; contractNumber: string; itemIds: number[] };

/** Seeded customers, each with a contract and its items (two at least), in a fixed order. */
async function parties(count = 4): Promise<Party[]> {
  const found = await rows<{ customerId: number; name: string; contractId: number; number: string; items: number[] }>(
    sql`select c.customer_id as "customerId", co.name, c.id as "contractId", c.number,
      array_agg(ci.id order by ci.id) as items
    from contracts c join companies co on co.id = c.customer_id join contract_items ci on ci.contract_id = c.id
    where co.vat_regime_id = 1
    group by c.customer_id, co.name, c.id, c.number having count(*) >= 2
    order by c.customer_id, c.id`,
  );
  const byCustomer = new Map<number, Party>();
  for (const f of found)
    if (!byCustomer.has(f.customerId))
      byCustomer.set(f.customerId, {
        customerId: f.customerId,
        name: f.name,
        contractId: f.contractId,
        contractNumber: f.number,
        itemIds: f.items,
      });
  const chosen = [...byCustomer.values()].slice(0, count);
  expect(chosen).toHaveLength(count);
  return chosen;
}

type LineInput = { itemId?: number | null; unitPrice: number; quantity?: number; vatRate?: number; amount?: number };
type InvoiceInput = {
  party: Party;
  month: string;
  state?: (typeof invoices.$inferInsert)['state'];
  simulation?: boolean;
  requestId?: number | null;
  receiver?: 'client' | 'accounting';
  type?: 'invoice' | 'creditNote';
  documentNumber?: string;
  documentDate?: string;
  lines?: LineInput[];
};

let numbered = 0;

/** A draft, simulation or invoice with its lines, its totals from them (as the run writes them). */
async function insertInvoice(input: InvoiceInput): Promise<{ id: number; lineIds: number[] }> {
  const { db } = t.database;
  const state = input.state ?? 'draft';
  const lines = (input.lines ?? []).map((l) => ({
    ...l,
    quantity: l.quantity ?? 1,
    vatRate: l.vatRate ?? 21,
    amount: l.amount ?? Math.round((l.quantity ?? 1) * l.unitPrice * 100) / 100,
  }));
  const excl = Math.round(lines.reduce((s, l) => s + l.amount * 100, 0)) / 100;
  const vat = Math.round(lines.reduce((s, l) => s + (l.amount * l.vatRate) / 100, 0) * 100) / 100;
  const simulation = input.simulation ?? false;
  const [row] = await db
    .insert(invoices)
    .values({
      simulation,
      requestId: input.requestId ?? null,
      customerId: input.party.customerId,
      receiver: input.receiver ?? 'client',
      type: input.type ?? 'invoice',
      state,
      month: input.month,
      series: state === 'draft' ? null : 'INV',
      documentNumber:
        state === 'draft' ? null : (input.documentNumber ?? `2026/${String(++numbered).padStart(6, '0')}`),
      documentDate: state === 'draft' ? null : (input.documentDate ?? `${input.month}-28`),
      dueDate: state === 'draft' ? null : '2027-01-31',
      totalExcl: excl,
      totalVat: vat,
      totalIncl: Math.round((excl + vat) * 100) / 100,
    })
    .returning({ id: invoices.id });
  const lineIds: number[] = [];
  for (const [i, l] of lines.entries()) {
    // By default the party's items in turn, then lines without an item (an item is once per period).
    const itemId = l.itemId === undefined ? (input.party.itemIds[i] ?? null) : l.itemId;
    const [line] = await db
      .insert(invoiceLines)
      .values({
        invoiceId: row!.id,
        simulation,
        contractId: input.party.contractId,
        contractItemId: itemId,
        description: `Line ${i + 1}`,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        amount: l.amount,
        vatRate: l.vatRate,
        periodFrom: `${input.month}-01`,
        periodTo: `${input.month}-28`,
      })
      .returning({ id: invoiceLines.id });
    lineIds.push(line!.id);
  }
  return { id: row!.id, lineIds };
}

/** A simulation run of `month` with one simulated draft of `party`, and the run's id. */
async function insertSimulation(party: Party, month: string, lines: LineInput[]) {
  const requestId = await insertRequest({ month, simulation: true });
  return { requestId, ...(await insertInvoice({ party, month, simulation: true, requestId, lines })) };
}

async function insertRequest(values: Partial<typeof invoiceRequests.$inferInsert> & { month: string }) {
  const [user] = await t.database.db
    .execute<{ id: number }>(sql`select id from users where email = ${ADMIN}`)
    .then((r) => r.rows);
  const [row] = await t.database.db
    .insert(invoiceRequests)
    .values({ simulation: false, status: 'finished', userId: user!.id, ...values })
    .returning({ id: invoiceRequests.id });
  return row!.id;
}

const ids = (page: { items: Row[] }) => page.items.map((i) => i.invoiceId);

describe('invoice lists', () => {
  it('reads the seeded history: invoices newest first, each with its lines, and the runs', async () => {
    await t.reset();
    admin = await t.login(ADMIN);
    const list = await t.read(`${BASE}/invoices?pageSize=100`, admin);
    expect(list.totalCount).toBeGreaterThan(0);
    const dates = list.items.map((i: Row) => `${i.documentDate}|${String(i.invoiceId).padStart(9, '0')}`);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.items.every((i: Row) => i.state !== 'draft' && !i.simulation)).toBe(true);
    const first = list.items[0];
    const detail = await t.read(`${BASE}/invoices/${first.invoiceId}`, admin);
    expect(detail.lines).toHaveLength(first.lineCount);
    expect(detail.vat.reduce((s: number, v: Row) => s + Number(v.base) * 100, 0)).toBeCloseTo(first.totalExcl * 100, 6);
    const runs = await t.read(`${BASE}/requests`, admin);
    expect(runs.totalCount).toBeGreaterThan(0);
    const month = runs.items[0].month as string;
    expect(runs.items.every((r: Row) => r.status === 'finished')).toBe(true);
    const summary = await t.read(`${BASE}/drafts/summary?monthFrom=${month}`, admin);
    expect(summary.count).toBe(0);
  });

  it('lists the real drafts, the invoices newest first and the simulations, each by default', async () => {
    const [a, b, c] = await parties(3);
    const draftA = await insertInvoice({ party: a!, month: '2026-11', lines: [{ unitPrice: 10 }, { unitPrice: 5 }] });
    const draftB = await insertInvoice({ party: b!, month: '2026-11', lines: [{ unitPrice: 7 }] });
    const { requestId, ...sim } = await insertSimulation(c!, '2026-11', [{ unitPrice: 1 }]);
    const older = await insertInvoice({ party: a!, month: '2026-09', state: 'paid', documentDate: '2026-10-01' });
    const newer = await insertInvoice({ party: b!, month: '2026-10', state: 'created', documentDate: '2026-11-02' });
    const sameDay = await insertInvoice({ party: c!, month: '2026-10', state: 'sent', documentDate: '2026-11-02' });

    const drafts = await t.read(`${BASE}/invoices/drafts`, admin);
    expect(drafts).toMatchObject({ totalCount: 2, pageIndex: 1, pageSize: 20 });
    // By customer name, then id.
    const byName = [
      [a!.name, draftA.id],
      [b!.name, draftB.id],
    ].sort((x, y) => String(x[0]).toLowerCase().localeCompare(String(y[0]).toLowerCase()));
    expect(ids(drafts)).toEqual(byName.map((x) => x[1]));
    const rowA = drafts.items.find((i: Row) => i.invoiceId === draftA.id);
    expect(rowA).toMatchObject({
      customerId: a!.customerId,
      customerName: a!.name,
      state: 'draft',
      simulation: false,
      documentNumber: null,
      documentDate: null,
      month: '2026-11',
      totalExcl: 15,
      totalVat: 3.15,
      totalIncl: 18.15,
      lineCount: 2,
      version: 1,
    });

    const list = await t.read(`${BASE}/invoices`, admin);
    expect(ids(list)).toEqual([sameDay.id, newer.id, older.id]);
    expect(list.items[0]).toMatchObject({ documentDate: wire('2026-11-02'), dueDate: wire('2027-01-31') });

    const sims = await t.read(`${BASE}/simulations`, admin);
    expect(ids(sims)).toEqual([sim.id]);
    expect(sims.items[0]).toMatchObject({ simulation: true, requestId });
    expect((await t.read(`${BASE}/simulations?requestId=${requestId + 1}`, admin)).totalCount).toBe(0);
    expect(ids(await t.read(`${BASE}/simulations?requestId=${requestId}`, admin))).toEqual([sim.id]);
  });

  it('filters by state, customer, type, receiver, months and run, searches, sorts and pages', async () => {
    const [a, b] = await parties(2);
    const requestId = await insertRequest({ month: '2026-10' });
    const oct = await insertInvoice({
      party: a!,
      month: '2026-10',
      state: 'created',
      requestId,
      documentNumber: '2026/000777',
      lines: [{ unitPrice: 100 }],
    });
    const credit = await insertInvoice({
      party: a!,
      month: '2026-11',
      state: 'paid',
      type: 'creditNote',
      receiver: 'accounting',
      lines: [{ unitPrice: 5 }],
    });
    const nov = await insertInvoice({ party: b!, month: '2026-11', state: 'overdue', lines: [{ unitPrice: 50 }] });
    const draft = await insertInvoice({ party: b!, month: '2026-12', lines: [{ unitPrice: 1 }] });

    const read = (query: string) => t.read(`${BASE}/invoices?${query}`, admin).then(ids);
    expect(await read('states=paid&states=overdue&orderBys=totalExcl')).toEqual([credit.id, nov.id]);
    expect(await read('states=draft')).toEqual([draft.id]);
    expect(await read(`customerIds=${a!.customerId}&orderBys=totalExcl_desc`)).toEqual([oct.id, credit.id]);
    expect(await read('types=creditNote')).toEqual([credit.id]);
    expect(await read('receivers=accounting')).toEqual([credit.id]);
    expect(await read('monthFrom=2026-11&monthUntil=2026-11&orderBys=month&orderBys=totalIncl_desc')).toEqual([
      nov.id,
      credit.id,
    ]);
    expect(await read('monthUntil=2026-10')).toEqual([oct.id]);
    expect(await read(`requestId=${requestId}`)).toEqual([oct.id]);
    expect(await read('searchText=000777')).toEqual([oct.id]);
    expect(await read(`searchText=${encodeURIComponent(b!.name.toUpperCase())}`)).toEqual([nov.id]);
    expect(await read('searchText=50%25')).toEqual([]);
    const page = await t.read(`${BASE}/invoices?pageSize=5&pageIndex=2`, admin);
    expect(page).toMatchObject({ items: [], totalCount: 3, pageIndex: 2, pageSize: 5 });
    expect(await read('orderBys=customer&orderBys=documentDate_desc')).toHaveLength(3);

    expect(ids(await t.read(`${BASE}/invoices/drafts?states=overdue`, admin))).toEqual([nov.id]);
    const bad = await t.call({ method: 'GET', url: `${BASE}/invoices?orderBys=nope&monthFrom=2026-13`, cookie: admin });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['monthFrom', 'orderBys.0']);
  });
});

describe('invoices summary and per customer', () => {
  /** Three approved invoices (two of A, one of B) with payments, and a draft and a simulation left out. */
  async function invoicedWithPayments() {
    const [a, b, c] = await parties(3);
    const created = await insertInvoice({ party: a!, month: '2026-10', state: 'created', lines: [{ unitPrice: 100 }] });
    const paid = await insertInvoice({ party: a!, month: '2026-11', state: 'paid', lines: [{ unitPrice: 50 }] });
    const overdue = await insertInvoice({
      party: b!,
      month: '2026-11',
      state: 'overdue',
      lines: [{ unitPrice: 33.33 }],
    });
    await insertInvoice({ party: c!, month: '2026-11', lines: [{ unitPrice: 1000 }] });
    const requestId = await insertRequest({ month: '2026-11', simulation: true });
    await insertInvoice({
      party: c!,
      month: '2026-11',
      state: 'created',
      simulation: true,
      requestId,
      lines: [{ unitPrice: 500 }],
    });
    const { db } = t.database;
    await db.update(invoices).set({ amountPaid: 20 }).where(eq(invoices.id, created.id));
    await db.update(invoices).set({ amountPaid: 60.5 }).where(eq(invoices.id, paid.id));
    return { a: a!, b: b!, created, paid, overdue };
  }

  const cents = (n: unknown) => Math.round(Number(n) * 100);
  /** The summary the listed invoices add up to, in cents. */
  const sumOfList = (items: Row[]) => ({
    count: items.length,
    totalExcl: items.reduce((s, i) => s + cents(i.totalExcl), 0) / 100,
    totalVat: items.reduce((s, i) => s + cents(i.totalVat), 0) / 100,
    totalIncl: items.reduce((s, i) => s + cents(i.totalIncl), 0) / 100,
    amountPaid: items.reduce((s, i) => s + cents(i.amountPaid), 0) / 100,
    open: items.reduce((s, i) => s + cents(i.totalIncl) - cents(i.amountPaid), 0) / 100,
  });

  it('sums the invoices the list shows for the same filters, exact to the cent', async () => {
    const { a, b } = await invoicedWithPayments();
    const summary = await t.read(`${BASE}/invoices/summary`, admin);
    // 100 + 50 + 33.33 excl.; VAT 21 + 10.50 + 7.00; paid 20 + 60.50: drafts and simulations left out.
    expect(summary).toEqual({
      count: 3,
      totalExcl: 183.33,
      totalVat: 38.5,
      totalIncl: 221.83,
      amountPaid: 80.5,
      open: 141.33,
    });
    for (const filter of [
      '',
      'states=paid&states=overdue',
      `customerIds=${a.customerId}`,
      'monthFrom=2026-11',
      'monthUntil=2026-10',
      `searchText=${encodeURIComponent(b.name)}`,
      'types=creditNote',
    ]) {
      const list = await t.read(`${BASE}/invoices?pageSize=100&${filter}`, admin);
      expect(await t.read(`${BASE}/invoices/summary?${filter}`, admin), filter).toEqual(sumOfList(list.items));
    }
    expect(await t.read(`${BASE}/invoices/summary?states=overdue`, admin)).toMatchObject({ count: 1, open: 40.33 });
    const bad = await t.call({ method: 'GET', url: `${BASE}/invoices/summary?monthFrom=2026-13`, cookie: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('answers per invoiced company its figures, the largest open amount first, paged; filters narrow it', async () => {
    const { a, b } = await invoicedWithPayments();
    const all = await t.read(`${BASE}/invoices/customersummary`, admin);
    expect(all).toEqual({
      items: [
        {
          customerId: a.customerId,
          customerName: a.name,
          count: 2,
          totalExcl: 150,
          totalIncl: 181.5,
          amountPaid: 80.5,
          open: 101,
        },
        {
          customerId: b.customerId,
          customerName: b.name,
          count: 1,
          totalExcl: 33.33,
          totalIncl: 40.33,
          amountPaid: 0,
          open: 40.33,
        },
      ],
      totalCount: 2,
      pageIndex: 1,
      pageSize: 20,
    });
    // The companies' open amounts add up to the summary's.
    const summary = await t.read(`${BASE}/invoices/summary`, admin);
    expect(all.items.reduce((s: number, i: Row) => s + cents(i.open), 0) / 100).toBe(summary.open);

    const page = await t.read(`${BASE}/invoices/customersummary?pageSize=5&pageIndex=2`, admin);
    expect(page).toEqual({ items: [], totalCount: 2, pageIndex: 2, pageSize: 5 });

    // Only A's paid invoice is paid: A's open amount drops to 0 and B comes first.
    const paidOrOverdue = await t.read(`${BASE}/invoices/customersummary?states=paid&states=overdue`, admin);
    expect(paidOrOverdue.items.map((i: Row) => [i.customerId, i.open])).toEqual([
      [b.customerId, 40.33],
      [a.customerId, 0],
    ]);
    const onlyB = await t.read(`${BASE}/invoices/customersummary?customerIds=${b.customerId}`, admin);
    expect(onlyB.items.map((i: Row) => i.customerId)).toEqual([b.customerId]);
    expect(await t.read(`${BASE}/invoices/summary?customerIds=${b.customerId}`, admin)).toMatchObject({
      count: 1,
      open: 40.33,
    });
    const october = await t.read(`${BASE}/invoices/customersummary?monthUntil=2026-10`, admin);
    expect(october.items).toEqual([expect.objectContaining({ customerId: a.customerId, count: 1, open: 101 })]);
    expect((await t.read(`${BASE}/invoices/customersummary?types=creditNote`, admin)).totalCount).toBe(0);
  });

  it('needs the invoices read right', async () => {
    await invoicedWithPayments();
    const viewer = await t.login(VIEWER);
    expect((await t.read(`${BASE}/invoices/summary`, viewer)).count).toBe(3);
    expect((await t.read(`${BASE}/invoices/customersummary`, viewer)).totalCount).toBe(2);
    for (const email of [PRODUCTS, NOMODULE]) {
      const cookie = await t.login(email);
      for (const url of [`${BASE}/invoices/summary`, `${BASE}/invoices/customersummary`])
        expect((await t.call({ method: 'GET', url, cookie })).statusCode, `${email} ${url}`).toBe(403);
    }
  });
});

describe('invoice detail', () => {
  it('answers the lines, the VAT per rate and the actions the caller may take', async () => {
    const [a] = await parties(1);
    const draft = await insertInvoice({
      party: a!,
      month: '2026-11',
      lines: [
        { unitPrice: 10.05, quantity: 3 },
        { unitPrice: 20, vatRate: 6 },
        { unitPrice: 9.99, vatRate: 21, itemId: null },
      ],
    });
    const detail = await t.read(`${BASE}/invoices/${draft.id}`, admin);
    expect(detail).toMatchObject({
      invoiceId: draft.id,
      customerName: a!.name,
      customerLanguage: expect.any(String),
      lineCount: 3,
      vatExemption: null,
      allowedActions: ['approve', 'delete', 'deleteLines'],
      approvedAt: null,
    });
    // 21 %: 30.15 + 9.99 = 40.14 -> 8.43 (8.4294); 6 %: 20 -> 1.20.
    expect(detail.vat).toEqual([
      { rate: 21, base: 40.14, amount: 8.43 },
      { rate: 6, base: 20, amount: 1.2 },
    ]);
    expect(detail.lines[0]).toMatchObject({
      contractId: a!.contractId,
      contractNumber: a!.contractNumber,
      contractItemId: a!.itemIds[0],
      quantity: 3,
      unitPrice: 10.05,
      amount: 30.15,
      vatRate: 21,
      periodFrom: wire('2026-11-01'),
      periodTo: wire('2026-11-28'),
      lineType: 'original',
    });
    expect(detail.lines[2]).toMatchObject({ contractItemId: null, amount: 9.99 });

    const viewer = await t.login(VIEWER);
    expect((await t.read(`${BASE}/invoices/${draft.id}`, viewer)).allowedActions).toEqual([]);

    // An approved invoice: its life's actions (src/shared/invoice-states.ts), none for the viewer.
    const invoice = await insertInvoice({ party: a!, month: '2026-10', state: 'created', lines: [{ unitPrice: 1 }] });
    expect((await t.read(`${BASE}/invoices/${invoice.id}`, admin)).allowedActions).toEqual([
      'markSent',
      'setAmountPaid',
      'editReference',
      'editMessage',
      'credit',
    ]);
    expect((await t.read(`${BASE}/invoices/${invoice.id}`, viewer)).allowedActions).toEqual([]);
    const empty = await insertInvoice({ party: a!, month: '2026-12' });
    expect((await t.read(`${BASE}/invoices/${empty.id}`, admin)).allowedActions).toEqual(['delete']);
  });

  it('names the VAT exemption of a reverse-charge customer', async () => {
    const [a, b] = await parties(2);
    const regime = async (code: string) =>
      (await rows<{ id: number }>(sql`select id from vat_regimes where code = ${code}`))[0]!.id;
    await t.database.db
      .update(companies)
      .set({ vatRegimeId: await regime('COCONTRACTOR') })
      .where(eq(companies.id, a!.customerId));
    await t.database.db
      .update(companies)
      .set({ vatRegimeId: await regime('EU_REVERSE_CHARGE') })
      .where(eq(companies.id, b!.customerId));
    const cocontractor = await insertInvoice({ party: a!, month: '2026-11', lines: [{ unitPrice: 100, vatRate: 0 }] });
    const intra = await insertInvoice({ party: b!, month: '2026-11', lines: [{ unitPrice: 100, vatRate: 0 }] });
    const one = await t.read(`${BASE}/invoices/${cocontractor.id}`, admin);
    expect(one).toMatchObject({ vatExemption: 'reverseCharge', vat: [{ rate: 0, base: 100, amount: 0 }] });
    expect((await t.read(`${BASE}/invoices/${intra.id}`, admin)).vatExemption).toBe('intraCommunity');
  });

  it('keeps simulations and invoices apart, 404 for an unknown id, and answers the status history oldest first', async () => {
    const [a] = await parties(1);
    const { requestId, ...sim } = await insertSimulation(a!, '2026-11', [{ unitPrice: 3 }]);
    const invoice = await insertInvoice({ party: a!, month: '2026-10', state: 'sent', lines: [{ unitPrice: 3 }] });
    const status = (url: string) => t.call({ method: 'GET', url, cookie: admin }).then((r) => r.statusCode);
    expect(await status(`${BASE}/invoices/${sim.id}`)).toBe(404);
    expect(await status(`${BASE}/simulations/${invoice.id}`)).toBe(404);
    expect(await status(`${BASE}/invoices/999999`)).toBe(404);
    expect(await status(`${BASE}/invoices/999999/status-history`)).toBe(404);
    const simulation = await t.read(`${BASE}/simulations/${sim.id}`, admin);
    expect(simulation).toMatchObject({ simulation: true, requestId, allowedActions: ['delete', 'deleteLines'] });

    const [user] = await rows<{ id: number; name: string }>(sql`select id, name from users where email = ${ADMIN}`);
    await t.database.db.insert(invoiceStatusHistory).values([
      { invoiceId: invoice.id, fromState: 'created', toState: 'sent', userId: null, createdAt: new Date('2026-11-03') },
      {
        invoiceId: invoice.id,
        fromState: 'draft',
        toState: 'created',
        userId: user!.id,
        note: 'approved',
        createdAt: new Date('2026-11-02'),
      },
    ]);
    expect(await t.read(`${BASE}/invoices/${invoice.id}/status-history`, admin)).toEqual([
      {
        fromState: 'draft',
        toState: 'created',
        userName: user!.name,
        note: 'approved',
        paymentAmount: null,
        createdAt: '2026-11-02T00:00:00.000Z',
      },
      {
        fromState: 'created',
        toState: 'sent',
        userName: null,
        note: null,
        paymentAmount: null,
        createdAt: '2026-11-03T00:00:00.000Z',
      },
    ]);
  });

  it('answers the settings', async () => {
    expect(await t.read(`${BASE}/configs`, admin)).toEqual({ anomalyShare: 0.2, paymentTermDays: 30, series: 'INV' });
  });
});

describe('drafts summary', () => {
  it('compares each invoiced company with the month before and flags what is worth a look', async () => {
    const [a, b, c, d] = await parties(4);
    const [a1, a2, a3] = [a!.itemIds[0]!, a!.itemIds[1]!, a!.itemIds[2] ?? null];
    // The month before: A invoiced 100 (two items), B drafted 50, C invoiced 30 (nothing now).
    await insertInvoice({
      party: a!,
      month: '2026-10',
      state: 'created',
      lines: [
        { itemId: a1, unitPrice: 60 },
        { itemId: a2, unitPrice: 40 },
      ],
    });
    await insertInvoice({ party: b!, month: '2026-10', lines: [{ unitPrice: 50 }] });
    await insertInvoice({ party: c!, month: '2026-10', state: 'paid', lines: [{ unitPrice: 30 }] });
    // Neither a simulation nor a credit note of the month before counts.
    const oldRun = await insertRequest({ month: '2026-10', simulation: true });
    await insertInvoice({
      party: d!,
      month: '2026-10',
      simulation: true,
      requestId: oldRun,
      lines: [{ unitPrice: 9 }],
    });
    await insertInvoice({
      party: d!,
      month: '2026-10',
      state: 'created',
      type: 'creditNote',
      lines: [{ unitPrice: 9 }],
    });

    // Now: A 130.01 (a1 the same, a2 at another price, a new item), B 60 (b1 at 60, a new item at 0), D new.
    await insertInvoice({
      party: a!,
      month: '2026-11',
      lines: [
        { itemId: a1, unitPrice: 60 },
        { itemId: a2, unitPrice: 45 },
        { itemId: a3, unitPrice: 25.01 },
      ],
    });
    await insertInvoice({ party: b!, month: '2026-11', lines: [{ unitPrice: 60 }, { unitPrice: 0 }] });
    await insertInvoice({ party: d!, month: '2026-11', receiver: 'accounting', lines: [{ unitPrice: 10 }] });

    // B's draft of the month before is one of the drafts too: the month's only.
    expect((await t.read(`${BASE}/drafts/summary`, admin)).count).toBe(4);
    const summary = await t.read(`${BASE}/drafts/summary?monthFrom=2026-11`, admin);
    expect(summary).toMatchObject({ count: 3, totalExcl: 200.01, totalVat: 42, totalIncl: 242.01 });
    const byCustomer = Object.fromEntries(summary.customers.map((x: Row) => [x.customerId, x]));
    expect(summary.customers).toHaveLength(4);
    expect(byCustomer[a!.customerId]).toEqual({
      customerId: a!.customerId,
      customerName: a!.name,
      receiver: 'client',
      drafts: 1,
      totalExcl: 130.01,
      totalIncl: 157.31,
      previousTotalExcl: 100,
      newLines: a3 === null ? 0 : 1,
      removedLines: 0,
      priceChanges: 1,
      silentContracts: 0,
      anomalies: ['totalMoved'],
    });
    expect(byCustomer[b!.customerId]).toMatchObject({
      totalExcl: 60,
      previousTotalExcl: 50,
      newLines: 1,
      removedLines: 0,
      priceChanges: 1,
      // 60 against 50 is exactly 20 % more: not moved.
      anomalies: ['zeroPrice'],
    });
    expect(byCustomer[c!.customerId]).toMatchObject({
      drafts: 0,
      totalExcl: 0,
      totalIncl: 0,
      previousTotalExcl: 30,
      removedLines: 1,
      anomalies: ['missingCustomer'],
    });
    expect(byCustomer[d!.customerId]).toMatchObject({
      receiver: 'accounting',
      previousTotalExcl: null,
      newLines: 1,
      anomalies: ['newCustomer'],
    });
    const names = summary.customers.map((x: Row) => x.customerName);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'nl-BE')));

    // Filtered: one customer; the missing one only when the filters name it.
    const onlyA = await t.read(`${BASE}/drafts/summary?customerIds=${a!.customerId}`, admin);
    expect(onlyA).toMatchObject({ count: 1, totalExcl: 130.01 });
    expect(onlyA.customers.map((x: Row) => x.customerId)).toEqual([a!.customerId]);
    // Exactly 20 % more is no anomaly.
    const b2 = await insertInvoice({ party: b!, month: '2026-12', lines: [{ unitPrice: 72 }] });
    const dec = await t.read(`${BASE}/drafts/summary?monthFrom=2026-12&customerIds=${b!.customerId}`, admin);
    expect(dec.customers).toEqual([expect.objectContaining({ previousTotalExcl: 60, totalExcl: 72, anomalies: [] })]);
    expect(b2.id).toBeGreaterThan(0);
  });

  it('sums a run’s drafts, a simulation’s too, against the real month before', async () => {
    const [a, b] = await parties(2);
    await insertInvoice({ party: a!, month: '2026-10', state: 'created', lines: [{ unitPrice: 100 }] });
    await insertInvoice({ party: b!, month: '2026-10', state: 'created', lines: [{ unitPrice: 10 }] });
    const requestId = await insertRequest({ month: '2026-11', simulation: true });
    await insertInvoice({ party: a!, month: '2026-11', simulation: true, requestId, lines: [{ unitPrice: 70 }] });
    await insertInvoice({ party: b!, month: '2026-11', lines: [{ unitPrice: 10 }] });

    const run = await t.read(`${BASE}/drafts/summary?requestId=${requestId}`, admin);
    expect(run).toMatchObject({ count: 1, totalExcl: 70, totalVat: 14.7, totalIncl: 84.7 });
    const byCustomer = Object.fromEntries(run.customers.map((x: Row) => [x.customerId, x]));
    expect(byCustomer[a!.customerId]).toMatchObject({ previousTotalExcl: 100, anomalies: ['totalMoved'] });
    expect(byCustomer[b!.customerId]).toMatchObject({ drafts: 0, anomalies: ['missingCustomer'] });

    // Without the run: the real drafts only.
    const real = await t.read(`${BASE}/drafts/summary`, admin);
    expect(real).toMatchObject({ count: 1, totalExcl: 10 });
    const anomalies = Object.fromEntries(real.customers.map((x: Row) => [x.customerId, x.anomalies]));
    expect(anomalies).toEqual({ [a!.customerId]: ['missingCustomer'], [b!.customerId]: [] });
    expect(await t.read(`${BASE}/drafts/summary?monthFrom=2027-01`, admin)).toEqual({
      count: 0,
      totalExcl: 0,
      totalVat: 0,
      totalIncl: 0,
      customers: [],
    });
  });
});

describe('request logs', () => {
  it('lists the runs newest first with their counts, and a run’s details filtered and searched', async () => {
    const [a, b] = await parties(2);
    const first = await insertRequest({ month: '2026-10', createdAt: new Date('2026-11-01T08:00:00Z') });
    const second = await insertRequest({
      month: '2026-11',
      simulation: true,
      status: 'pending',
      userId: null,
      createdAt: new Date('2026-12-01T08:00:00Z'),
    });
    await t.database.db.insert(invoiceRequestDetails).values([
      { requestId: first, type: 'error', contractId: a!.contractId, code: 'requestLog.noPrice', values: { item: 1 } },
      { requestId: first, type: 'warning', contractId: b!.contractId, code: 'requestLog.zeroPrice' },
      { requestId: first, type: 'warning', contractId: null, code: 'requestLog.other' },
      { requestId: first, type: 'info', contractId: a!.contractId, code: 'requestLog.invoiced' },
      { requestId: second, type: 'error', contractId: a!.contractId, code: 'requestLog.noPrice' },
    ]);

    const list = await t.read(`${BASE}/requests`, admin);
    expect(list).toMatchObject({ totalCount: 2, pageSize: 20 });
    expect(list.items.map((r: Row) => r.requestId)).toEqual([second, first]);
    const [user] = await rows<{ name: string }>(sql`select name from users where email = ${ADMIN}`);
    expect(list.items[1]).toMatchObject({
      month: '2026-10',
      simulation: false,
      status: 'finished',
      errors: 1,
      warnings: 2,
      userName: user!.name,
      createdAt: '2026-11-01T08:00:00.000Z',
    });
    expect(list.items[0]).toMatchObject({ errors: 1, warnings: 0, userName: null });
    const only = async (query: string) =>
      (await t.read(`${BASE}/requests?${query}`, admin)).items.map((r: Row) => r.requestId);
    expect(await only('statuses=pending')).toEqual([second]);
    expect(await only('simulation=false')).toEqual([first]);
    expect(await only('simulation=true&statuses=finished')).toEqual([]);

    const detail = await t.read(`${BASE}/requests/${first}`, admin);
    expect(detail.request).toMatchObject({ requestId: first, errors: 1, warnings: 2 });
    expect(detail.details).toMatchObject({ totalCount: 4, pageIndex: 1, pageSize: 20 });
    expect(detail.details.items[0]).toMatchObject({
      type: 'error',
      contractId: a!.contractId,
      contractNumber: a!.contractNumber,
      customerName: a!.name,
      code: 'requestLog.noPrice',
      values: { item: 1 },
    });
    const codes = async (query: string) =>
      (await t.read(`${BASE}/requests/${first}?${query}`, admin)).details.items.map((d: Row) => d.code);
    expect(await codes('types=warning')).toEqual(['requestLog.zeroPrice', 'requestLog.other']);
    expect(await codes('types=error&types=info')).toEqual(['requestLog.noPrice', 'requestLog.invoiced']);
    expect(await codes('searchText=OTHER')).toEqual(['requestLog.other']);
    expect(await codes(`searchText=${b!.contractNumber}`)).toEqual(['requestLog.zeroPrice']);
    expect(await codes(`searchText=${encodeURIComponent(b!.name)}`)).toEqual(['requestLog.zeroPrice']);
    expect(await codes('pageSize=5&pageIndex=2')).toEqual([]);
    const missing = await t.call({ method: 'GET', url: `${BASE}/requests/999999`, cookie: admin });
    expect(missing.statusCode).toBe(404);
  });
});

describe('deletes', () => {
  const del = (url: string, cookie = admin) => t.call({ method: 'DELETE', url, cookie });

  it('deletes a draft with its lines, so its items can be drafted again; never an invoice', async () => {
    const [a] = await parties(1);
    const draft = await insertInvoice({ party: a!, month: '2026-11', lines: [{ unitPrice: 10 }, { unitPrice: 5 }] });
    const invoice = await insertInvoice({ party: a!, month: '2026-10', state: 'created', lines: [{ unitPrice: 1 }] });

    const refused = await del(`${BASE}/invoices/drafts/${invoice.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessage).toBe('validation.notDraft');
    expect((await del(`${BASE}/invoices/drafts/999999`)).statusCode).toBe(404);

    const res = await del(`${BASE}/invoices/drafts/${draft.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ isSuccesful: true, response: null });
    const left = await rows(sql`select id from invoice_lines where invoice_id = ${draft.id}`);
    expect(left).toEqual([]);
    expect((await t.read(`${BASE}/invoices/drafts`, admin)).totalCount).toBe(0);
    // The same items for the same period go on a new draft (the once-per-period index lets them).
    const again = await insertInvoice({ party: a!, month: '2026-11', lines: [{ unitPrice: 10 }, { unitPrice: 5 }] });
    expect((await t.read(`${BASE}/invoices/${again.id}`, admin)).lineCount).toBe(2);
  });

  it('keeps simulations and drafts apart', async () => {
    const [a] = await parties(1);
    const sim = await insertSimulation(a!, '2026-11', [{ unitPrice: 1 }]);
    const draft = await insertInvoice({ party: a!, month: '2026-11', lines: [{ unitPrice: 1 }] });
    expect((await del(`${BASE}/invoices/drafts/${sim.id}`)).statusCode).toBe(404);
    expect((await del(`${BASE}/simulations/drafts/${draft.id}`)).statusCode).toBe(404);
    expect((await del(`${BASE}/simulations/drafts/${sim.id}`)).statusCode).toBe(200);
    expect((await t.read(`${BASE}/simulations`, admin)).totalCount).toBe(0);
    expect(ids(await t.read(`${BASE}/invoices/drafts`, admin))).toEqual([draft.id]);
  });

  it('deletes lines of a draft, writes its totals again and raises its version; an emptied draft stays', async () => {
    const [a, b] = await parties(2);
    const draft = await insertInvoice({
      party: a!,
      month: '2026-11',
      lines: [{ unitPrice: 10 }, { unitPrice: 20, vatRate: 6 }, { unitPrice: 30 }],
    });
    const other = await insertInvoice({ party: b!, month: '2026-11', lines: [{ unitPrice: 1 }] });
    const invoice = await insertInvoice({ party: b!, month: '2026-10', state: 'created', lines: [{ unitPrice: 1 }] });
    const [l1, l2, l3] = draft.lineIds;

    const foreign = await del(`${BASE}/invoices/drafts/${draft.id}/lines?lineIds=${l1}&lineIds=${other.lineIds[0]}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toEqual({ lineIds: 'validation.notDraftLine' });
    const none = await del(`${BASE}/invoices/drafts/${draft.id}/lines`);
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toHaveProperty('lineIds');
    const approved = await del(`${BASE}/invoices/drafts/${invoice.id}/lines?lineIds=${invoice.lineIds[0]}`);
    expect(approved.json().errorMessage).toBe('validation.notDraft');
    expect((await del(`${BASE}/invoices/drafts/999999/lines?lineIds=${l1}`)).statusCode).toBe(404);

    const res = await del(`${BASE}/invoices/drafts/${draft.id}/lines?lineIds=${l1}&lineIds=${l3}&lineIds=${l1}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({
      invoiceId: draft.id,
      lineCount: 1,
      totalExcl: 20,
      totalVat: 1.2,
      totalIncl: 21.2,
      version: 2,
      vat: [{ rate: 6, base: 20, amount: 1.2 }],
    });
    expect(res.json().response.lines.map((l: Row) => l.invoiceLineId)).toEqual([l2]);
    const row = (await t.read(`${BASE}/invoices/drafts?customerIds=${a!.customerId}`, admin)).items[0];
    expect(row).toMatchObject({ totalExcl: 20, totalIncl: 21.2, lineCount: 1, version: 2 });

    const emptied = await del(`${BASE}/invoices/drafts/${draft.id}/lines?lineIds=${l2}`);
    expect(emptied.json().response).toMatchObject({
      lineCount: 0,
      totalExcl: 0,
      totalVat: 0,
      totalIncl: 0,
      version: 3,
    });
    expect(emptied.json().response.allowedActions).toEqual(['delete']);
    // A simulation's draft loses lines the same way.
    const sim = await insertSimulation(a!, '2026-11', [{ unitPrice: 4 }, { unitPrice: 6 }]);
    const simRes = await del(`${BASE}/invoices/drafts/${sim.id}/lines?lineIds=${sim.lineIds[0]}`);
    expect(simRes.json().response).toMatchObject({ simulation: true, lineCount: 1, totalExcl: 6 });
  });

  it('lets the read-only account read everything but delete nothing', async () => {
    const [a] = await parties(1);
    const { requestId, ...sim } = await insertSimulation(a!, '2026-11', [{ unitPrice: 1 }]);
    const draft = await insertInvoice({ party: a!, month: '2026-11', lines: [{ unitPrice: 1 }] });
    const viewer = await t.login(VIEWER);
    for (const url of [
      `${BASE}/configs`,
      `${BASE}/invoices`,
      `${BASE}/invoices/drafts`,
      `${BASE}/drafts/summary`,
      `${BASE}/simulations`,
      `${BASE}/simulations/${sim.id}`,
      `${BASE}/invoices/${draft.id}`,
      `${BASE}/invoices/${draft.id}/status-history`,
      `${BASE}/requests`,
      `${BASE}/requests/${requestId}`,
    ])
      await t.read(url, viewer);
    for (const url of [
      `${BASE}/invoices/drafts/${draft.id}`,
      `${BASE}/invoices/drafts/${draft.id}/lines?lineIds=${draft.lineIds[0]}`,
      `${BASE}/simulations/drafts/${sim.id}`,
    ])
      expect((await del(url, viewer)).statusCode).toBe(403);
    const nobody = await t.login(NOMODULE);
    expect((await t.call({ method: 'GET', url: `${BASE}/invoices`, cookie: nobody })).statusCode).toBe(403);
    expect((await t.read(`${BASE}/invoices/${draft.id}`, admin)).lineCount).toBe(1);
  });
});
