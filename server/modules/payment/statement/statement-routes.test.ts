/**
 * Bank statements imported and matched (docs/domain.md "Bank statements"): the demo day's CODA and
 * CAMT.053 files against the demo seed's open invoices, the same statement twice, two imports at
 * once, a proposal confirmed, a returned direct debit, and the reads.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { FileImportDetail } from '../../../../src/shared/schemas/file-import';
import type {
  StatementDetail,
  StatementLineItem,
  UnmatchedByCustomer,
} from '../../../../src/shared/schemas/bank-statement';
import { ADMIN, testAppForFile, VIEWER } from '../../../testing/test-app';
import { importToEnd } from '../../file-import/import-run';
import { embeddedProvider } from '../../subscription/provider';
import { executeTask } from '../../task/task-execution';

const t = testAppForFile();
const IMPORTS = '/api/file/v2/imports';
const API = '/api/payment/v2';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url));
const CODA = 'demo-statement.cod';
const CAMT02 = 'demo-statement.camt053-v02.xml';
const CAMT08 = 'demo-statement.camt053-v08.xml';

async function upload(cookie: string, name: string) {
  const res = await t.call({
    method: 'POST',
    url: `${IMPORTS}?type=bankStatement&fileName=${encodeURIComponent(name)}`,
    payload: sample(name),
    headers: { 'content-type': name.endsWith('.xml') ? 'application/xml' : 'application/octet-stream' },
    cookie,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().response as { importId: number }).importId;
}

async function imported(cookie: string, name: string) {
  const importId = await upload(cookie, name);
  await importToEnd(t.database.db, importId);
  return importId;
}

const importOf = (cookie: string, importId: number) =>
  t.read(`${IMPORTS}/${importId}?pageSize=100`, cookie) as Promise<FileImportDetail>;

async function theStatement(cookie: string): Promise<StatementDetail> {
  const page = await t.read(`${API}/statements`, cookie);
  expect(page.totalCount).toBe(1);
  return t.read(`${API}/statements/${page.items[0].statementId}`, cookie);
}

async function invoice(number: string) {
  const rows = await t.database.db.execute<{ id: number; state: string; paid: string; total: string }>(
    sql`select id, state, amount_paid::text as paid, total_incl::text as total from invoices where document_number = ${number}`,
  );
  const row = rows.rows[0]!;
  return { id: Number(row.id), state: row.state, paid: Number(row.paid), total: Number(row.total) };
}

const count = async (query: string) => Number((await t.database.db.execute<{ n: number }>(sql.raw(query))).rows[0]!.n);

/** The payer's name as the bank wrote it (CODA: in capitals). */
const named = (name: string) => (l: StatementLineItem) => l.counterparty.name?.toLowerCase() === name.toLowerCase();

const byOutcome = (detail: StatementDetail) =>
  Object.fromEntries(Object.entries(detail.counts).filter(([, n]) => n > 0));

/** The documented outcome of the demo day (make-samples.ts), line by line where it is special. */
async function expectDemoOutcome(cookie: string) {
  const statement = await theStatement(cookie);
  expect(statement.number).toBe('236');
  expect(statement.accountIban).toBe('BE68539007547034');
  expect(byOutcome(statement)).toEqual({ matched: 20, proposed: 3, unmatched: 2, debit: 1, returned: 1 });
  const line = (pick: (l: StatementLineItem) => boolean) => statement.lines.find(pick)!;
  const onInvoice = (number: string) => line((l) => l.invoice?.documentNumber === number);
  expect(onInvoice('2026/000534')).toMatchObject({ outcome: 'matched', reason: 'exactReference', amount: 2904 });
  expect(onInvoice('2026/000534').invoice).toMatchObject({ customerName: 'Atelier Lumière SRL', open: 0 });
  expect(onInvoice('2026/000519')).toMatchObject({ outcome: 'matched', reason: 'exactReference' });
  expect(onInvoice('2026/000515')).toMatchObject({ outcome: 'proposed', reason: 'partialPayment' });
  expect(onInvoice('2026/000495')).toMatchObject({ outcome: 'proposed', reason: 'partialPayment' });
  const byNumber = onInvoice('2026/000498');
  expect(byNumber).toMatchObject({ outcome: 'proposed', reason: 'invoiceNumber', structuredReference: null });
  expect(byNumber.proposals[0]).toMatchObject({
    documentNumber: '2026/000498',
    open: 5556.4,
    score: 90,
    why: ['invoiceNumber', 'exactAmount'],
  });
  expect(byNumber.taskId).not.toBeNull();
  expect(line(named('Vandamme Consulting'))).toMatchObject({
    outcome: 'unmatched',
    reason: 'unknownReference',
    invoice: null,
  });
  expect(line(named('J. Peeters'))).toMatchObject({ outcome: 'unmatched', reason: 'noCandidate' });
  expect(line((l) => l.amount === -1845.2)).toMatchObject({ outcome: 'debit', reason: 'outgoing', taskId: null });
  expect(onInvoice('2026/000494')).toMatchObject({
    outcome: 'returned',
    reason: 'paymentReversed',
    returned: { reason: 'AM04' },
  });
  return statement;
}

