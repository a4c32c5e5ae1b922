import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { invoiceTotals } from '../../../../src/shared/invoice-lines';
import { brusselsToday } from '../../../http/csv';
import { createUserWithRights } from '../../../testing/routes';
import { ADMIN, testAppForFile, VIEWER } from '../../../testing/test-app';
import { asManualLine } from './invoice-credit';
import { runToEnd, startRun } from '../run/invoice-run';
import { checkUbl } from '../documents/ubl-rules';

const t = testAppForFile();

const BASE = '/api/invoice/v2';
type Line = {
  invoiceLineId: number;
  contractItemId: number | null;
  unitPrice: number;
  description: string;
  quantity: number;
  amount: number;
  vatRate: number;
  lineType: string;
  creditedQuantity: number;
};
type Detail = {
  invoiceId: number;
  documentNumber: string;
  version: number;
  type: string;
  state: string;
  customerId: number;
  customerName: string;
  month: string;
  dueDate: string | null;
  totalExcl: number;
  totalVat: number;
  totalIncl: number;
  message: string | null;
  lines: Line[];
  vat: { rate: number; base: number; amount: number }[];
  allowedActions: string[];
  creditNotes: { invoiceId: number; documentNumber: string }[];
};

/** An approved invoice of the seed (NL customer with a VAT number: its UBL is valid) with two lines or more. */
async function seededInvoice(): Promise<number> {
  const { rows } = await t.database.db.execute<{ id: number }>(sql`select i.id from invoices i
    join companies c on c.id = i.customer_id
    where i.state <> 'draft' and not i.simulation and i.type = 'invoice' and c.language = 'NL'
      and c.vat_number is not null and i.total_incl > 10
      and (select count(*) from invoice_lines l where l.invoice_id = i.id and l.quantity > 0 and l.amount > 0) >= 2
    order by i.id limit 1`);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

const detail = (id: number, cookie: string) => t.read(`${BASE}/invoices/${id}`, cookie) as Promise<Detail>;
const credit = (id: number, payload: object, cookie: string) =>
  t.post(`${BASE}/invoices/${id}/credit`, payload, cookie);
const count = async (table: 'invoices' | 'invoice_lines' | 'invoice_status_history' | 'timeline_events') =>
  (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0]!.n;
const cents = (euro: number) => Math.round(euro * 100);
/** The credited share of a line's amount (whole-month lines: quantity x factor x unit price), negative. */
const creditedAmount = (line: Line, quantity: number) =>
  -Math.round((cents(line.amount) * Math.round(quantity * 10_000)) / Math.round(line.quantity * 10_000)) / 100;

async function pdfText(base64: string) {
  const parser = new PDFParse({ data: Buffer.from(base64, 'base64') });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('a credit note (invoices/{id}/credit)', () => {
  it('credits one line in full and one in part, numbered in series CN without gaps; its documents name the invoice', async () => {
    const admin = await t.login(ADMIN);
    const id = await seededInvoice();
    const before = await detail(id, admin);
    const [a, b] = before.lines.filter((l) => l.quantity > 0 && l.amount > 0);
    // The seed made credit notes of its own this year: the next ones follow them.
    const year = brusselsToday().slice(0, 4);
    const { rows: series } = await t.database.db.execute<{ last: number }>(sql`select coalesce(max(last_number), 0)::int
      as last from invoice_number_series where series = 'CN' and year = ${Number(year)}`);
    const number = (n: number) => `CN-${year}/${String(series[0]!.last + n).padStart(6, '0')}`;
    const partial = Math.round(b!.quantity * 5_000) / 10_000;
    const res = await credit(
      id,
      {
        version: before.version,
        reason: '  Wrong price  ',
        lines: [
          { invoiceLineId: a!.invoiceLineId, quantity: a!.quantity },
          { invoiceLineId: b!.invoiceLineId, quantity: partial },
        ],
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json().response.creditNote as Detail;
    expect(res.json().response.correctedDraftId).toBeNull();
    expect(note).toMatchObject({
      type: 'creditNote',
      state: 'created',
      documentNumber: number(1),
      customerId: before.customerId,
      month: before.month,
      dueDate: null,
      message: 'Wrong price',
      creditedInvoiceId: id,
      creditedInvoiceNumber: before.documentNumber,
    });
    const expected = [creditedAmount(a!, a!.quantity), creditedAmount(b!, partial)];
    expect(expected[0]).toBe(-a!.amount);
    expect(note.lines.map((l) => [l.quantity, l.amount, l.lineType])).toEqual([
      [a!.quantity, expected[0], 'isCrediter'],
      [partial, expected[1], 'isCrediter'],
    ]);
    const totals = invoiceTotals(note.lines);
    expect(totals.totalExcl).toBe((cents(expected[0]!) + cents(expected[1]!)) / 100);
    expect(totals.totalExcl).toBeLessThan(0);
    expect([note.totalExcl, note.totalVat, note.totalIncl]).toEqual([
      totals.totalExcl,
      totals.totalVat,
      totals.totalIncl,
    ]);
    expect(note.vat).toEqual(totals.vat);
    const { rows: stored } = await t.database.db.execute<{ series: string; reason: string; credited: number }>(sql`
      select series, credit_reason as reason, credited_invoice_id as credited from invoices where id = ${note.invoiceId}`);
    expect(stored[0]).toEqual({ series: 'CN', reason: 'Wrong price', credited: id });

    // The invoice: its two lines credited, its version + 1, its own number and series untouched.
    const after = await detail(id, admin);
    expect(after.version).toBe(before.version + 1);
    expect(after.documentNumber).toBe(before.documentNumber);
    const types = new Map(after.lines.map((l) => [l.invoiceLineId, l.lineType]));
    expect(types.get(a!.invoiceLineId)).toBe('isCredited');
    expect(types.get(b!.invoiceLineId)).toBe('isCredited');
    expect(after.lines.filter((l) => l.lineType === 'isCredited')).toHaveLength(2);
    // What is credited of each line, and the credit note, show on the invoice; it can be credited further.
    const credited = new Map(after.lines.map((l) => [l.invoiceLineId, l.creditedQuantity]));
    expect([credited.get(a!.invoiceLineId), credited.get(b!.invoiceLineId)]).toEqual([a!.quantity, partial]);
    expect(after.creditNotes).toEqual([
      expect.objectContaining({ invoiceId: note.invoiceId, documentNumber: note.documentNumber }),
    ]);
    expect(before.allowedActions).toContain('credit');
    expect(note.allowedActions).not.toContain('credit');

    // History and timeline.
    const history = (await t.read(`${BASE}/invoices/${note.invoiceId}/status-history`, admin)) as {
      fromState: string | null;
      toState: string;
    }[];
    expect(history.map((h) => [h.fromState, h.toState])).toEqual([[null, 'created']]);
    const { rows: events } = await t.database.db.execute<{ recordId: number; action: string }>(sql`select
        record_id as "recordId", action from timeline_events where kind = 'invoice' order by id desc limit 2`);
    expect(events).toEqual([
      { recordId: id, action: 'updated' },
      { recordId: note.invoiceId, action: 'created' },
    ]);

    // The rest of b: the next credit note is the next number of CN; then nothing is left.
    const rest = Math.round((b!.quantity - partial) * 10_000) / 10_000;
    const second = await credit(
      id,
      { version: after.version, reason: 'Rest', lines: [{ invoiceLineId: b!.invoiceLineId, quantity: rest }] },
      admin,
    );
    expect(second.statusCode, second.body).toBe(201);
    const note2 = second.json().response.creditNote as Detail;
    expect(note2.documentNumber).toBe(number(2));
    // Both parts of b give back exactly its amount.
    expect(cents(expected[1]!) + cents(note2.lines[0]!.amount)).toBe(-cents(b!.amount));
    const none = await credit(
      id,
      { version: after.version + 1, reason: 'More', lines: [{ invoiceLineId: b!.invoiceLineId, quantity: 0.0001 }] },
      admin,
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ 'lines.0.quantity': 'validation.overCredited' });

    // The PDF names the invoice it corrects; the UBL refers to it and passes the rules.
    const pdf = await t.call({
      method: 'GET',
      url: `${BASE}/invoices/${note.invoiceId}/download?invoiceDocumentType=pdf`,
      cookie: admin,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    // Saved under its own series, never under the name of the invoice with the same number.
    expect(pdf.json().response.fileName).toBe(`${note.documentNumber.replace('/', '-')}.pdf`);
    const text = await pdfText(pdf.json().response.byteArray);
    expect(text).toContain('CREDITNOTA');
    expect(text).toContain(before.documentNumber);
    const ubl = await t.call({
      method: 'GET',
      url: `${BASE}/invoices/${note.invoiceId}/download?invoiceDocumentType=ubl`,
      cookie: admin,
    });
    expect(ubl.statusCode, ubl.body).toBe(200);
    const xml = Buffer.from(ubl.json().response.byteArray, 'base64').toString('utf8');
    expect(xml).toContain('<CreditNote');
    expect(xml).toMatch(
      new RegExp(
        `<cac:BillingReference>\\s*<cac:InvoiceDocumentReference>\\s*<cbc:ID>${before.documentNumber}</cbc:ID>`,
      ),
    );
    expect(checkUbl(xml)).toEqual([]);
  });

  it('refuses more than is left on a line (field error, nothing written), a draft, a credit note, a stale version', async () => {
    const admin = await t.login(ADMIN);
    const id = await seededInvoice();
    const before = await detail(id, admin);
    const [a] = before.lines.filter((l) => l.quantity > 0 && l.amount > 0);
    const cnSeries = async () =>
      (await t.database.db.execute(sql`select year, last_number from invoice_number_series where series = 'CN'`)).rows;
    const cnBefore = await cnSeries();
    const counts = async () =>
      Promise.all([
        count('invoices'),
        count('invoice_lines'),
        count('invoice_status_history'),
        count('timeline_events'),
      ]);
    const was = await counts();
    const over = await credit(
      id,
      {
        version: before.version,
        reason: 'Too much',
        lines: [{ invoiceLineId: a!.invoiceLineId, quantity: a!.quantity + 1 }],
      },
      admin,
    );
    expect(over.statusCode).toBe(400);
    expect(over.json().fieldErrors).toEqual({ 'lines.0.quantity': 'validation.overCredited' });
    const other = await credit(
      id,
      { version: before.version, reason: 'x', lines: [{ invoiceLineId: 2_000_000, quantity: 1 }] },
      admin,
    );
    expect(other.json().fieldErrors).toEqual({ 'lines.0.invoiceLineId': 'validation.notInvoiceLine' });
    const invalid = await credit(id, { version: before.version, reason: ' ', lines: [] }, admin);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toMatchObject({ reason: 'validation.required', lines: 'validation.required' });
    expect(await counts()).toEqual(was);
    expect((await detail(id, admin)).version).toBe(before.version);
    // No number was taken: the CN series stands where the seed left it.
    expect(await cnSeries()).toEqual(cnBefore);

    const stale = await credit(
      id,
      { version: before.version + 7, reason: 'x', lines: [{ invoiceLineId: a!.invoiceLineId, quantity: 1 }] },
      admin,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().response).toMatchObject({ invoiceId: id, version: before.version });

    const requestId = await startRun(t.database.db, { month: '2026-12', simulation: false, userId: null });
    await runToEnd(t.database.db, requestId);
    const { rows: drafts } = await t.database.db.execute<{ id: number; version: number; lineId: number }>(sql`select
        i.id, i.version, l.id as "lineId" from invoices i join invoice_lines l on l.invoice_id = i.id
      where i.request_id = ${requestId} and i.state = 'draft' order by i.id limit 1`);
    const draft = drafts[0]!;
    const onDraft = await credit(
      draft.id,
      { version: draft.version, reason: 'x', lines: [{ invoiceLineId: draft.lineId, quantity: 1 }] },
      admin,
    );
    expect(onDraft.statusCode).toBe(400);
    expect(onDraft.json().errorMessage).toBe('validation.notCreditable');

    const made = await credit(
      id,
      { version: before.version, reason: 'x', lines: [{ invoiceLineId: a!.invoiceLineId, quantity: a!.quantity }] },
      admin,
    );
    expect(made.statusCode, made.body).toBe(201);
    const note = made.json().response.creditNote as Detail;
    const onNote = await credit(
      note.invoiceId,
      { version: note.version, reason: 'x', lines: [{ invoiceLineId: note.lines[0]!.invoiceLineId, quantity: 1 }] },
      admin,
    );
    expect(onNote.statusCode).toBe(400);
    expect(onNote.json().errorMessage).toBe('validation.notCreditable');
  });

  it('credits two lines and re-invoices them: a corrected manual draft holds what was credited, names the invoice, and is corrected and approved as any manual invoice', async () => {
    const admin = await t.login(ADMIN);
    const id = await seededInvoice();
    const before = await detail(id, admin);
    const [a, b] = before.lines.filter((l) => l.quantity > 0 && l.amount > 0);
    const res = await credit(
      id,
      {
        version: before.version,
        reason: 'Wrong price',
        reinvoice: true,
        lines: [
          { invoiceLineId: a!.invoiceLineId, quantity: a!.quantity },
          { invoiceLineId: b!.invoiceLineId, quantity: b!.quantity },
        ],
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    const { creditNote, correctedDraftId } = res.json().response as { creditNote: Detail; correctedDraftId: number };
    expect(creditNote.type).toBe('creditNote');
    expect(correctedDraftId).toEqual(expect.any(Number));

    // The corrected draft: a manual draft of the customer, naming the invoice, holding the credited
    // lines as invoiced; its total is what the credit note gave back.
    type Manual = Detail & { manual: boolean; replacesInvoiceId: number; replacesInvoiceNumber: string };
    const draft = (await t.read(`${BASE}/manualinvoices/${correctedDraftId}`, admin)) as Manual;
    expect(draft).toMatchObject({
      manual: true,
      state: 'draft',
      documentNumber: null,
      customerId: before.customerId,
      replacesInvoiceId: id,
      replacesInvoiceNumber: before.documentNumber,
      totalExcl: -creditNote.totalExcl,
      totalIncl: -creditNote.totalIncl,
    });
    // Each line what was credited, as a manual line (quantity x unit price = amount), naming its
    // contract but not its item (which stays invoiced for its period).
    expect(draft.lines.map((l) => [l.amount, l.vatRate, l.lineType, l.contractItemId])).toEqual([
      [a!.amount, a!.vatRate, 'original', null],
      [b!.amount, b!.vatRate, 'original', null],
    ]);
    for (const l of draft.lines) expect(Math.round(l.quantity * l.unitPrice * 100)).toBe(Math.round(l.amount * 100));
    expect(draft.allowedActions).toEqual(expect.arrayContaining(['approve', 'edit', 'deleteLines']));
    // It is no month draft: the month's drafts list leaves it out.
    const drafts = (await t.read(
      `${BASE}/invoices/drafts?pageSize=100&searchText=${encodeURIComponent(draft.customerName)}`,
      admin,
    )) as { items: { invoiceId: number }[] };
    expect(drafts.items.map((d) => d.invoiceId)).not.toContain(correctedDraftId);

    // Corrected (the first line at a lower price) and approved: an invoice of the INV series.
    const fixed = await t.put(
      `${BASE}/manualinvoicelines`,
      {
        invoiceId: correctedDraftId,
        invoiceLineId: draft.lines[0]!.invoiceLineId,
        version: draft.version,
        manualProductId: null,
        description: draft.lines[0]!.description,
        quantity: draft.lines[0]!.quantity,
        unitPrice: 1.5,
        vatRate: a!.vatRate === 0 ? 0 : 21,
        unit: 'month',
      },
      admin,
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    const corrected = fixed.json().response as Manual;
    expect(corrected.lines[0]!.amount).toBe(Math.round(draft.lines[0]!.quantity * 150) / 100);
    expect(corrected.lines[1]).toEqual(draft.lines[1]);
    const approved = await t.post(
      `${BASE}/invoices/${correctedDraftId}/approve`,
      { version: corrected.version },
      admin,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().response).toMatchObject({ state: 'created', manual: true, replacesInvoiceId: id });
    expect(approved.json().response.documentNumber).toMatch(/^\d{4}\/\d{6}$/);
  });

  it('makes no corrected draft when the credit is refused', async () => {
    const admin = await t.login(ADMIN);
    const id = await seededInvoice();
    const before = await detail(id, admin);
    const drafts = async () =>
      (
        await t.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from invoices where manual and state = 'draft'`,
        )
      ).rows[0]!.n;
    const was = await drafts();
    const res = await credit(
      id,
      {
        version: before.version,
        reason: 'x',
        reinvoice: true,
        lines: [{ invoiceLineId: before.lines[0]!.invoiceLineId, quantity: before.lines[0]!.quantity + 1 }],
      },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(await drafts()).toBe(was);
  });

  it('re-invoices a line twice by halves: each corrected draft holds its half, neither touches the item', async () => {
    const admin = await t.login(ADMIN);
    const { rows } = await t.database.db.execute<{
      invoice_id: number;
      id: number;
      quantity: string;
      item: number;
    }>(sql`
      select l.invoice_id, l.id, l.quantity::text, l.contract_item_id as item from invoice_lines l
      join invoices i on i.id = l.invoice_id
      where i.type = 'invoice' and i.state <> 'draft' and not i.simulation and l.line_type = 'original'
        and l.quantity >= 2 and l.amount > 0 and l.contract_item_id is not null
      order by l.id limit 1`);
    const line = rows[0]!;
    const quantity = Number(line.quantity);
    const invoicedUntil = async () =>
      (
        await t.database.db.execute<{ until: string }>(sql`select invoiced_until::text as until
        from contract_items where id = ${line.item}`)
      ).rows[0]!.until;
    const until = await invoicedUntil();
    const half = Math.floor(quantity / 2);
    for (const part of [half, quantity - half]) {
      const { version } = await detail(line.invoice_id, admin);
      const res = await credit(
        line.invoice_id,
        { version, reason: 'Half', reinvoice: true, lines: [{ invoiceLineId: line.id, quantity: part }] },
        admin,
      );
      expect(res.statusCode, res.body).toBe(201);
      const { creditNote, correctedDraftId } = res.json().response as { creditNote: Detail; correctedDraftId: number };
      const draft = (await t.read(`${BASE}/manualinvoices/${correctedDraftId}`, admin)) as Detail;
      expect(draft.totalExcl).toBe(-creditNote.totalExcl);
      const approved = await t.post(`${BASE}/invoices/${correctedDraftId}/approve`, { version: draft.version }, admin);
      expect(approved.statusCode, approved.body).toBe(200);
    }
    expect(
      (await detail(line.invoice_id, admin)).lines.find((l) => l.invoiceLineId === line.id)!.creditedQuantity,
    ).toBe(quantity);
    expect(await invoicedUntil()).toBe(until);
  });

  it('refuses a credit note the customer would owe (a discount line alone), and re-invoicing without the manual invoices edit right', async () => {
    const admin = await t.login(ADMIN);
    const [type] = (await t.read(`${BASE}/manualinvoices/contracttypes`, admin)) as { contractTypeId: number }[];
    // A customer charged VAT (no exempting regime).
    const { rows } = await t.database.db.execute<{ id: number }>(sql`select c.id from companies c
      left join vat_regimes r on r.id = c.vat_regime_id
      where c.status = 'active' and (r.code is null
        or r.code not in ('EU_REVERSE_CHARGE', 'EXPORT', 'EXEMPT_ART44', 'COCONTRACTOR'))
      order by c.id limit 1`);
    const made = await t.post(
      `${BASE}/manualinvoices`,
      {
        customerId: rows[0]!.id,
        receiver: 'client',
        contractTypeId: type!.contractTypeId,
        periodFrom: '2026-11-01T00:00:00.000Z',
        periodTo: '2026-11-30T00:00:00.000Z',
        reference: null,
        message: null,
        lines: [
          { manualProductId: null, description: 'Setup', quantity: 1, unitPrice: 100, vatRate: 21, unit: 'piece' },
          { manualProductId: null, description: 'Discount', quantity: 1, unitPrice: -10, vatRate: 21, unit: 'piece' },
        ],
      },
      admin,
    );
    expect(made.statusCode, made.body).toBe(201);
    const draft = made.json().response as Detail;
    const approved = await t.post(`${BASE}/invoices/${draft.invoiceId}/approve`, { version: draft.version }, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    const invoice = approved.json().response as Detail;
    const discount = invoice.lines.find((l) => l.amount < 0)!;
    const setup = invoice.lines.find((l) => l.amount > 0)!;
    const only = await credit(
      invoice.invoiceId,
      { version: invoice.version, reason: 'x', lines: [{ invoiceLineId: discount.invoiceLineId, quantity: 1 }] },
      admin,
    );
    expect(only.statusCode).toBe(400);
    expect(only.json().fieldErrors).toEqual({ lines: 'validation.creditPositive' });
    // With the line it discounts, the credit note gives back 90 + VAT.
    const both = await credit(
      invoice.invoiceId,
      {
        version: invoice.version,
        reason: 'x',
        lines: [
          { invoiceLineId: setup.invoiceLineId, quantity: 1 },
          { invoiceLineId: discount.invoiceLineId, quantity: 1 },
        ],
      },
      admin,
    );
    expect(both.statusCode, both.body).toBe(201);
    expect(both.json().response.creditNote).toMatchObject({ totalExcl: -90, totalIncl: -108.9 });

    // Invoices edit without manual invoices edit: a credit note yes, a corrected draft no.
    await createUserWithRights(t.database, 'finance@credit.test', [
      { functionCode: 'MODULE_EDIT', valueType: 'Multiselect', valueCode: 'invoices' },
      { functionCode: 'MODULE_READ', valueType: 'Multiselect', valueCode: 'invoices' },
    ]);
    const finance = await t.login('finance@credit.test');
    const id = await seededInvoice();
    const before = await detail(id, admin);
    const line = before.lines.find((l) => l.amount > 0 && l.creditedQuantity === 0)!;
    const body = { version: before.version, reason: 'x', lines: [{ invoiceLineId: line.invoiceLineId, quantity: 1 }] };
    expect((await credit(id, { ...body, reinvoice: true }, finance)).statusCode).toBe(403);
    expect((await credit(id, body, finance)).statusCode).toBe(201);
  });

  it('is refused to the read-only account', async () => {
    const viewer = await t.login(VIEWER);
    const id = await seededInvoice();
    const before = await detail(id, viewer);
    const res = await credit(
      id,
      { version: before.version, reason: 'x', lines: [{ invoiceLineId: before.lines[0]!.invoiceLineId, quantity: 1 }] },
      viewer,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('a credited line as a manual line of the corrected draft (asManualLine)', () => {
  it('keeps a whole quantity that divides the amount to the cent', () => {
    expect(asManualLine(3, 65.34)).toEqual({ quantity: 3, factor: 1, unitPrice: 21.78, amount: 65.34 });
  });
  it('is one of it at the amount otherwise: a part of a month, a part of a seat', () => {
    expect(asManualLine(3, 100)).toEqual({ quantity: 1, factor: 1, unitPrice: 100, amount: 100 });
    expect(asManualLine(0.5, 10.89)).toEqual({ quantity: 1, factor: 1, unitPrice: 10.89, amount: 10.89 });
  });
  it('the amount always equals quantity x unit price', () => {
    for (const [q, a] of [
      [7, 12.6],
      [2, 0.01],
      [12, 1200],
      [1.25, 3.33],
    ] as const) {
      const l = asManualLine(q, a);
      expect(Math.round(l.quantity * l.unitPrice * 100)).toBe(Math.round(a * 100));
    }
  });
});
