/**
 * The demo invoices' life after approval (docs/domain.md "Invoice life"), so every state shows: most
 * older invoices sent and paid, some paid in part, some late with their reminders and notices; last
 * month's still being paid and chased; this month's sent, some already paid. Every path follows the
 * rules of src/shared/invoice-states.ts (the test replays them, `day` after the document date), with
 * its history, timeline and payment records written at seed time, after approval's (as the overdue
 * job writes its own). A quarter of the invoices stay created as approval left them (what the specs and the
 * overdue job start from).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { invoiceStatusHistory, payments, timelineEvents } from '../schema';
import type { InvoiceState } from '../../../src/shared/constants/invoice';

/** How old an invoice is against the last month of the history. */
export type Age = 'current' | 'previous' | 'older';

/** One move of a path: the state reached, the days after the document date, the share then paid. */
export type LifeStep = { state: InvoiceState; day: number; paidShare?: number };

/** The path of an invoice after approval from its number in twenty (`k`, its id mod 20) and its age. */
export function lifePlan(k: number, age: Age): LifeStep[] {
  if (k < 5) return [];
  const sent: LifeStep = { state: 'sent', day: 1 };
  const paid = (day: number): LifeStep => ({ state: 'paid', day, paidShare: 1 });
  const half = (day: number): LifeStep => ({ state: 'partiallyPaid', day, paidShare: 0.5 });
  const late: LifeStep[] = [
    { state: 'overdue', day: 31 },
    { state: 'reminder1', day: 45 },
    { state: 'reminder2', day: 60 },
    { state: 'notice1', day: 75 },
  ];
  if (age === 'current') {
    if (k < 12) return [sent];
    if (k < 16) return [sent, paid(5 + k)];
    return [sent, half(10 + k)];
  }
  if (age === 'previous') {
    if (k < 13) return [sent, paid(10 + k)];
    if (k < 15) return [sent, half(20), late[0]!];
    if (k < 18) return [sent, ...late.slice(0, 1)];
    return [sent, ...late.slice(0, 2)];
  }
  if (k < 17) return [sent, paid(10 + k)];
  if (k === 17) return [sent, ...late];
  if (k === 18) return [sent, ...late.slice(0, 3)];
  return [sent, half(25), ...late.slice(0, 2)];
}

type Row = {
  id: number;
  customer_id: number;
  document_number: string | null;
  document_date: string;
  month: string;
  total_incl: string;
};

const cents = (euro: number) => Math.round(euro * 100);

/** The day `days` after `day` (YYYY-MM-DD), no later than `last`. */
const dayAfter = (day: string, days: number, last: string) => {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  const after = d.toISOString().slice(0, 10);
  return after < last ? after : last;
};

/**
 * Moves the approved invoices of the history (months in order, the last one current) along their
 * paths: the month runs' by their id (`k` its id mod 20), or by `pathOf` (the manual invoices,
 * whose seed chooses each one's path) when given. What a path pays is a payment record (bank
 * transfer, its day the step's, never after the last approval day), its history row noting it.
 */
export async function seedInvoiceLife(
  db: Db,
  months: readonly string[],
  manual: { pathOf: (row: { id: number }, i: number) => number } | null = null,
) {
  const current = months.at(-1);
  const previous = months.at(-2);
  const { rows } = await db.execute<Row>(sql`select id, customer_id, document_number, document_date::text,
      month, total_incl::text from invoices
    where state = 'created' and type = 'invoice' and not simulation and total_incl > 0 and manual = ${manual !== null}
    order by id`);
  const last = rows.reduce((max, r) => (r.document_date > max ? r.document_date : max), '0001-01-01');
  const history: (typeof invoiceStatusHistory.$inferInsert & { paid?: typeof payments.$inferInsert })[] = [];
  const timeline: (typeof timelineEvents.$inferInsert)[] = [];
  const finals: { id: number; state: InvoiceState; amountPaid: number }[] = [];
  for (const [i, row] of rows.entries()) {
    const age: Age = row.month === current ? 'current' : row.month === previous ? 'previous' : 'older';
    const steps = lifePlan(manual ? manual.pathOf(row, i) : row.id % 20, age);
    if (steps.length === 0) continue;
    const total = cents(Number(row.total_incl));
    let state: InvoiceState = 'created';
    let amountPaid = 0;
    for (const step of steps) {
      const before = amountPaid;
      if (step.paidShare !== undefined) amountPaid = Math.round(total * step.paidShare) / 100;
      const received = Math.round((amountPaid - before) * 100) / 100;
      history.push({
        invoiceId: row.id,
        fromState: state,
        toState: step.state,
        userId: null,
        note: step.state === 'overdue' ? 'dueDatePassed' : received > 0 ? 'paymentRecorded' : null,
        ...(received > 0 && {
          paid: {
            invoiceId: row.id,
            amount: received,
            receivedOn: dayAfter(row.document_date, step.day, last),
            method: 'bankTransfer' as const,
            reference: row.document_number,
            source: 'manual' as const,
          },
        }),
      });
      timeline.push({
        companyId: row.customer_id,
        userId: null,
        kind: 'invoice',
        action: 'statusChanged',
        recordId: row.id,
        label: row.document_number ?? String(row.id),
        changes: [
          { field: 'state', before: state, after: step.state },
          ...(received > 0
            ? [
                { field: 'amountPaid', before, after: amountPaid },
                { field: 'paymentReceived', before: null, after: received },
              ]
            : []),
        ],
      });
      state = step.state;
    }
    finals.push({ id: row.id, state, amountPaid });
  }
  // The payments first: each payment step's history row names its payment.
  const paid = history.filter((h) => h.paid);
  for (let from = 0; from < paid.length; from += 1000) {
    const slice = paid.slice(from, from + 1000);
    const made = await db
      .insert(payments)
      .values(slice.map((h) => h.paid!))
      .returning({ id: payments.id, invoiceId: payments.invoiceId });
    // A path pays once: an invoice's payment is the one of its payment step.
    const byInvoice = new Map(made.map((p) => [p.invoiceId, p.id]));
    for (const h of slice) h.paymentId = byInvoice.get(h.invoiceId)!;
  }
  for (let from = 0; from < history.length; from += 1000) {
    await db.insert(invoiceStatusHistory).values(history.slice(from, from + 1000).map(({ paid: _, ...h }) => h));
    await db.insert(timelineEvents).values(timeline.slice(from, from + 1000));
  }
  for (let from = 0; from < finals.length; from += 1000) {
    const slice = finals.slice(from, from + 1000);
    await db.execute(sql`update invoices i set state = v.state, amount_paid = v.paid::numeric, version = i.version + 1
      from (select * from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb)
        as x(id int, state text, "amountPaid" numeric)) v(id, state, paid)
      where i.id = v.id`);
  }
  return finals.length;
}
