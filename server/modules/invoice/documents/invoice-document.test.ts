import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { formatEnterpriseNumber } from '../../../../src/shared/enterprise-number';
import { ADMIN, testAppForFile, NOMODULE, VIEWER } from '../../../testing/test-app';
import { formatMoney } from '../../../../src/shared/format';
import { runToEnd, startRun } from '../run/invoice-run';

const t = testAppForFile();

const BASE = '/api/invoice/v2';
type Seeded = { id: number; language: 'NL' | 'FR' | 'EN' | 'DE' };

/** An approved invoice of the seed whose customer speaks `language` and has a VAT number. */
async function seededInvoice(language: Seeded['language']): Promise<number> {
  const { rows } = await t.database.db.execute<{ id: number }>(sql`select i.id from invoices i
    join companies c on c.id = i.customer_id
    where i.state <> 'draft' and not i.simulation and i.type = 'invoice' and c.language = ${language}
      and c.vat_number is not null and i.total_incl > 10
    order by i.id limit 1`);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

/** A draft of a run of December 2026 (the first month the seed did not invoice), real or simulated. */
async function draftOfRun(simulation: boolean): Promise<number> {
  const requestId = await startRun(t.database.db, { month: '2026-12', simulation, userId: null });
  await runToEnd(t.database.db, requestId);
  const { rows } = await t.database.db.execute<{ id: number }>(sql`select id from invoices
    where request_id = ${requestId} and state = 'draft' order by id limit 1`);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

const download = (id: number | string, type: string, cookie: string) =>
  t.call({ method: 'GET', url: `${BASE}/invoices/${id}/download?invoiceDocumentType=${type}`, cookie });

/** The file of a download that succeeded. */
async function file(id: number, type: 'pdf' | 'ubl', cookie: string) {
  const res = await download(id, type, cookie);
  expect(res.statusCode, res.body).toBe(200);
  const { byteArray, fileName } = res.json().response as { byteArray: string; fileName: string };
  return { bytes: Buffer.from(byteArray, 'base64'), fileName };
}

/** A seeded invoice of a customer speaking `language`, as the admin reads it, and its file of `type`. */
async function seededDocument(language: 'NL' | 'FR', type: 'pdf' | 'ubl') {
  const admin = await t.login(ADMIN);
  const id = await seededInvoice(language);
  const invoice = await t.read(`${BASE}/invoices/${id}`, admin);
  return { admin, id, invoice, ...(await file(id, type, admin)) };
}

/** The PDF's text, white space made single spaces, and its number of pages. */
async function pdfText(bytes: Buffer) {
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const parser = new PDFParse({ data: bytes });
  try {
    const result = await parser.getText();
    return { text: result.text.replace(/\s+/g, ' '), pages: result.total };
  } finally {
    await parser.destroy();
  }
}

describe('an invoice PDF (invoices/{id}/download)', () => {
  it('holds what a Belgian invoice must: number, payment reference, IBAN, the buyer VAT number, the total', async () => {
    const { invoice, bytes, fileName } = await seededDocument('NL', 'pdf');
    expect(fileName).toBe(`INV-${invoice.documentNumber.replace('/', '-')}.pdf`);
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBe(1);
    for (const part of [
      'FACTUUR',
      invoice.documentNumber,
      invoice.paymentReference,
      'IBAN BE68 5390 0754 7034',
      'GKCCBEBB',
      'BE0403.170.701',
      formatEnterpriseNumber(invoice.customerVatNumber),
      invoice.customerName,
      formatMoney(invoice.totalIncl, { language: 'NL' }).replace(/\s/g, ' '),
      'Totaal incl. btw',
      'Vervaldatum',
      invoice.lines[0].description,
    ])
      expect(text).toContain(part);
    expect(invoice.paymentReference).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
  });

  it('is in the customer language: French', async () => {
    const { invoice, bytes } = await seededDocument('FR', 'pdf');
    const { text } = await pdfText(bytes);
    for (const part of ['FACTURE', 'Total TVA comprise', 'Communication structurée', 'Date d’échéance'])
      expect(text).toContain(part);
    expect(text).toContain(formatMoney(invoice.totalIncl, { language: 'FR' }).replace(/\s/g, ' '));
    expect(text).not.toContain('Factuur');
  });

  it('of a credit note names itself so, asks no payment and carries the VAT mention', async () => {
    // The seed makes no credit notes: one of its invoices is made one here.
    const admin = await t.login(ADMIN);
    const id = await seededInvoice('NL');
    await t.database.db.execute(sql`update invoices set type = 'creditNote' where id = ${id}`);
    const { text } = await pdfText((await file(id, 'pdf', admin)).bytes);
    expect(text).toContain('CREDITNOTA');
    expect(text).toContain('Deze creditnota verbetert');
    expect(text).toContain('Btw terug te storten aan de Staat');
    expect(text).not.toContain('+++');
    expect(text).not.toContain('Gelieve');
    // Its e-invoice must name the invoice it corrects (BR-55), which no credit note stores yet.
    const ubl = await download(id, 'ubl', admin);
    expect(ubl.statusCode).toBe(400);
    expect(ubl.json().fieldErrors).toEqual({ invoiceDocumentType: 'validation.ublUnavailable' });
  });

  it('of an invoice of nothing asks no payment', async () => {
    const admin = await t.login(ADMIN);
    const { rows } = await t.database.db.execute<{ id: number }>(sql`select i.id from invoices i
      join companies c on c.id = i.customer_id
      where i.state <> 'draft' and not i.simulation and i.type = 'invoice' and c.language = 'NL'
      order by i.id desc limit 1`);
    const id = rows[0]!.id;
    await t.database.db.execute(
      sql`update invoices set total_excl = 0, total_vat = 0, total_incl = 0 where id = ${id}`,
    );
    const { text } = await pdfText((await file(id, 'pdf', admin)).bytes);
    expect(text).toContain('Er is niets te betalen voor deze factuur.');
    expect(text).not.toContain('Gelieve');
  });

  it('of a draft or a simulation says draft, has no payment reference, and goes on pages with the header again', async () => {
    const viewer = await t.login(VIEWER);
    const draftId = await draftOfRun(false);
    const draft = await file(draftId, 'pdf', viewer);
    expect(draft.fileName).toBe(`draft-${draftId}.pdf`);
    const { rows } = await t.database.db.execute<{ language: string }>(sql`select c.language from invoices i
      join companies c on c.id = i.customer_id where i.id = ${draftId}`);
    const word = { NL: 'CONCEPT', FR: 'BROUILLON', EN: 'DRAFT', DE: 'ENTWURF' }[
      rows[0]!.language as Seeded['language']
    ];
    const { text } = await pdfText(draft.bytes);
    expect(text).toContain(word);
    expect(text).not.toContain('+++');

    const simulationId = await draftOfRun(true);
    const simulation = await file(simulationId, 'pdf', viewer);
    expect(simulation.fileName).toBe(`draft-${simulationId}.pdf`);

    // A long draft: 120 lines take three pages, each with the table header and its page number.
    await t.database.db.execute(sql`update companies set language = 'EN'
      where id = (select customer_id from invoices where id = ${draftId})`);
    await t.database.db.execute(sql`insert into invoice_lines (invoice_id, description, quantity, unit_price, amount,
        vat_rate, period_from, period_to)
      select ${draftId}, 'Extra line ' || n, 1, 1234.5, 1234.5, 21, '2026-12-01', '2026-12-31'
      from generate_series(1, 120) n`);
    const long = await pdfText((await file(draftId, 'pdf', viewer)).bytes);
    expect(long.pages).toBeGreaterThanOrEqual(3);
    expect(long.text.split('Description Period Quantity').length - 1).toBe(long.pages);
    expect(long.text).toContain(`Page ${long.pages} of ${long.pages}`);
    expect(long.text).toContain('Extra line 120');
    expect(long.text).toContain('€1,234.50');
    expect(long.text).toContain('DRAFT');
  });

  it('needs the invoices read right; an unknown invoice is 404, an unknown type 400', async () => {
    const id = await seededInvoice('NL');
    expect((await download(id, 'pdf', await t.login(NOMODULE))).statusCode).toBe(403);
    const admin = await t.login(ADMIN);
    expect((await download(2_000_000, 'pdf', admin)).statusCode).toBe(404);
    for (const type of ['docx', '']) {
      const bad = await download(id, type, admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toEqual({ invoiceDocumentType: 'validation.invalid' });
    }
    const none = await t.call({ method: 'GET', url: `${BASE}/invoices/${id}/download`, cookie: admin });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toHaveProperty('invoiceDocumentType');
  });

  it('as UBL: an approved invoice well-formed with its number and the buyer under scheme 0208; a draft 400', async () => {
    const { admin, invoice, bytes, fileName } = await seededDocument('NL', 'ubl');
    expect(fileName).toBe(`INV-${invoice.documentNumber.replace('/', '-')}.xml`);
    const xml = bytes.toString('utf8');
    expect(() => create(xml)).not.toThrow();
    expect(xml).toContain(invoice.documentNumber);
    expect(xml).toContain('schemeID="0208"');

    const draft = await download(await draftOfRun(false), 'ubl', admin);
    expect(draft.statusCode).toBe(400);
    expect(draft.json()).toMatchObject({
      errorMessage: 'validation.ublNotApproved',
      fieldErrors: { invoiceDocumentType: 'validation.ublNotApproved' },
    });
  });
});
