import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../../src/shared/calendar-day';
import { buildApp } from '../../../app';
import { brusselsToday } from '../../../http/csv';
import { ADMIN, testAppForFile, VIEWER } from '../../../testing/test-app';
import { markOverdue } from './invoice-life';

const t = testAppForFile();

const BASE = '/api/invoice/v2';
type Seeded = { id: number; totalIncl: number; dueDate: string };

/** Approved invoices of the seed (state created), oldest first. */
async function seeded(n: number): Promise<Seeded[]> {
  const { rows } = await t.database.db.execute<Seeded>(sql`select id, total_incl::float8 as "totalIncl",
      to_char(due_date, 'YYYY-MM-DD') as "dueDate" from invoices
    where state = 'created' and not simulation and type = 'invoice' and total_incl > 10 order by id limit ${n}`);
  expect(rows).toHaveLength(n);
  return rows;
}

const post = (url: string, payload: object, cookie: string) => t.post(`${BASE}/${url}`, payload, cookie);
const put = (url: string, payload: object, cookie: string) => t.put(`${BASE}/${url}`, payload, cookie);
const detail = (id: number, cookie: string) => t.read(`${BASE}/invoices/${id}`, cookie);
const history = async (id: number, cookie: string) =>
  ((await t.read(`${BASE}/invoices/${id}/status-history`, cookie)) as { fromState: string; toState: string }[]).map(
    (h) => `${h.fromState}>${h.toState}`,
  );

