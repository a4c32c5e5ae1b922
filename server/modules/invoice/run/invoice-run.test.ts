import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { ADMIN, testAppForFile, VIEWER } from '../../../testing/test-app';
import { approveDraft, approveMany } from './invoice-approval';
import { runBatch, runToEnd, startRun } from './invoice-run';
import { isStructuredReference } from '../../../../src/shared/payment-reference';

const t = testAppForFile();

const MONTH = '2026-12';
type Row = Record<string, unknown>;
const rows = async <R extends Row>(query: ReturnType<typeof sql>) => (await t.database.db.execute<R>(query)).rows;
const db = () => t.database.db;
const userId = async () => (await rows<{ id: number }>(sql`select id from users where email = ${ADMIN}`))[0]!.id;

/** Every real (non-simulation) line of the month's invoices as `item:periodFrom`, and how many there are of each. */
async function realLines() {
  return rows<{
    key: string;
    n: number;
  }>(sql`select l.contract_item_id || ':' || l.period_from as key, count(*)::int as n
    from invoice_lines l join invoices i on i.id = l.invoice_id
    where not l.simulation and i.month = ${MONTH} group by 1 order by 1`);
}

describe('the month run', () => {
  it('turns due contract items into one draft per invoiced company and receiver, and logs what it skipped', async () => {
    const requestId = await startRun(db(), { month: MONTH, simulation: false, userId: await userId() });
    await runToEnd(db(), requestId, 40);
    const [run] = await rows<{ status: string; done: number; total: number; lines: number; drafts: number }>(
      sql`select status, done_contracts as done, total_contracts as total, lines, drafts from invoice_requests where id = ${requestId}`,
    );
    expect(run).toMatchObject({ status: 'finished' });
    expect(run!.done).toBe(run!.total);
    expect(run!.lines).toBeGreaterThan(50);
    const drafts = await rows<{ n: number; keys: number }>(sql`select count(*)::int as n,
      count(distinct (customer_id, receiver))::int as keys from invoices where request_id = ${requestId}`);
    expect(drafts[0]!.n).toBe(run!.drafts);
    expect(drafts[0]!.n).toBe(drafts[0]!.keys);
    // Upfront contracts invoice December; the others November (the period just ended).
    const periods = await rows<{
      calc: string;
      from: string;
      to: string;
    }>(sql`select distinct c.calculation_type as calc,
      to_char(min(l.period_from), 'YYYY-MM') as from, to_char(max(l.period_to), 'YYYY-MM') as to
      from invoice_lines l join contracts c on c.id = l.contract_id where l.invoice_id in
        (select id from invoices where request_id = ${requestId}) and c.calculation_type <> 'oneTime' group by 1`);
    for (const p of periods) {
      const expected = p.calc === 'invoicedUpFront' ? '2026-12' : '2026-11';
      expect([p.calc, p.from, p.to]).toEqual([p.calc, expected, expected]);
    }
    // Suspended and quote contracts are skipped, with the reason in the request log.
    const skipped = await rows<{
      status: string;
    }>(sql`select d.values->>'status' as status from invoice_request_details d
      where d.request_id = ${requestId} and d.code = 'contractSkipped'`);
    expect(skipped.map((s) => s.status)).toEqual(expect.arrayContaining(['SUSPENDED', 'QUOTE']));
    // Totals are the lines' (VAT on the sum per rate).
    const [mismatch] = await rows<{ n: number }>(sql`select count(*)::int as n from invoices i
      where i.request_id = ${requestId} and i.total_excl <> (select coalesce(sum(amount), 0) from invoice_lines where invoice_id = i.id)`);
    expect(mismatch!.n).toBe(0);
  });

  it('invoices an item without a price rule at the price its contract holds, and says so; without either it leaves it out', async () => {
    // An item of an upfront contract due in December, and its product's price rules gone.
    const [item] = await rows<{ id: number; productId: number; stored: number; contractId: number }>(sql`select i.id,
      i.product_id as "productId", i.unit_price::float as stored, c.id as "contractId"
      from contract_items i join contracts c on c.id = i.contract_id
      where c.status = 'ACTIVE' and i.status = 'ACTIVE' and c.calculation_type = 'invoicedUpFront'
        and i.unit_price > 0 and i.date_end is null order by i.id limit 1`);
    await db().execute(sql`delete from prices where product_id = ${item!.productId}`);
    const [other] = await rows<{
      id: number;
    }>(sql`select i.id from contract_items i join contracts c on c.id = i.contract_id
      where c.status = 'ACTIVE' and i.status = 'ACTIVE' and c.calculation_type = 'invoicedUpFront'
        and i.product_id <> ${item!.productId} and i.date_end is null order by i.id limit 1`);
    const otherProduct = await rows<{ productId: number; contractId: number }>(
      sql`select product_id as "productId", contract_id as "contractId" from contract_items where id = ${other!.id}`,
    );
    await db().execute(sql`delete from prices where product_id = ${otherProduct[0]!.productId}`);
    await db().execute(sql`update contract_items set unit_price = null where id = ${other!.id}`);

    const requestId = await startRun(db(), { month: MONTH, simulation: false, userId: null });
    await runToEnd(db(), requestId);
    const [line] = await rows<{ unitPrice: number }>(sql`select unit_price::float as "unitPrice" from invoice_lines
      where contract_item_id = ${item!.id} and period_from = '2026-12-01'`);
    expect(line!.unitPrice).toBe(item!.stored);
    const codes = await rows<{ code: string; type: string; contractId: number }>(sql`select code, type,
      contract_id as "contractId" from invoice_request_details where request_id = ${requestId} and code in ('storedPrice', 'noPrice')`);
    expect(codes).toEqual(
      expect.arrayContaining([
        { code: 'storedPrice', type: 'warning', contractId: item!.contractId },
        { code: 'noPrice', type: 'error', contractId: otherProduct[0]!.contractId },
      ]),
    );
    const [none] = await rows<{ n: number }>(
      sql`select count(*)::int as n from invoice_lines where contract_item_id = ${other!.id} and period_from >= '2026-12-01'`,
    );
    expect(none!.n).toBe(0);
  });

  it('refuses a second run of the month while one is pending, and a later run adds nothing twice', async () => {
    const first = await startRun(db(), { month: MONTH, simulation: false, userId: null });
    await expect(startRun(db(), { month: MONTH, simulation: false, userId: null })).rejects.toMatchObject({
      statusCode: 400,
      fieldErrors: { month: 'validation.runPending' },
    });
    // A simulation of the same month may run beside it.
    const simulation = await startRun(db(), { month: MONTH, simulation: true, userId: null });
    await runToEnd(db(), first);
    await runToEnd(db(), simulation);
    const before = await realLines();
    const again = await startRun(db(), { month: MONTH, simulation: false, userId: null });
    await runToEnd(db(), again);
    expect(await realLines()).toEqual(before);
    const [log] = await rows<{ lines: number; already: number }>(sql`select r.lines,
      (select count(*)::int from invoice_request_details d where d.request_id = r.id and d.code = 'alreadyDrafted') as already
      from invoice_requests r where r.id = ${again}`);
    expect(log!.lines).toBe(0);
    expect(log!.already).toBeGreaterThan(0);
    // The simulation made the same lines, apart from the real ones.
    const [sim] = await rows<{ n: number }>(
      sql`select count(*)::int as n from invoice_lines l join invoices i on i.id = l.invoice_id where i.request_id = ${simulation}`,
    );
    expect(sim!.n).toBe(before.length);
  });

  it('goes on after a crash in the middle of a batch: every item once, every draft once', async () => {
    const simulation = await startRun(db(), { month: MONTH, simulation: true, userId: null });
    await runToEnd(db(), simulation);
    const [expected] = await rows<{ n: number }>(sql`select count(*)::int as n from invoice_lines where simulation`);

    const requestId = await startRun(db(), { month: MONTH, simulation: false, userId: null });
    expect(await runBatch(db(), requestId, 30)).toBe(false);
    // The next batch dies half-way (a line of one of its contracts cannot be written): nothing of it stays.
    const [victim] = await rows<{ id: number }>(sql`select l.contract_id as id from invoice_lines l
      join invoices i on i.id = l.invoice_id where i.request_id = ${simulation}
      and l.contract_id > (select cursor from invoice_requests where id = ${requestId}) order by l.contract_id limit 1 offset 3`);
    await db().execute(
      sql.raw(`alter table invoice_lines add constraint crash check (contract_id <> ${victim!.id}) not valid`),
    );
    await expect(runBatch(db(), requestId, 30)).rejects.toThrow();
    await db().execute(sql.raw('alter table invoice_lines drop constraint crash'));
    const [cursor] = await rows<{ cursor: number; status: string }>(
      sql`select cursor, status from invoice_requests where id = ${requestId}`,
    );
    expect(cursor!.status).toBe('pending');
    expect(cursor!.cursor).toBeLessThan(victim!.id);

    await runToEnd(db(), requestId, 30);
    const lines = await realLines();
    expect(lines.length).toBe(expected!.n);
    expect(lines.every((l) => l.n === 1)).toBe(true);
    const [dup] = await rows<{ n: number }>(sql`select count(*)::int as n from (select customer_id, receiver, month
      from invoices where not simulation and state = 'draft' group by 1, 2, 3 having count(*) > 1) d`);
    expect(dup!.n).toBe(0);
  });
});

