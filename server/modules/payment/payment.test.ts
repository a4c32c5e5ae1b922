/**
 * Payments as records (docs/domain.md "Invoice life: payments"), on a real database (PGlite, or a
 * PostgreSQL server with TEST_DATABASE_URL): recorded through `invoices/set-amount-paid` and
 * `recordPayment`, listed, reversed; the invoice's amount paid always the sum of its unreversed
 * payments; the custom migration that turned amounts paid into payments; two recordings at once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, brusselsDay, toWireDay } from '../../../src/shared/calendar-day';
import type { Db } from '../../db/client';
import { invoices, payments } from '../../db/schema';
import { ADMIN, testAppForFile, VIEWER } from '../../testing/test-app';
import { listPayments, paidTotal, recordPayment, reversePayment, type PaymentInput } from './payment-repository';

const t = testAppForFile();

const BASE = '/api/invoice/v2';
const today = brusselsDay();
type Seeded = { id: number; totalIncl: number; version: number; dueDate: string };

/** Approved, unpaid invoices of the seed (state created), oldest first. */
async function seeded(n: number): Promise<Seeded[]> {
  const { rows } = await t.database.db.execute<Seeded>(sql`select id, total_incl::float8 as "totalIncl", version,
      to_char(due_date, 'YYYY-MM-DD') as "dueDate" from invoices
    where state = 'created' and not simulation and type = 'invoice' and total_incl > 10 order by id limit ${n}`);
  expect(rows).toHaveLength(n);
  return rows;
}

const detail = (id: number, cookie: string) => t.read(`${BASE}/invoices/${id}`, cookie);
const pay = (cookie: string, body: Record<string, unknown>) =>
  t.post(`${BASE}/invoices/set-amount-paid`, { receivedOn: toWireDay(today), method: 'bankTransfer', ...body }, cookie);
const reverse = (cookie: string, paymentId: number, body: Record<string, unknown>) =>
  t.post(`${BASE}/invoices/payments/${paymentId}/reverse`, { on: toWireDay(today), ...body }, cookie);
const inTx = <T>(work: (tx: Db) => Promise<T>) => t.database.db.transaction((tx) => work(tx as unknown as Db));

