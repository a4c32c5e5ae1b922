import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, testAppForFile, NOMODULE, VIEWER } from '../../testing/test-app';
import { runToEnd, startRun } from '../invoice/run/invoice-run';

const t = testAppForFile();
let admin: string;
beforeEach(async () => {
  admin = await t.login(ADMIN);
});

const API = '/api/invoice/v2';
const BASE = `${API}/manualinvoices`;
const LINES = `${API}/manualinvoicelines`;
const wire = (day: string) => `${day}T00:00:00.000Z`;

type Row = Record<string, unknown>;
const rows = async <R extends Row>(query: ReturnType<typeof sql>) => (await t.database.db.execute<R>(query)).rows;
const one = async <R extends Row>(query: ReturnType<typeof sql>) => (await rows<R>(query))[0]!;

/** An active company charged Belgian VAT, or one whose VAT regime exempts. */
const customer = async (exempt = false) =>
  (
    await one<{ id: number }>(sql`select c.id from companies c join vat_regimes r on r.id = c.vat_regime_id
      where c.status = 'active' and (r.code <> 'BE_STANDARD') = ${exempt} order by c.id limit 1`)
  ).id;
const product = (code: string) =>
  one<{ id: number; unitPrice: number; vatRate: number; description: string; unit: string }>(sql`select id,
    unit_price::float8 as "unitPrice", vat_rate as "vatRate", description, unit from manual_products where code = ${code}`);
const contractType = async (code: string) =>
  (await one<{ id: number }>(sql`select id from contract_types where code = ${code}`)).id;

/** A product line at the product's values (`quantity` of it). */
async function productLine(code: string, quantity: number) {
  const p = await product(code);
  return {
    manualProductId: p.id,
    description: p.description,
    quantity,
    unitPrice: p.unitPrice,
    vatRate: p.vatRate,
    unit: p.unit,
  };
}
const freeLine = (description: string, quantity: number, unitPrice: number) => ({
  manualProductId: null,
  description,
  quantity,
  unitPrice,
  vatRate: 21,
  unit: 'piece',
});

async function body(over: Row = {}) {
  return {
    customerId: await customer(),
    contractTypeId: await contractType('support'),
    periodFrom: wire('2026-12-01'),
    periodTo: wire('2026-12-31'),
    reference: ' PO-77 ',
    message: '',
    lines: [await productLine('CONSULT-HOUR', 3), freeLine('Discount', 1, -20)],
    ...over,
  };
}

/** Creates a manual draft as the admin; its detail. */
async function create(over: Row = {}) {
  const res = await t.post(BASE, await body(over), admin);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().response;
}

const fieldErrors = (res: { json: () => { fieldErrors?: Record<string, string> } }) => res.json().fieldErrors;