const lastNumber = async () =>
  (
    await rows<{ last: number }>(
      sql`select last_number as last from invoice_number_series where series = 'INV' and year = 2026`,
    )
  )[0]!.last;

describe('approval', () => {
  async function drafts(limit: number) {
    const requestId = await startRun(db(), { month: MONTH, simulation: false, userId: null });
    await runToEnd(db(), requestId);
    return (
      await rows<{ id: number }>(sql`select id from invoices where request_id = ${requestId} and state = 'draft'
        and exists (select 1 from invoice_lines l where l.invoice_id = invoices.id) order by id limit ${limit}`)
    ).map((r) => r.id);
  }

  it('numbers an approved draft in its series, dates it, gives it a payment reference and marks its items invoiced', async () => {
    const [id] = await drafts(1);
    const user = await userId();
    const last = await lastNumber();
    expect(last).toBeGreaterThan(100); // the seeded year of invoices
    const result = await approveDraft(db(), id!, null, { userId: user }, async () => null, '2026-12-02');
    const number = `2026/${String(last + 1).padStart(6, '0')}`;
    expect(result).toEqual({ invoiceId: id, documentNumber: number });
    const [invoice] = await rows<Row>(sql`select state, series, document_date::text as "documentDate",
      due_date::text as "dueDate", payment_reference as "paymentReference", total_incl as "totalIncl",
      total_excl + total_vat = total_incl as sums from invoices where id = ${id}`);
    expect(invoice).toMatchObject({
      state: 'created',
      series: 'INV',
      documentDate: '2026-12-02',
      dueDate: '2027-01-01',
      sums: true,
    });
    expect(isStructuredReference(String(invoice!.paymentReference))).toBe(true);
    // The structured reference is made of the number's digits.
    expect(String(invoice!.paymentReference).replace(/\D/g, '').slice(0, 10)).toBe(number.replace('/', ''));
    const [history] = await rows<Row>(
      sql`select from_state, to_state, user_id from invoice_status_history where invoice_id = ${id}`,
    );
    expect(history).toEqual({ from_state: 'draft', to_state: 'created', user_id: user });
    const [late] = await rows<{ n: number }>(sql`select count(*)::int as n from invoice_lines l
      join contract_items i on i.id = l.contract_item_id join contracts c on c.id = l.contract_id
      where l.invoice_id = ${id} and c.calculation_type <> 'oneTime' and (i.invoiced_until is null or i.invoiced_until < l.period_to)`);
    expect(late!.n).toBe(0);
    const [event] = await rows<Row>(
      sql`select kind, label from timeline_events where kind = 'invoice' and record_id = ${id}`,
    );
    expect(event).toEqual({ kind: 'invoice', label: number });

    // Approved is final: not again, and a stale version is a conflict.
    await expect(approveDraft(db(), id!, null, { userId: user }, async () => null)).rejects.toMatchObject({
      statusCode: 400,
      errorMessage: 'validation.notDraft',
    });
  });

  it('numbers concurrent approvals without gaps or repeats; a failing draft takes no number', async () => {
    const ids = await drafts(12);
    expect(ids.length).toBe(12);
    // An empty draft fails in the middle of the first half.
    const [empty] = await rows<{ id: number }>(sql`insert into invoices (customer_id, receiver, month)
      values ((select customer_id from invoices where id = ${ids[0]!}), 'client', '2026-01') returning id`);
    const user = { userId: null };
    const last = await lastNumber();
    const [a, b] = await Promise.all([
      approveMany(db(), [...ids.slice(0, 3), empty!.id, ...ids.slice(3, 6)], user, undefined, '2026-12-02'),
      approveMany(db(), ids.slice(6), user, undefined, '2026-12-02'),
    ]);
    expect(a.failed).toEqual([{ invoiceId: empty!.id, code: 'validation.invoiceEmpty' }]);
    expect(b.failed).toEqual([]);
    const numbers = [...a.approved, ...b.approved].map((o) => Number(o.documentNumber!.slice(5))).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => last + i + 1));
    expect(await lastNumber()).toBe(last + 12);
  });
});