describe('an invoice after approval', () => {
  it('is marked as sent: created -> sent in its history and timeline, version + 1; once only', async () => {
    const admin = await t.login(ADMIN);
    const [a] = await seeded(1);
    const before = await detail(a!.id, admin);
    expect(before.allowedActions).toEqual(['markSent', 'setAmountPaid', 'editReference', 'editMessage', 'credit']);
    const sent = await post('invoices/mark-sent', { invoiceIds: [a!.id, 2_000_000] }, admin);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().response).toEqual({
      approved: [{ invoiceId: a!.id, documentNumber: before.documentNumber }],
      failed: [{ invoiceId: 2_000_000, code: 'notFound' }],
    });
    const after = await detail(a!.id, admin);
    expect(after).toMatchObject({ state: 'sent', version: before.version + 1 });
    expect(after.allowedActions).not.toContain('markSent');
    expect((await history(a!.id, admin)).at(-1)).toBe('created>sent');
    const [event] = (
      await t.database.db.execute<{ action: string; userId: number | null }>(sql`select action, user_id as "userId"
        from timeline_events where kind = 'invoice' and record_id = ${a!.id} order by id desc limit 1`)
    ).rows;
    expect(event).toMatchObject({ action: 'statusChanged', userId: expect.any(Number) });
    const again = await post('invoices/mark-sent', { invoiceIds: [a!.id] }, admin);
    expect(again.json().response).toEqual({
      approved: [],
      failed: [{ invoiceId: a!.id, code: 'validation.notSendable' }],
    });
  });

  it('is paid in part, then the rest, in exact cents; overpayment, nothing and a stale version change nothing', async () => {
    const admin = await t.login(ADMIN);
    const [a] = await seeded(1);
    const { version, totalIncl } = await detail(a!.id, admin);
    // Each call records one payment received (docs/domain.md "Invoice life: payments").
    const pay = (amount: number, v: number) =>
      post(
        'invoices/set-amount-paid',
        { invoiceId: a!.id, amount, version: v, receivedOn: `${brusselsToday()}T00:00:00.000Z`, method: 'bankTransfer' },
        admin,
      );

    const over = await pay(Math.round(totalIncl * 100 + 1) / 100, version);
    expect(over.statusCode).toBe(400);
    expect(over.json().fieldErrors).toEqual({ amount: 'validation.overpaid' });
    const negative = await pay(-5, version);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fieldErrors).toEqual({ amount: 'validation.positive' });
    expect(await detail(a!.id, admin)).toMatchObject({ state: 'created', amountPaid: 0, version });

    const partial = await pay(0.1 + 0.2, version);
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().response).toMatchObject({ state: 'partiallyPaid', amountPaid: 0.3, version: version + 1 });
    const rest = Math.round(totalIncl * 100 - 30) / 100;
    const stale = await pay(rest, version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().response).toMatchObject({ invoiceId: a!.id, state: 'partiallyPaid', amountPaid: 0.3 });

    const full = await pay(rest, version + 1);
    expect(full.statusCode, full.body).toBe(200);
    // A paid invoice moves no more; it can still be corrected by a credit note.
    expect(full.json().response).toMatchObject({ state: 'paid', amountPaid: totalIncl, allowedActions: ['credit'] });
    expect(await history(a!.id, admin)).toEqual(['draft>created', 'created>partiallyPaid', 'partiallyPaid>paid']);
    const afterPaid = await pay(1, version + 2);
    expect(afterPaid.json().fieldErrors).toEqual({ amount: 'validation.invoicePaid' });
    const reference = await put(
      'invoices/reference',
      { invoiceId: a!.id, reference: 'PO', version: version + 2 },
      admin,
    );
    expect(reference.json().errorMessage).toBe('validation.invoicePaid');
  });

  it('becomes overdue after its due date (no user, dueDatePassed), then is followed up in order', async () => {
    const admin = await t.login(ADMIN);
    const [a, b] = await seeded(2);
    const b0 = await detail(b!.id, admin);
    const receivedOn = `${brusselsToday()}T00:00:00.000Z`;
    await post(
      'invoices/set-amount-paid',
      { invoiceId: b!.id, amount: 5, receivedOn, method: 'bankTransfer', version: b0.version },
      admin,
    );
    const today = addDays([a!.dueDate, b!.dueDate].sort().at(-1)!, 1);
    expect(await markOverdue(t.database.db, a!.dueDate)).not.toContain(a!.id);
    const moved = await markOverdue(t.database.db, today);
    expect(moved).toEqual(expect.arrayContaining([a!.id, b!.id]));
    expect(await markOverdue(t.database.db, today)).toEqual([]);
    expect(await detail(b!.id, admin)).toMatchObject({ state: 'overdue', amountPaid: 5 });
    const overdue = await detail(a!.id, admin);
    expect(overdue).toMatchObject({ state: 'overdue', nextFollowUp: 'reminder1' });
    expect(overdue.allowedActions).toContain('followUp');
    const rows = await t.read(`${BASE}/invoices/${a!.id}/status-history`, admin);
    expect(rows.at(-1)).toMatchObject({
      fromState: 'created',
      toState: 'overdue',
      userName: null,
      note: 'dueDatePassed',
    });

    expect(await t.read(`${BASE}/followups/types`, admin)).toEqual([
      { followUpType: 'reminder1', fromState: 'overdue', toState: 'reminder1' },
      { followUpType: 'reminder2', fromState: 'reminder1', toState: 'reminder2' },
      { followUpType: 'notice1', fromState: 'reminder2', toState: 'notice1' },
      { followUpType: 'notice2', fromState: 'notice1', toState: 'notice2' },
    ]);
    const first = await post('followups', { invoiceIds: [a!.id], followUpType: 'reminder1' }, admin);
    expect(first.json().response.approved).toEqual([{ invoiceId: a!.id, documentNumber: overdue.documentNumber }]);
    // reminder2 only from reminder1: b (overdue) is refused, a goes on.
    const second = await post('followups', { invoiceIds: [b!.id, a!.id], followUpType: 'reminder2' }, admin);
    expect(second.json().response).toEqual({
      approved: [{ invoiceId: a!.id, documentNumber: overdue.documentNumber }],
      failed: [{ invoiceId: b!.id, code: 'validation.followUpNotAllowed' }],
    });
    expect(await detail(a!.id, admin)).toMatchObject({ state: 'reminder2', nextFollowUp: 'notice1' });
    expect(await detail(b!.id, admin)).toMatchObject({ state: 'overdue' });
    expect((await history(a!.id, admin)).slice(-3)).toEqual([
      'created>overdue',
      'overdue>reminder1',
      'reminder1>reminder2',
    ]);
  });

  it('is moved to overdue by the job an instance queues at start (today in Brussels)', async () => {
    const due = async () =>
      (
        await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from invoices
          where state in ('created', 'sent', 'partiallyPaid') and type <> 'creditNote' and not simulation
            and due_date < ${brusselsToday()}`)
      ).rows[0]!.n;
    expect(await due()).toBeGreaterThan(0);
    const app = await buildApp({ ...t.config, invoiceOverdueJob: true }, t.database);
    try {
      await app.ready();
      await vi.waitFor(async () => expect(await due()).toBe(0), { timeout: 20_000, interval: 200 });
    } finally {
      await app.close();
    }
  });

  it('has its reference and message edited, trimmed, without touching its amounts', async () => {
    const admin = await t.login(ADMIN);
    const [a] = await seeded(1);
    const before = await detail(a!.id, admin);
    const ref = await put(
      'invoices/reference',
      { invoiceId: a!.id, reference: '  PO-1234 ', version: before.version },
      admin,
    );
    expect(ref.statusCode, ref.body).toBe(200);
    const message = 'Thank you for your business.';
    const msg = await put('invoices/message', { invoiceId: a!.id, message, version: before.version + 1 }, admin);
    expect(msg.statusCode, msg.body).toBe(200);
    const after = await detail(a!.id, admin);
    const amounts = (i: Record<string, unknown>) => [i.totalExcl, i.totalVat, i.totalIncl, i.amountPaid, i.state];
    expect(after).toMatchObject({ reference: 'PO-1234', message, version: before.version + 2 });
    expect(amounts(after)).toEqual(amounts(before));
    const stale = await put('invoices/message', { invoiceId: a!.id, message: 'x', version: before.version }, admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().response).toMatchObject({ message });
    const long = await put('invoices/reference', { invoiceId: a!.id, reference: 'x'.repeat(101), version: 9 }, admin);
    expect(long.json().fieldErrors).toEqual({ reference: 'validation.maxLength|100' });
  });

  it('refuses every write to the read-only account, which sees no actions', async () => {
    const viewer = await t.login(VIEWER);
    const [a] = await seeded(1);
    expect((await detail(a!.id, viewer)).allowedActions).toEqual([]);
    await t.read(`${BASE}/followups/types`, viewer);
    const writes = [
      post('invoices/mark-sent', { invoiceIds: [a!.id] }, viewer),
      post(
        'invoices/set-amount-paid',
        { invoiceId: a!.id, amount: 1, receivedOn: '2026-01-05T00:00:00.000Z', method: 'cash', version: 1 },
        viewer,
      ),
      put('invoices/reference', { invoiceId: a!.id, reference: 'x', version: 1 }, viewer),
      put('invoices/message', { invoiceId: a!.id, message: 'x', version: 1 }, viewer),
      post('followups', { invoiceIds: [a!.id], followUpType: 'reminder1' }, viewer),
    ];
    for (const answer of await Promise.all(writes)) expect(answer.statusCode).toBe(403);
    expect(await detail(a!.id, await t.login(ADMIN))).toMatchObject({ state: 'created', reference: null });
  });
});