describe('payments as records', () => {
  it('records a partial payment then the rest: partly paid, then paid, each listed and in the history', async () => {
    const admin = await t.login(ADMIN);
    const [a] = await seeded(1);
    const first = await pay(admin, {
      invoiceId: a!.id,
      version: a!.version,
      amount: 10.1,
      reference: 'First half',
      payerIban: 'be68 5390 0754 7034',
      payerName: 'Janssens BV',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().response).toMatchObject({ state: 'partiallyPaid', amountPaid: 10.1, version: a!.version + 1 });
    const rest = Math.round(a!.totalIncl * 100 - 1010) / 100;
    const second = await pay(admin, { invoiceId: a!.id, version: a!.version + 1, amount: rest, method: 'card' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().response).toMatchObject({ state: 'paid', amountPaid: a!.totalIncl });

    const listed = await t.read(`${BASE}/invoices/${a!.id}/payments`, admin);
    expect(listed).toMatchObject([
      {
        amount: 10.1,
        method: 'bankTransfer',
        payerIban: 'BE68539007547034',
        payerName: 'Janssens BV',
        reference: 'First half',
        source: 'manual',
        recordedByName: expect.any(String),
        receivedOn: toWireDay(today),
        reversedAt: null,
      },
      { amount: rest, method: 'card', reference: null },
    ]);
    const history = await t.read(`${BASE}/invoices/${a!.id}/status-history`, admin);
    expect(history.slice(-2)).toMatchObject([
      { fromState: 'created', toState: 'partiallyPaid', note: 'paymentRecorded', paymentAmount: 10.1 },
      { fromState: 'partiallyPaid', toState: 'paid', note: 'paymentRecorded', paymentAmount: rest },
    ]);
    const { rows: events } = await t.database.db.execute<{ changes: { field: string; after: unknown }[] }>(
      sql`select changes from timeline_events where kind = 'invoice' and record_id = ${a!.id} order by id desc limit 1`,
    );
    expect(events[0]!.changes).toContainEqual({ field: 'paymentReceived', before: null, after: rest });
    // Read by whoever may read invoices; written only with the edit right.
    const viewer = await t.login(VIEWER);
    expect(await t.read(`${BASE}/invoices/${a!.id}/payments`, viewer)).toHaveLength(2);
    expect((await pay(viewer, { invoiceId: a!.id, version: 9, amount: 1 })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `${BASE}/invoices/2000000/payments`, cookie: admin })).statusCode).toBe(
      404,
    );
  });

  it('refuses an overpayment, a day in the future and a wrong IBAN on their fields, changing nothing', async () => {
    const admin = await t.login(ADMIN);
    const [a] = await seeded(1);
    const over = await pay(admin, { invoiceId: a!.id, version: a!.version, amount: a!.totalIncl + 0.01 });
    expect(over.statusCode).toBe(400);
    expect(over.json().fieldErrors).toEqual({ amount: 'validation.overpaid' });
    const future = await pay(admin, {
      invoiceId: a!.id,
      version: a!.version,
      amount: 1,
      receivedOn: toWireDay(addDays(today, 2)),
    });
    expect(future.json().fieldErrors).toEqual({ receivedOn: 'validation.futureDate' });
    const iban = await pay(admin, { invoiceId: a!.id, version: a!.version, amount: 1, payerIban: 'BE00 1234' });
    expect(iban.json().fieldErrors).toEqual({ payerIban: 'validation.iban' });
    const cents = await pay(admin, { invoiceId: a!.id, version: a!.version, amount: 1.005 });
    expect(cents.json().fieldErrors).toEqual({ amount: 'validation.decimals|2' });
    expect(await detail(a!.id, admin)).toMatchObject({ state: 'created', amountPaid: 0, version: a!.version });
    expect(await t.read(`${BASE}/invoices/${a!.id}/payments`, admin)).toEqual([]);
  });

  it('reverses a payment: the open amount and the state come back, the payment stays with its reason', async () => {
    const admin = await t.login(ADMIN);
    const [a] = await seeded(1);
    await pay(admin, { invoiceId: a!.id, version: a!.version, amount: 5 });
    await pay(admin, { invoiceId: a!.id, version: a!.version + 1, amount: Math.round(a!.totalIncl * 100 - 500) / 100 });
    const [small, big] = await t.read(`${BASE}/invoices/${a!.id}/payments`, admin);

    const stale = await reverse(admin, big.paymentId, { reason: 'Returned', version: a!.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().response).toMatchObject({ state: 'paid' });
    const noReason = await reverse(admin, big.paymentId, { reason: ' ', version: a!.version + 2 });
    expect(noReason.json().fieldErrors).toEqual({ reason: 'validation.required' });

    const back = await reverse(admin, big.paymentId, { reason: 'Returned: AM04', version: a!.version + 2 });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().response).toMatchObject({ state: 'partiallyPaid', amountPaid: 5, version: a!.version + 3 });
    const again = await reverse(admin, big.paymentId, { reason: 'Twice', version: a!.version + 3 });
    expect(again.json().fieldErrors).toEqual({ reason: 'validation.alreadyReversed' });

    // Nothing paid any more: created again (never sent), or overdue once its due date has passed.
    const none = await reverse(admin, small.paymentId, { reason: 'Wrong invoice', version: a!.version + 3 });
    expect(none.json().response).toMatchObject({
      state: a!.dueDate < today ? 'overdue' : 'created',
      amountPaid: 0,
    });
    const listed = await t.read(`${BASE}/invoices/${a!.id}/payments`, admin);
    expect(listed).toHaveLength(2);
    expect(listed[1]).toMatchObject({
      reversalReason: 'Returned: AM04',
      reversedOn: toWireDay(today),
      reversedByName: expect.any(String),
    });
    expect(await paidTotal(t.database.db, a!.id)).toBe(0);
    const history = await t.read(`${BASE}/invoices/${a!.id}/status-history`, admin);
    expect(history.slice(-2).map((h: { note: string; paymentAmount: number }) => [h.note, h.paymentAmount])).toEqual([
      ['paymentReversed', big.amount],
      ['paymentReversed', 5],
    ]);
  });

  it('keeps what a statement pays over the open amount as unallocated; refuses it by hand', async () => {
    const [a] = await seeded(1);
    const input: PaymentInput = {
      invoiceId: a!.id,
      amount: Math.round(a!.totalIncl * 100 + 1234) / 100,
      receivedOn: today,
      method: 'bankTransfer',
      statementLineId: 42,
    };
    await expect(inTx((tx) => recordPayment(tx, input, { userId: null }))).rejects.toMatchObject({
      statusCode: 400,
    });
    const done = await inTx((tx) => recordPayment(tx, input, { userId: null }, { allowOver: true }));
    expect(done).toMatchObject({ state: 'paid', amountPaid: a!.totalIncl, unallocated: 12.34 });
    const [row] = await listPayments(t.database.db, a!.id);
    expect(row).toMatchObject({ amount: a!.totalIncl, source: 'statementLine', statementLineId: 42 });
    const reversed = await inTx((tx) =>
      reversePayment(tx, { paymentId: done.paymentId, reason: 'Returned', on: today }, { userId: null }, '2000-01-01'),
    );
    expect(reversed).toEqual({ state: 'created', amountPaid: 0 });
  });

  it('records one of two recordings of the open amount at once; the other is refused (no double)', async () => {
    const [a] = await seeded(1);
    const input: PaymentInput = { invoiceId: a!.id, amount: a!.totalIncl, receivedOn: today, method: 'bankTransfer' };
    const outcomes = await Promise.allSettled([
      inTx((tx) => recordPayment(tx, input, { userId: null })),
      inTx((tx) => recordPayment(tx, input, { userId: null })),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 400, fieldErrors: { amount: 'validation.invoicePaid' } });
    expect(await listPayments(t.database.db, a!.id)).toHaveLength(1);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, a!.id));
    expect(invoice).toMatchObject({ state: 'paid', amountPaid: a!.totalIncl });
  });

  it('filters the invoices list by the day a payment was received (reversed ones not counted)', async () => {
    const admin = await t.login(ADMIN);
    const [a, b] = await seeded(2);
    const day = addDays(today, -3);
    await pay(admin, { invoiceId: a!.id, version: a!.version, amount: 1, receivedOn: toWireDay(day) });
    await pay(admin, { invoiceId: b!.id, version: b!.version, amount: 1, receivedOn: toWireDay(day) });
    const [paymentOfB] = await listPayments(t.database.db, b!.id);
    await reverse(admin, paymentOfB!.paymentId, { reason: 'Returned', version: b!.version + 1 });
    const ids = async (query: string) =>
      (await t.read(`${BASE}/invoices?pageSize=100&${query}`, admin)).items.map((i: { invoiceId: number }) => i.invoiceId);
    const found = await ids(`paidFrom=${day}&paidTo=${day}`);
    expect(found).toContain(a!.id);
    expect(found).not.toContain(b!.id);
    expect(await ids(`paidFrom=${addDays(day, 1)}&paidTo=${today}`)).not.toContain(a!.id);
    const bad = await t.call({ method: 'GET', url: `${BASE}/invoices?paidFrom=yesterday`, cookie: admin });
    expect(bad.json().fieldErrors).toEqual({ paidFrom: 'validation.date' });
  });

  it('writes payment records for the seed paid invoices: each amount paid is the sum of its payments', async () => {
    const { rows } = await t.database.db.execute<{ mismatched: number; paid: number }>(sql`select
        count(*) filter (where i.amount_paid <> coalesce(p.sum, 0))::int as mismatched,
        count(*) filter (where i.amount_paid > 0)::int as paid
      from invoices i left join (select invoice_id, sum(amount) as sum from payments
        where reversed_at is null group by invoice_id) p on p.invoice_id = i.id`);
    expect(rows[0]).toMatchObject({ mismatched: 0, paid: expect.any(Number) });
    expect(rows[0]!.paid).toBeGreaterThan(0);
  });

  it('migrates an amount paid without payments into one payment record (the custom migration)', async () => {
    const { db } = t.database;
    const [a] = await seeded(1);
    // An invoice as it was before payments were records: an amount paid, a move to partiallyPaid.
    await db.update(invoices).set({ amountPaid: 12.34, state: 'partiallyPaid' }).where(eq(invoices.id, a!.id));
    await db.execute(sql`insert into invoice_status_history (invoice_id, from_state, to_state, created_at)
      values (${a!.id}, 'created', 'partiallyPaid', '2026-03-04T10:00:00Z')`);
    const folder = join(import.meta.dirname, '../../db/migrations');
    const file = readdirSync(folder).find((f) => f.endsWith('_payments-from-amounts.sql'))!;
    for (const statement of readFileSync(join(folder, file), 'utf8').split('--> statement-breakpoint'))
      if (statement.trim()) await db.execute(sql.raw(statement));
    const rows = await db.select().from(payments).where(eq(payments.invoiceId, a!.id));
    expect(rows).toMatchObject([
      {
        amount: 12.34,
        receivedOn: '2026-03-04',
        method: 'bankTransfer',
        source: 'manual',
        reference: 'Migrated amount paid',
        reversedAt: null,
      },
    ]);
    // Run again, it adds nothing: every amount paid is already its payments' sum.
    for (const statement of readFileSync(join(folder, file), 'utf8').split('--> statement-breakpoint'))
      if (statement.trim()) await db.execute(sql.raw(statement));
    expect(await db.select().from(payments).where(eq(payments.invoiceId, a!.id))).toHaveLength(1);
  });
});