describe('a bank statement imported and matched', () => {
  it('CODA: 20 lines matched (invoices paid), 3 proposed, 2 unmatched (each a task), a debit and a return', async () => {
    const admin = await t.login(ADMIN);
    const before494 = await invoice('2026/000494');
    expect(before494.paid).toBe(492.65);
    const importId = await imported(admin, CODA);
    const detail = await importOf(admin, importId);
    expect(detail.fileImport).toMatchObject({ type: 'bankStatement', format: 'coda', status: 'finished' });
    expect(detail.fileImport.counts).toMatchObject({ total: 27, imported: 27, failed: 0, skipped: 0 });
    await expectDemoOutcome(admin);
    expect(await invoice('2026/000534')).toMatchObject({ state: 'paid' });
    // Proposed lines pay nothing on their own.
    expect((await invoice('2026/000515')).state).not.toBe('paid');
    // Each payment a record of its line; the returned direct debit's payment reversed, the invoice open in full again.
    expect(
      await count(
        `select count(*)::int as n from payments where source = 'statementLine' and statement_line_id is not null`,
      ),
    ).toBe(20);
    expect(
      await count(`select count(*)::int as n from payments p join invoices i on i.id = p.invoice_id
        where i.document_number = '2026/000494' and p.reversal_reason = 'AM04'`),
    ).toBe(1);
    expect((await invoice('2026/000494')).paid).toBe(0);
    expect(
      await count(`select count(*)::int as n from tasks where category = 'paymentProposal' and status = 'open'`),
    ).toBe(3);
    expect(
      await count(`select count(*)::int as n from tasks where category = 'paymentUnmatched' and status = 'open'`),
    ).toBe(2);
    // Reading needs the invoices module's read right only.
    const viewer = await t.login(VIEWER);
    expect((await theStatement(viewer)).lines).toHaveLength(27);
  });

  it('CAMT.053 (02) gives the same outcome', async () => {
    const admin = await t.login(ADMIN);
    const importId = await imported(admin, CAMT02);
    expect((await importOf(admin, importId)).fileImport).toMatchObject({ format: 'camt', status: 'finished' });
    const statement = await expectDemoOutcome(admin);
    expect(statement.format).toBe('camt.053.001.02');
  });

  it('CAMT.053 (08) gives the same outcome', async () => {
    const admin = await t.login(ADMIN);
    const importId = await imported(admin, CAMT08);
    const detail = await importOf(admin, importId);
    expect(detail.fileImport).toMatchObject({ format: 'camt', status: 'finished' });
    expect(detail.fileImport.counts).toMatchObject({ total: 27, imported: 27, failed: 0, skipped: 0 });
    const statement = await expectDemoOutcome(admin);
    expect(statement.format).toBe('camt.053.001.08');
    expect(await invoice('2026/000534')).toMatchObject({ state: 'paid' });
    expect((await invoice('2026/000494')).paid).toBe(0);
  });

  it('the import job announces the invoices it paid or reversed and the tasks it made, not its lines', async () => {
    const admin = await t.login(ADMIN);
    const heard = { invoices: new Set<number>(), tasks: new Set<number>(), fileImports: new Set<number>() };
    const stop = t.app.events.subscribe((event) => {
      const into = event.type === 'changed' ? heard[event.domain as keyof typeof heard] : undefined;
      if (event.type === 'changed' && into) for (const id of event.ids) into.add(id);
    });
    try {
      // The import's job works it (the worker runs in the API tests): what its slices announce.
      const importId = await upload(admin, CODA);
      await vi.waitFor(async () => expect((await importOf(admin, importId)).fileImport.status).toBe('finished'), {
        timeout: 60_000,
        interval: 200,
      });
      const statement = await theStatement(admin);
      const moved = statement.lines
        .filter((l) => l.outcome === 'matched' || l.outcome === 'returned')
        .map((l) => l.invoice!.invoiceId);
      expect(moved).toHaveLength(21);
      const tasks = statement.lines.flatMap((l) => (l.taskId === null ? [] : [l.taskId]));
      expect(tasks).toHaveLength(5);
      await vi.waitFor(
        () => {
          expect(heard.fileImports).toContain(importId);
          expect([...heard.invoices].sort((a, b) => a - b)).toEqual([...new Set(moved)].sort((a, b) => a - b));
          expect([...heard.tasks].sort((a, b) => a - b)).toEqual(tasks.sort((a, b) => a - b));
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      stop();
    }
  });

  it('the same statement twice (another file of it) records nothing new', async () => {
    const admin = await t.login(ADMIN);
    await imported(admin, CODA);
    const paid = await count(`select sum(amount_paid * 100)::int as n from invoices`);
    const again = await imported(admin, CAMT02);
    const detail = await importOf(admin, again);
    expect(detail.fileImport.counts).toMatchObject({ total: 27, imported: 0, skipped: 27 });
    expect(detail.rows.items[0]!.reason).toBe('fileImport.statementAlreadyImported|236');
    expect(await count(`select sum(amount_paid * 100)::int as n from invoices`)).toBe(paid);
    expect(await count(`select count(*)::int as n from statement_lines`)).toBe(27);
    // The very same file is refused at its upload.
    const res = await t.call({
      method: 'POST',
      url: `${IMPORTS}?type=bankStatement&fileName=again.cod`,
      payload: sample(CODA),
      headers: { 'content-type': 'application/octet-stream' },
      cookie: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.file).toMatch(/^fileImport\.sameFile\|/);
  });

  it('two imports of the statement worked at once record each payment once', async () => {
    const admin = await t.login(ADMIN);
    const first = await upload(admin, CODA);
    const second = await upload(admin, CAMT02);
    const paidBefore = await count(`select sum(amount_paid * 100)::int as n from invoices`);
    await Promise.all([
      importToEnd(t.database.db, first),
      importToEnd(t.database.db, second),
      importToEnd(t.database.db, first),
    ]);
    expect(await count(`select count(*)::int as n from bank_statements`)).toBe(1);
    expect(await count(`select count(*)::int as n from statement_lines`)).toBe(27);
    const counts = [
      (await importOf(admin, first)).fileImport.counts,
      (await importOf(admin, second)).fileImport.counts,
    ];
    expect(counts.map((c) => c.imported).sort()).toEqual([0, 27]);
    // 20 exact payments and a return of 492.65: received once each.
    const statement = await expectDemoOutcome(admin);
    const received = statement.lines.filter((l) => l.outcome === 'matched').reduce((s, l) => s + l.amount * 100, 0);
    expect(await count(`select sum(amount_paid * 100)::int as n from invoices`)).toBe(
      paidBefore + Math.round(received) - 49_265,
    );
  });

  it('a proposal confirmed records the payment (partly paid), another re-assigned, an overpayment kept unallocated', async () => {
    const admin = await t.login(ADMIN);
    await imported(admin, CODA);
    const statement = await theStatement(admin);
    const half = statement.lines.find((l) => l.invoice?.documentNumber === '2026/000515')!;
    const before = await invoice('2026/000515');
    const res = await t.post(
      `${API}/statement-lines/${half.lineId}/confirm`,
      { invoiceId: half.invoice!.invoiceId },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({
      outcome: 'matched',
      reason: 'confirmed',
      unallocated: 0,
      taskId: null,
    });
    const after = await invoice('2026/000515');
    expect(after.state).toBe('partiallyPaid');
    expect(after.paid).toBeCloseTo(before.paid + half.amount, 2);
    // Its task is resolved; a second confirmation is refused.
    expect(
      await count(`select count(*)::int as n from tasks where category = 'paymentProposal' and status = 'open'`),
    ).toBe(2);
    const twice = await t.post(
      `${API}/statement-lines/${half.lineId}/confirm`,
      { invoiceId: half.invoice!.invoiceId },
      admin,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fieldErrors.invoiceId).toBe('validation.lineSettled');

    // The unknown payer's 250.00 re-assigned to an open invoice of 133.20 open: paid, 116.80 kept on the line.
    const unknown = statement.lines.find(named('J. Peeters'))!;
    const small = await invoice('2026/000522');
    expect(small.state).toBe('paid'); // paid by this statement already: refused
    const refused = await t.post(`${API}/statement-lines/${unknown.lineId}/confirm`, { invoiceId: small.id }, admin);
    expect(refused.json().fieldErrors.invoiceId).toBe('validation.invoiceNotOpen');
    const open = await invoice('2026/000495');
    const over = await t.post(`${API}/statement-lines/${unknown.lineId}/confirm`, { invoiceId: open.id }, admin);
    expect(over.statusCode, over.body).toBe(200);
    expect(over.json().response).toMatchObject({ outcome: 'matched', invoice: { documentNumber: '2026/000495' } });
    expect((await invoice('2026/000495')).paid).toBeCloseTo(open.paid + 250, 2);

    // Its own line (100.00 short of what was open) now pays 150.00 too much: paid, 150.00 kept on the line.
    const short = statement.lines.find((l) => l.invoice?.documentNumber === '2026/000495')!;
    const overpaid = await t.post(`${API}/statement-lines/${short.lineId}/confirm`, { invoiceId: open.id }, admin);
    expect(overpaid.json().response).toMatchObject({ outcome: 'matched', unallocated: 150 });
    expect(await invoice('2026/000495')).toMatchObject({ state: 'paid' });

    // Per customer: the unallocated 150.00, a proposal and an unknown payer's wrong reference left.
    const perCustomer = (await t.read(`${API}/unmatched-by-customer`, admin)) as UnmatchedByCustomer;
    expect(perCustomer.reduce((n, c) => n + c.unmatchedLines, 0)).toBe(2);
    expect(perCustomer.find((c) => c.customerName === 'Brussels IT Partners BV')).toMatchObject({
      unmatchedLines: 0,
      unallocated: 150,
    });
    expect(perCustomer.find((c) => c.customerId === null)).toMatchObject({ unmatched: 412.5, unmatchedLines: 1 });

    // Writing needs the invoices module's edit right.
    const viewer = await t.login(VIEWER);
    const denied = await t.post(`${API}/statement-lines/${half.lineId}/confirm`, { invoiceId: 1 }, viewer);
    expect(denied.statusCode).toBe(403);
  });

  it('executing a proposal task records the payment on its best invoice: the invoice is paid', async () => {
    const admin = await t.login(ADMIN);
    await imported(admin, CODA);
    const statement = await theStatement(admin);
    const line = statement.lines.find((l) => l.invoice?.documentNumber === '2026/000498')!;
    const task = await t.read(`/api/task/v2/tasks/${line.taskId}`, admin);
    const res = await t.post(`/api/task/v2/tasks/${line.taskId}/execute`, { version: task.version }, admin);
    expect(res.statusCode, res.body).toBe(200);
    // The job's run (the task worker is off in tests).
    const provider = embeddedProvider(t.database.db);
    expect(await executeTask({ db: t.database.db, provider }, line.taskId!, null)).toBe('resolved');
    expect(await invoice('2026/000498')).toMatchObject({ state: 'paid' });
    const after = (await theStatement(admin)).lines.find((l) => l.lineId === line.lineId)!;
    expect(after).toMatchObject({ outcome: 'matched', reason: 'confirmed', taskId: null });
  });

  it('a file with problems fails with them, each on its line', async () => {
    const admin = await t.login(ADMIN);
    const broken = sample(CODA).toString('latin1').replace('\r\n21', '\r\n2X');
    const res = await t.call({
      method: 'POST',
      url: `${IMPORTS}?type=bankStatement&fileName=broken.cod`,
      payload: broken,
      headers: { 'content-type': 'application/octet-stream' },
      cookie: admin,
    });
    expect(res.statusCode, res.body).toBe(201);
    const detail = await importOf(admin, res.json().response.importId);
    expect(detail.fileImport.status).toBe('finished');
    expect(detail.fileImport.counts.failed).toBeGreaterThan(0);
    expect(detail.rows.items[0]).toMatchObject({ outcome: 'failed' });
    expect(detail.rows.items[0]!.line).toBeGreaterThan(0);
    expect(detail.rows.items[0]!.reason).toMatch(/^fileImport\.statementProblem\|/);
    expect(await count(`select count(*)::int as n from statement_lines`)).toBe(0);
  });
});