describe('over HTTP', () => {
  const BASE = '/api/invoice/v2';
  /** Polls the request log until the run is finished (the job works it in the background). */
  async function finished(requestId: number, cookie: string) {
    for (let i = 0; i < 200; i++) {
      const { request } = await t.read(`${BASE}/requests/${requestId}`, cookie);
      if (request.status === 'finished') return request;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`run ${requestId} did not finish`);
  }

  it('runs the month as a job, shows its progress in the request log, and approves a draft', async () => {
    const admin = await t.login(ADMIN);
    const started = await t.post(`${BASE}/invoices/run-month`, { month: MONTH }, admin);
    expect(started.statusCode, started.body).toBe(201);
    const { requestId } = started.json().response;
    const again = await t.post(`${BASE}/invoices/run-month`, { month: MONTH }, admin);
    // Either still pending (refused on the month) or already done (a second run then adds nothing).
    expect([201, 400]).toContain(again.statusCode);
    const request = await finished(requestId, admin);
    expect(request).toMatchObject({ simulation: false, month: MONTH, doneContracts: request.totalContracts });
    expect(request.drafts).toBeGreaterThan(0);

    const drafts = await t.read(`${BASE}/invoices/drafts?requestId=${requestId}&pageSize=5`, admin);
    const draft = drafts.items.find((d: Row) => (d.lineCount as number) > 0);
    const stale = await t.post(`${BASE}/invoices/${draft.invoiceId}/approve`, { version: draft.version + 5 }, admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().response).toMatchObject({ invoiceId: draft.invoiceId, state: 'draft' });
    const approved = await t.post(`${BASE}/invoices/${draft.invoiceId}/approve`, { version: draft.version }, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().response).toMatchObject({
      state: 'created',
      documentNumber: expect.stringMatching(/^\d{4}\/\d{6}$/),
      paymentReference: expect.stringMatching(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/),
      allowedActions: ['markSent', 'setAmountPaid', 'editReference', 'editMessage', 'credit'],
    });
    const history = await t.read(`${BASE}/invoices/${draft.invoiceId}/status-history`, admin);
    expect(history).toEqual([
      expect.objectContaining({ fromState: 'draft', toState: 'created', userName: expect.any(String) }),
    ]);
  });

  it('goes on with a run a restart interrupted: the new instance finds it pending and finishes it', async () => {
    const admin = await t.login(ADMIN);
    // A run half done when its instance stopped (no job of it left in the queue).
    const requestId = await startRun(db(), { month: MONTH, simulation: false, userId: null });
    await runBatch(db(), requestId, 25);
    await db().execute(sql.raw('delete from pgboss.job'));
    const restarted = await buildApp(t.config, t.database);
    try {
      await restarted.ready();
      const request = await finished(requestId, admin);
      expect(request.doneContracts).toBe(request.totalContracts);
      const lines = await realLines();
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((l) => l.n === 1)).toBe(true);
    } finally {
      await restarted.close();
    }
  });

  it('recalculates drafts from the product rules, an outcome per draft', async () => {
    const admin = await t.login(ADMIN);
    const requestId = await startRun(db(), { month: MONTH, simulation: false, userId: null });
    await runToEnd(db(), requestId);
    const [line] = await rows<{ id: number; invoiceId: number; unitPrice: number; amount: number }>(sql`select l.id,
      l.invoice_id as "invoiceId", l.unit_price::float as "unitPrice", l.amount::float as amount
      from invoice_lines l join invoices i on i.id = l.invoice_id
      where i.request_id = ${requestId} and l.unit_price > 0 order by l.id limit 1`);
    // A price that no longer is the rule's (as after a price fix): recalculating brings the rule's back.
    await db().execute(sql`update invoice_lines set unit_price = 999, amount = 999 where id = ${line!.id}`);
    const res = await t.post(`${BASE}/invoices/recalculate`, { invoiceIds: [line!.invoiceId, 999_999] }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toEqual({
      approved: [{ invoiceId: line!.invoiceId, documentNumber: null }],
      failed: [{ invoiceId: 999_999, code: 'notFound' }],
    });
    const [after] = await rows<{ unitPrice: number; amount: number }>(sql`select unit_price::float as "unitPrice",
      amount::float as amount from invoice_lines where id = ${line!.id}`);
    expect(after).toEqual({ unitPrice: line!.unitPrice, amount: line!.amount });
    const [draft] = await rows<{ ok: boolean }>(sql`select total_excl = (select sum(amount) from invoice_lines
      where invoice_id = ${line!.invoiceId}) as ok from invoices where id = ${line!.invoiceId}`);
    expect(draft!.ok).toBe(true);
  });

  it('approves a month in slices: each slice in the list order, the numbers consecutive across slices, left-out drafts untouched', async () => {
    const admin = await t.login(ADMIN);
    const requestId = await startRun(db(), { month: MONTH, simulation: false, userId: null });
    await runToEnd(db(), requestId);
    const all = await t.read(`${BASE}/invoices/drafts?requestId=${requestId}&pageSize=100`, admin);
    expect(all.totalCount).toBeGreaterThan(4);
    const [kept, ...rest] = all.items.map((d: Row) => d.invoiceId as number);
    const slice = (limit: number) =>
      t.post(`${BASE}/invoices/approve/bulk`, { requestId, limit, exceptIds: [kept] }, admin);
    const first = await slice(2);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().response).toMatchObject({ failed: [], remaining: all.totalCount - 3 });
    expect(first.json().response.approved.map((a: Row) => a.invoiceId)).toEqual(rest.slice(0, 2));
    const second = (await slice(500)).json().response;
    expect(second).toMatchObject({ failed: [], remaining: 0 });
    expect(second.approved.map((a: Row) => a.invoiceId)).toEqual(rest.slice(2));
    const numbers = [...first.json().response.approved, ...second.approved].map((a: Row) =>
      Number(String(a.documentNumber).split('/')[1]),
    );
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    const left = await t.read(`${BASE}/invoices/drafts?requestId=${requestId}&pageSize=5`, admin);
    expect(left.items.map((d: Row) => d.invoiceId)).toEqual([kept]);
    const refused = await t.post(`${BASE}/invoices/approve/bulk`, { requestId, limit: 0 }, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ limit: 'validation.min|1' });
  });

  it('simulates a month, makes a simulation’s draft a real one, and keeps the read-only account out', async () => {
    const admin = await t.login(ADMIN);
    const viewer = await t.login(VIEWER);
    for (const url of [`${BASE}/invoices/run-month`, `${BASE}/simulations/run-month`])
      expect((await t.post(url, { month: MONTH }, viewer)).statusCode).toBe(403);
    const bad = await t.post(`${BASE}/simulations/run-month`, { month: '2026-13' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ month: 'validation.month' });

    const started = await t.post(`${BASE}/simulations/run-month`, { month: MONTH }, admin);
    const { requestId } = started.json().response;
    await finished(requestId, admin);
    const sims = await t.read(`${BASE}/simulations?requestId=${requestId}&pageSize=5`, admin);
    expect(sims.totalCount).toBeGreaterThan(0);
    const sim = sims.items[0];
    const res = await t.call({ method: 'POST', url: `${BASE}/simulations/${sim.invoiceId}/approve`, cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({ simulation: false, state: 'draft', customerId: sim.customerId });
    expect(res.json().response.totalExcl).toBe(sim.totalExcl);
    expect(
      (await t.call({ method: 'GET', url: `${BASE}/simulations/${sim.invoiceId}`, cookie: admin })).statusCode,
    ).toBe(404);
  });
});