describe('manual invoices', () => {
  it('lists the seeded ones: open ones by default, drafts first; filters, search, sorts', async () => {
    const seeded = await one<{ all: number; open: number; drafts: number }>(sql`select count(*)::int as all,
      count(*) filter (where state <> 'paid')::int as open, count(*) filter (where state = 'draft')::int as drafts
      from invoices where manual`);
    expect(seeded.all).toBe(15);
    expect(seeded.drafts).toBe(4);
    // Approved and moved on as every invoice is (server/db/seed/manual-invoices.ts).
    const states = await rows<{ state: string }>(sql`select distinct state from invoices where manual order by 1`);
    expect(states.map((r) => r.state)).toEqual([
      'draft',
      'notice1',
      'overdue',
      'paid',
      'partiallyPaid',
      'reminder1',
      'reminder2',
      'sent',
    ]);
    const open = await t.read(`${BASE}?pageSize=50`, admin);
    expect(open.totalCount).toBe(seeded.open);
    const listed = open.items.map((i: { state: string }) => i.state);
    expect(listed.slice(0, 4)).toEqual(['draft', 'draft', 'draft', 'draft']);
    expect(listed).not.toContain('paid');
    const dates = open.items.slice(4).map((i: { documentDate: string }) => i.documentDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(open.items[0]).toMatchObject({ documentNumber: null, contractTypeCode: expect.any(String) });
    expect(open.items[4].periodFrom).toMatch(/^2026-\d\d-\d\dT00:00:00.000Z$/);

    const paid = await t.read(`${BASE}?statuses=paid&pageSize=50`, admin);
    expect(paid.totalCount).toBe(seeded.all - seeded.open);
    expect(paid.items.every((i: { state: string }) => i.state === 'paid')).toBe(true);
    const all = await t.read(
      `${BASE}?${['draft', 'created', 'sent', 'paid', 'overdue', 'partiallyPaid'].map((s) => `statuses=${s}`).join('&')}&statuses=reminder1&statuses=reminder2&statuses=notice1&pageSize=50`,
      admin,
    );
    expect(all.totalCount).toBe(seeded.all);

    const po = await t.read(
      `${BASE}?searchText=po-4471&statuses=paid&statuses=created&statuses=sent&statuses=partiallyPaid&statuses=overdue&statuses=reminder1`,
      admin,
    );
    expect(po.items.map((i: { reference: string }) => i.reference)).toEqual(['PO-4471']);
    const first = open.items[4];
    const byNumber = await t.read(`${BASE}?searchText=${encodeURIComponent(first.documentNumber)}`, admin);
    expect(byNumber.items.map((i: { invoiceId: number }) => i.invoiceId)).toEqual([first.invoiceId]);
    const setup = await contractType('setup');
    const ofType = await t.read(`${BASE}?contractTypeIds=${setup}&pageSize=50`, admin);
    expect(ofType.items.length).toBeGreaterThan(0);
    expect(ofType.items.every((i: { contractTypeId: number }) => i.contractTypeId === setup)).toBe(true);
    const ofCustomer = await t.read(`${BASE}?customerIds=${first.customerId}&pageSize=50`, admin);
    expect(ofCustomer.items.every((i: { customerId: number }) => i.customerId === first.customerId)).toBe(true);
    const byPeriod = await t.read(`${BASE}?orderBys=periodFrom&pageSize=50`, admin);
    const periods = byPeriod.items.map((i: { periodFrom: string }) => i.periodFrom);
    expect(periods).toEqual([...periods].sort());

    const bad = await t.call({ method: 'GET', url: `${BASE}?statuses=gone&orderBys=month`, cookie: admin });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toEqual({ 'statuses.0': 'validation.invalid', 'orderBys.0': 'validation.invalidSort' });
  });

  it('offers active customers, the party types and the contract types', async () => {
    const found = await t.read(`${BASE}/customers?searchText=a&partyTypes=RESELLER`, admin);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(50);
    expect(found.every((c: { partyType: string }) => c.partyType === 'RESELLER')).toBe(true);
    expect(found[0]).toEqual({
      companyId: expect.any(Number),
      name: expect.any(String),
      partyType: 'RESELLER',
      vatNumber: expect.any(String),
    });
    const inactive = await one<{ id: number }>(sql`select id from companies where status = 'inactive' limit 1`);
    const named = await t.read(`${BASE}/customers?ids=${inactive.id}&ids=${found[0].companyId}`, admin);
    expect(named.map((c: { companyId: number }) => c.companyId)).toEqual([found[0].companyId]);
    expect(await t.read(`${BASE}/partytypes`, admin)).toEqual([
      { partyType: 'RESELLER' },
      { partyType: 'ENDUSER' },
      { partyType: 'NEWENDUSER' },
      { partyType: 'NEWPARTNER' },
    ]);
    const types = await t.read(`${BASE}/contracttypes`, admin);
    expect(types.map((ty: { code: string }) => ty.code).sort()).toEqual(
      ['azure', 'domain', 'hosting', 'o365NCE', 'setup', 'support'].sort(),
    );
  });

  it('creates with a product line and a free-text line: totals, VAT, the detail, the timeline, the hub', async () => {
    const heard: number[] = [];
    const stop = t.app.events.subscribe((event) => {
      if (event.type === 'changed' && event.domain === 'manualInvoices') heard.push(...event.ids);
    });
    try {
      const draft = await create();
      // 3 x 95 - 20 = 265; VAT 21 % of 265 = 55.65.
      expect(draft).toMatchObject({
        manual: true,
        state: 'draft',
        documentNumber: null,
        month: '2026-12',
        periodFrom: wire('2026-12-01'),
        periodTo: wire('2026-12-31'),
        contractTypeCode: 'support',
        reference: 'PO-77',
        message: null,
        receiver: 'client',
        totalExcl: 265,
        totalVat: 55.65,
        totalIncl: 320.65,
        vat: [{ rate: 21, base: 265, amount: 55.65 }],
        vatExemption: null,
        version: 1,
        allowedActions: ['approve', 'edit', 'delete', 'deleteLines'],
        replacesInvoiceId: null,
      });
      const consult = await product('CONSULT-HOUR');
      expect(draft.lines).toMatchObject([
        {
          manualProductId: consult.id,
          productCode: 'CONSULT-HOUR',
          description: 'Consultancy hour',
          quantity: 3,
          unitPrice: 95,
          amount: 285,
          vatRate: 21,
          unit: 'hour',
          periodFrom: wire('2026-12-01'),
          periodTo: wire('2026-12-31'),
          contractId: null,
          lineType: 'original',
        },
        { manualProductId: null, productCode: null, description: 'Discount', amount: -20, unit: 'piece' },
      ]);
      expect(await t.read(`${BASE}/${draft.invoiceId}`, admin)).toEqual(draft);
      expect(await t.read(`${API}/invoices/${draft.invoiceId}`, admin)).toMatchObject({ manual: true });
      const event = await one<{ action: string; kind: string }>(sql`select action, kind from timeline_events
        where record_id = ${draft.invoiceId} and kind = 'invoice' order by id desc limit 1`);
      expect(event).toEqual({ action: 'created', kind: 'invoice' });
      await vi.waitFor(() => expect(heard).toContain(draft.invoiceId));
    } finally {
      stop();
    }
  });

  it('invoices a customer whose VAT regime exempts at 0 %, with the exemption', async () => {
    const draft = await create({ customerId: await customer(true) });
    expect(draft.lines.map((l: { vatRate: number }) => l.vatRate)).toEqual([0, 0]);
    expect(draft).toMatchObject({ totalExcl: 265, totalVat: 0, totalIncl: 265, vatExemption: expect.any(String) });
  });

  it('answers field errors on the header and on lines.<i>.*, and writes nothing', async () => {
    const before = await one<{ n: number }>(sql`select count(*)::int as n from invoices`);
    const order = await t.post(
      BASE,
      await body({
        periodTo: wire('2026-11-30'),
        lines: [{ ...(await productLine('CONSULT-HOUR', 1.5)) }, freeLine(' ', 1, 1.005)],
      }),
      admin,
    );
    expect(order.statusCode).toBe(400);
    expect(fieldErrors(order)).toEqual({
      periodTo: 'validation.periodOrder',
      'lines.0.quantity': 'validation.integer',
      'lines.1.description': 'validation.required',
      'lines.1.unitPrice': 'validation.decimals|2',
    });
    const inactiveCompany = await one<{ id: number }>(sql`select id from companies where status = 'inactive' limit 1`);
    const refs = await t.post(
      BASE,
      await body({
        customerId: inactiveCompany.id,
        contractTypeId: 9999,
        lines: [
          await productLine('CONSULT-HOUR', 1),
          { ...(await productLine('FAX-LINE', 1)) },
          { ...freeLine('Ghost', 1, 1), manualProductId: 99_999 },
        ],
      }),
      admin,
    );
    expect(refs.statusCode).toBe(400);
    expect(fieldErrors(refs)).toEqual({
      customerId: 'validation.unknown',
      contractTypeId: 'validation.unknown',
      'lines.1.manualProductId': 'validation.inactive',
      'lines.2.manualProductId': 'validation.unknown',
    });
    const empty = await t.post(BASE, await body({ lines: [] }), admin);
    expect(fieldErrors(empty)).toEqual({ lines: 'validation.required' });
    const limits = await t.post(
      BASE,
      await body({
        periodFrom: '2026-12-01',
        lines: [{ ...freeLine('x'.repeat(201), 0, 1_000_000), vatRate: 7, unit: 'litre' }],
      }),
      admin,
    );
    expect(fieldErrors(limits)).toEqual({
      periodFrom: 'validation.date',
      'lines.0.description': 'validation.maxLength|200',
      'lines.0.quantity': 'validation.min|1',
      'lines.0.unitPrice': 'validation.max|999999.99',
      'lines.0.vatRate': 'validation.oneOf|0, 6, 12, 21',
      'lines.0.unit': 'validation.oneOf|hour, day, piece, month, year',
    });
    expect((await one<{ n: number }>(sql`select count(*)::int as n from invoices`)).n).toBe(before.n);
  });

  it('refuses an inactive product on a new line but keeps it on an existing one', async () => {
    const draft = await create({ lines: [await productLine('SETUP-FEE', 1)] });
    const setup = await product('SETUP-FEE');
    const off = await t.post(`${API}/manualproducts/set-inactive`, { manualProductIds: [setup.id] }, admin);
    expect(off.statusCode).toBe(200);
    const added = await t.post(
      LINES,
      { invoiceId: draft.invoiceId, version: draft.version, ...(await productLine('SETUP-FEE', 2)) },
      admin,
    );
    expect(added.statusCode).toBe(400);
    expect(fieldErrors(added)).toEqual({ manualProductId: 'validation.inactive' });
    const line = draft.lines[0];
    const kept = await t.put(
      LINES,
      {
        invoiceId: draft.invoiceId,
        invoiceLineId: line.invoiceLineId,
        version: draft.version,
        ...(await productLine('SETUP-FEE', 2)),
        unitPrice: 140,
      },
      admin,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().response).toMatchObject({ version: draft.version + 1, totalExcl: 280 });
    expect(kept.json().response.lines[0]).toMatchObject({
      manualProductId: setup.id,
      productCode: 'SETUP-FEE',
      quantity: 2,
    });
    // Another line switching to the inactive product is a new use of it.
    const other = await t.post(
      LINES,
      { invoiceId: draft.invoiceId, version: draft.version + 1, ...freeLine('Other', 1, 10) },
      admin,
    );
    expect(other.statusCode).toBe(201);
    const otherLine = other.json().response.lines[1];
    const switched = await t.put(
      LINES,
      {
        invoiceId: draft.invoiceId,
        invoiceLineId: otherLine.invoiceLineId,
        version: draft.version + 2,
        ...(await productLine('SETUP-FEE', 1)),
      },
      admin,
    );
    expect(fieldErrors(switched)).toEqual({ manualProductId: 'validation.inactive' });
  });

  it('changes the header on its version: the lines follow the period; 409 when stale; VAT follows the customer', async () => {
    const draft = await create();
    const header = {
      invoiceId: draft.invoiceId,
      version: draft.version,
      customerId: draft.customerId,
      receiver: 'accounting',
      contractTypeId: await contractType('setup'),
      periodFrom: wire('2027-01-05'),
      periodTo: wire('2027-01-20'),
      reference: '',
      message: 'Thank you',
    };
    const res = await t.put(BASE, header, admin);
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().response;
    expect(updated).toMatchObject({
      version: draft.version + 1,
      month: '2027-01',
      receiver: 'accounting',
      contractTypeCode: 'setup',
      reference: null,
      message: 'Thank you',
      totalIncl: 320.65,
    });
    expect(updated.lines.map((l: { periodFrom: string; periodTo: string }) => [l.periodFrom, l.periodTo])).toEqual([
      [wire('2027-01-05'), wire('2027-01-20')],
      [wire('2027-01-05'), wire('2027-01-20')],
    ]);
    const stale = await t.put(BASE, { ...header, message: 'Late' }, admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorMessage: 'versionConflict', response: { message: 'Thank you' } });

    // To a customer whose regime exempts: every line at 0 %; back to a taxed one is refused while there are lines.
    const exempt = await t.put(BASE, { ...header, version: updated.version, customerId: await customer(true) }, admin);
    expect(exempt.statusCode, exempt.body).toBe(200);
    expect(exempt.json().response).toMatchObject({ totalVat: 0, totalIncl: 265 });
    const back = await t.put(BASE, { ...header, version: updated.version + 1 }, admin);
    expect(fieldErrors(back)).toEqual({ customerId: 'validation.vatRegimeChanged' });
    const missing = await t.put(BASE, { ...header, invoiceId: 999_999 }, admin);
    expect(missing.statusCode).toBe(404);
  });

  it('adds, changes and deletes lines on the version', async () => {
    const draft = await create();
    const added = await t.post(
      LINES,
      { invoiceId: draft.invoiceId, version: draft.version, ...(await productLine('TRAVEL-KM', 2)) },
      admin,
    );
    expect(added.statusCode, added.body).toBe(201);
    const withTravel = added.json().response;
    expect(withTravel).toMatchObject({ version: 2, lineCount: 3, totalExcl: 335 });
    expect(withTravel.lines[2]).toMatchObject({ productCode: 'TRAVEL-KM', periodFrom: wire('2026-12-01') });
    const discount = withTravel.lines[1];
    const changed = await t.put(
      LINES,
      {
        invoiceId: draft.invoiceId,
        invoiceLineId: discount.invoiceLineId,
        version: 2,
        ...freeLine('Discount', 1, -35),
        vatRate: 6,
      },
      admin,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    // 21 %: 285 + 70 = 355, VAT 74.55; 6 %: -35, VAT -2.10.
    expect(changed.json().response).toMatchObject({
      version: 3,
      totalExcl: 320,
      totalVat: 72.45,
      vat: [
        { rate: 21, base: 355, amount: 74.55 },
        { rate: 6, base: -35, amount: -2.1 },
      ],
    });
    const stale = await t.post(LINES, { invoiceId: draft.invoiceId, version: 2, ...freeLine('Late', 1, 1) }, admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().response).toMatchObject({ version: 3, lineCount: 3 });

    const other = await create();
    const foreign = await t.call({
      method: 'DELETE',
      url: `${LINES}?invoiceId=${draft.invoiceId}&version=3&lineIds=${discount.invoiceLineId}&lineIds=${other.lines[0].invoiceLineId}`,
      cookie: admin,
    });
    expect(foreign.statusCode).toBe(400);
    expect(fieldErrors(foreign)).toEqual({ lineIds: 'validation.notDraftLine' });
    const wrongLine = await t.put(
      LINES,
      {
        invoiceId: draft.invoiceId,
        invoiceLineId: other.lines[0].invoiceLineId,
        version: 3,
        ...freeLine('x', 1, 1),
      },
      admin,
    );
    expect(fieldErrors(wrongLine)).toEqual({ invoiceLineId: 'validation.notDraftLine' });
    const deleted = await t.call({
      method: 'DELETE',
      url: `${LINES}?invoiceId=${draft.invoiceId}&version=3&lineIds=${discount.invoiceLineId}`,
      cookie: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().response).toMatchObject({ version: 4, lineCount: 2, totalExcl: 355 });
    const changes = await one<{ changes: unknown }>(sql`select changes from timeline_events
      where record_id = ${draft.invoiceId} and kind = 'invoice' order by id desc limit 1`);
    expect(changes.changes).toEqual([
      { field: 'lines', before: 3, after: 2 },
      { field: 'totalIncl', before: 392.45, after: 429.55 },
    ]);
  });

  it('deletes a draft (on its version when given)', async () => {
    const draft = await create();
    const stale = await t.call({ method: 'DELETE', url: `${BASE}/${draft.invoiceId}?version=7`, cookie: admin });
    expect(stale.statusCode).toBe(409);
    const res = await t.call({ method: 'DELETE', url: `${BASE}/${draft.invoiceId}?version=1`, cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toBeNull();
    expect((await t.call({ method: 'GET', url: `${BASE}/${draft.invoiceId}`, cookie: admin })).statusCode).toBe(404);
    const event = await one<{ action: string }>(sql`select action from timeline_events
      where record_id = ${draft.invoiceId} and kind = 'invoice' order by id desc limit 1`);
    expect(event.action).toBe('deleted');
  });

  it('approves through invoices/:id/approve: an INV number, listed among the invoices; then it no longer changes', async () => {
    const draft = await create();
    const approved = await t.post(`${API}/invoices/${draft.invoiceId}/approve`, { version: draft.version }, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    const invoice = approved.json().response;
    expect(invoice).toMatchObject({ state: 'created', manual: true, totalIncl: 320.65 });
    expect(invoice.documentNumber).toMatch(/^2026\/\d{6}$/);
    const listed = await t.read(`${API}/invoices?searchText=${encodeURIComponent(invoice.documentNumber)}`, admin);
    expect(listed.items.map((i: { invoiceId: number }) => i.invoiceId)).toEqual([draft.invoiceId]);
    const manual = await t.read(`${BASE}/${draft.invoiceId}`, admin);
    expect(manual.allowedActions).not.toContain('edit');
    expect(manual.allowedActions).toContain('markSent');

    const header = { ...(await body()), invoiceId: draft.invoiceId, version: invoice.version, lines: undefined };
    const put = await t.put(BASE, header, admin);
    expect(put.statusCode).toBe(400);
    expect(put.json().errorMessage).toBe('validation.notDraft');
    const line = await t.post(
      LINES,
      { invoiceId: draft.invoiceId, version: invoice.version, ...freeLine('More', 1, 1) },
      admin,
    );
    expect(line.json().errorMessage).toBe('validation.notDraft');
    const del = await t.call({ method: 'DELETE', url: `${BASE}/${draft.invoiceId}`, cookie: admin });
    expect(del.json().errorMessage).toBe('validation.notDraft');

    // Corrected as any invoice: a credit note, its lines in their units; not itself a manual invoice.
    const credit = await t.post(
      `${API}/invoices/${draft.invoiceId}/credit`,
      {
        version: invoice.version,
        reason: 'Wrong hours',
        lines: [{ invoiceLineId: invoice.lines[0].invoiceLineId, quantity: 1 }],
      },
      admin,
    );
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json().response.creditNote).toMatchObject({ type: 'creditNote', manual: false, totalExcl: -95 });
    expect(credit.json().response.creditNote.lines[0]).toMatchObject({
      unit: 'hour',
      productCode: 'CONSULT-HOUR',
      lineType: 'isCrediter',
    });
  });

  it('refuses to approve a manual invoice whose total is below 0', async () => {
    const draft = await create({ lines: [freeLine('Goodwill', 1, -10)] });
    const res = await t.post(`${API}/invoices/${draft.invoiceId}/approve`, { version: draft.version }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('validation.negativeTotal');
  });

  it('stays out of the month drafts, their summary and the month run', async () => {
    // A company the December run invoices (it had a month invoice in November).
    const monthCustomer = await one<{ id: number }>(sql`select customer_id as id from invoices
      where month = '2026-11' and not manual and receiver = 'client' and type = 'invoice' order by id limit 1`);
    const draft = await create({ customerId: monthCustomer.id, lines: [freeLine('Extra', 1, 100)] });
    const drafts = await t.read(`${API}/invoices/drafts?customerIds=${monthCustomer.id}&pageSize=100`, admin);
    expect(drafts.items.map((i: { invoiceId: number }) => i.invoiceId)).not.toContain(draft.invoiceId);
    const summary = await t.read(`${API}/drafts/summary?customerIds=${monthCustomer.id}`, admin);
    expect(summary.count).toBe(0);
    // Not deleted, priced again or approved in bulk as a month draft.
    expect(
      (await t.call({ method: 'DELETE', url: `${API}/invoices/drafts/${draft.invoiceId}`, cookie: admin })).statusCode,
    ).toBe(404);
    const recalculated = await t.post(`${API}/invoices/recalculate`, { invoiceIds: [draft.invoiceId] }, admin);
    expect(recalculated.json().response.failed).toEqual([{ invoiceId: draft.invoiceId, code: 'notFound' }]);

    const requestId = await startRun(t.database.db, { month: '2026-12', simulation: false, userId: null });
    await runToEnd(t.database.db, requestId);
    const monthDraft = await one<{ id: number; manual: boolean }>(sql`select id, manual from invoices
      where request_id = ${requestId} and customer_id = ${monthCustomer.id} and receiver = 'client'`);
    expect(monthDraft.id).not.toBe(draft.invoiceId);
    expect(monthDraft.manual).toBe(false);
    expect(await t.read(`${BASE}/${draft.invoiceId}`, admin)).toMatchObject({
      version: 1,
      lineCount: 1,
      totalExcl: 100,
    });
    const after = await t.read(`${API}/drafts/summary?customerIds=${monthCustomer.id}`, admin);
    expect(after.count).toBe(1);
    const bulk = await t.post(`${API}/invoices/approve/bulk`, { customerIds: [monthCustomer.id] }, admin);
    const bulkApproved = bulk.json().response.approved.map((a: { invoiceId: number }) => a.invoiceId);
    expect(bulkApproved).toContain(monthDraft.id);
    expect(bulkApproved).not.toContain(draft.invoiceId);
    expect(await t.read(`${BASE}/${draft.invoiceId}`, admin)).toMatchObject({ state: 'draft' });
    // A month invoice is no manual invoice.
    expect((await t.call({ method: 'GET', url: `${BASE}/${monthDraft.id}`, cookie: admin })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `${BASE}/${monthDraft.id}`, cookie: admin })).statusCode).toBe(404);
  });

  it('gives a read-only account no actions and refuses its writes; no module, no read', async () => {
    const draft = await create();
    const viewer = await t.login(VIEWER);
    expect((await t.read(`${BASE}/${draft.invoiceId}`, viewer)).allowedActions).toEqual([]);
    const writes = [
      { method: 'POST' as const, url: BASE, payload: await body() },
      {
        method: 'PUT' as const,
        url: BASE,
        payload: { ...(await body()), invoiceId: draft.invoiceId, version: 1, lines: undefined },
      },
      { method: 'DELETE' as const, url: `${BASE}/${draft.invoiceId}` },
      {
        method: 'POST' as const,
        url: LINES,
        payload: { invoiceId: draft.invoiceId, version: 1, ...freeLine('x', 1, 1) },
      },
      {
        method: 'PUT' as const,
        url: LINES,
        payload: {
          invoiceId: draft.invoiceId,
          invoiceLineId: draft.lines[0].invoiceLineId,
          version: 1,
          ...freeLine('x', 1, 1),
        },
      },
      {
        method: 'DELETE' as const,
        url: `${LINES}?invoiceId=${draft.invoiceId}&version=1&lineIds=${draft.lines[0].invoiceLineId}`,
      },
    ];
    for (const write of writes)
      expect((await t.call({ ...write, cookie: viewer })).statusCode, `${write.method} ${write.url}`).toBe(403);
    expect(await t.read(`${BASE}/${draft.invoiceId}`, admin)).toMatchObject({ version: 1, lineCount: 2 });
    const none = await t.login(NOMODULE);
    expect((await t.call({ method: 'GET', url: BASE, cookie: none })).statusCode).toBe(403);
  });
});
