/**
 * Payments as records (docs/domain.md "Invoice life: payments"): each amount received is a row of
 * `payments`, never deleted; a bank's return reverses it. The invoice's `amount_paid` stays a column
 * (the lists read it) but is always the sum of its unreversed payments: every write here locks the
 * invoice row first (`SELECT ... FOR UPDATE`), then writes the payment, the invoice's amount paid,
 * state and version + 1, a status history row (the state move, or the amount alone) and a timeline
 * event, all in the caller's transaction. Money is computed in whole cents.
 *
 * Callers outside a route (a statement import) publish the hub's change themselves after the commit:
 * `invoicesChanged(bus, log, ids)`.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { modulesHearing } from '../../../src/shared/catalogue';
import type { InvoiceState } from '../../../src/shared/constants/invoice';
import type { PaymentMethod } from '../../../src/shared/constants/payment';
import { paymentMove, reversalMove } from '../../../src/shared/invoice-states';
import { fromCents, toCents } from '../../../src/shared/money';
import type { Payment as PaymentAnswer } from '../../../src/shared/schemas/payment';
import { toWireDay } from '../../../src/shared/calendar-day';
import type { Db } from '../../db/client';
import { invoices, invoiceStatusHistory, payments, users } from '../../db/schema';
import { brusselsToday } from '../../http/csv';
import { badRequest, conflict, notFound } from '../../http/errors';
import { publishInBackground, type EventBus } from '../../lib/events';
import { lockInvoice, recordStatusChange } from '../invoice/life/invoice-status';

export { lockInvoice };
import type { TimelineChange } from '../company/timeline';

/** A transaction (drizzle's, seen as the database: `t as unknown as Db`, as the other modules do). */
export type Tx = Db;
/** Who records: a user, or null for the system (a job, the seed). */
export type Actor = { userId: number | null };
export type { PaymentMethod };

export type PaymentInput = {
  invoiceId: number;
  /** Euro, at most two decimals (as money columns). */
  amount: number;
  /** The day received, `YYYY-MM-DD` (a wire day, midnight UTC, is read as its day). */
  receivedOn: string;
  method: PaymentMethod;
  payerIban?: string | null;
  payerName?: string | null;
  reference?: string | null;
  /** The bank statement line it comes from: the payment's source is then `statementLine`. */
  statementLineId?: number | null;
};

/** One payment as the screens read it (days as wire days, moments as ISO text). */
export type Payment = PaymentAnswer;

type Invoice = typeof invoices.$inferSelect;

const dayOf = (text: string) => text.slice(0, 10);

/** The invoice's new amount paid and state, version + 1, and its history row and timeline event. */
async function writeInvoice(
  tx: Tx,
  invoice: Invoice,
  next: { state: InvoiceState; paidCents: number },
  actor: Actor,
  payment: { id: number; note: 'paymentRecorded' | 'paymentReversed'; change: TimelineChange },
) {
  const amountPaid = fromCents(next.paidCents);
  await tx
    .update(invoices)
    .set({ state: next.state, amountPaid, version: sql`${invoices.version} + 1`, updatedAt: new Date() })
    .where(eq(invoices.id, invoice.id));
  const moved = next.state !== invoice.state;
  const changes: TimelineChange[] = [
    ...(moved ? [{ field: 'state', before: invoice.state, after: next.state }] : []),
    { field: 'amountPaid', before: invoice.amountPaid, after: amountPaid },
    payment.change,
  ];
  await recordStatusChange(tx, {
    invoice,
    toState: next.state,
    userId: actor.userId,
    note: payment.note,
    paymentId: payment.id,
    action: moved ? 'statusChanged' : 'updated',
    changes,
  });
}

/**
 * Records one payment in `tx` (locks the invoice; refuses overpayment unless opts.allowOver, then
 * records only the open amount and answers the rest as `unallocated`); writes status history (state
 * move or amount change), the company timeline. Refusals are 400s on `amount`: `validation.overpaid`,
 * `validation.positive`, `validation.invoicePaid`, `validation.notApproved`; 404 for no invoice.
 */
export async function recordPayment(
  tx: Tx,
  input: PaymentInput,
  actor: Actor,
  opts: { allowOver?: boolean } = {},
): Promise<{ paymentId: number; state: InvoiceState; amountPaid: number; unallocated: number }> {
  const invoice = await lockInvoice(tx, input.invoiceId);
  const received = toCents(input.amount);
  if (received <= 0) throw badRequest('validation.failed', { amount: 'validation.positive' });
  const paid = toCents(invoice.amountPaid);
  const open = Math.max(0, toCents(invoice.totalIncl) - paid);
  // From a statement, what is more than the open amount stays unallocated; by hand it is refused.
  const allocated = opts.allowOver ? Math.min(received, open) : received;
  const moved = paymentMove(invoice, fromCents(paid + allocated));
  if ('error' in moved) throw badRequest('validation.failed', { amount: moved.error });
  const { state } = moved;
  const [row] = await tx
    .insert(payments)
    .values({
      invoiceId: invoice.id,
      amount: fromCents(allocated),
      receivedOn: dayOf(input.receivedOn),
      method: input.method,
      payerIban: input.payerIban ?? null,
      payerName: input.payerName ?? null,
      reference: input.reference ?? null,
      source: input.statementLineId ? 'statementLine' : 'manual',
      statementLineId: input.statementLineId ?? null,
      recordedBy: actor.userId,
    })
    .returning({ id: payments.id });
  await writeInvoice(tx, invoice, { state, paidCents: paid + allocated }, actor, {
    id: row!.id,
    note: 'paymentRecorded',
    change: { field: 'paymentReceived', before: null, after: fromCents(allocated) },
  });
  return {
    paymentId: row!.id,
    state,
    amountPaid: fromCents(paid + allocated),
    unallocated: fromCents(received - allocated),
  };
}

/**
 * Reverses one payment (a bank's return): never deleted; the open amount comes back, state moves
 * back (paid -> partiallyPaid or back to created/sent/overdue as it was by the due date: `reversalMove`);
 * history + timeline. 404 for no payment; 400 `validation.alreadyReversed` on `reason` when it was.
 */
export async function reversePayment(
  tx: Tx,
  input: { paymentId: number; reason: string; on: string },
  actor: Actor,
  today = brusselsToday(),
): Promise<{ state: InvoiceState; amountPaid: number }> {
  const [found] = await tx
    .select({ invoiceId: payments.invoiceId })
    .from(payments)
    .where(eq(payments.id, input.paymentId));
  if (!found) throw notFound();
  // The invoice first, as a recording locks it: two writers of one invoice wait in one order.
  const invoice = await lockInvoice(tx, found.invoiceId);
  const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update');
  if (!payment) throw notFound();
  if (payment.reversedAt) throw badRequest('validation.failed', { reason: 'validation.alreadyReversed' });
  await tx
    .update(payments)
    .set({
      reversedAt: new Date(),
      reversedBy: actor.userId,
      reversedOn: dayOf(input.on),
      reversalReason: input.reason,
    })
    .where(eq(payments.id, payment.id));
  const paidCents = Math.max(0, toCents(invoice.amountPaid) - toCents(payment.amount));
  const [sent] = await tx
    .select({ id: invoiceStatusHistory.id })
    .from(invoiceStatusHistory)
    .where(and(eq(invoiceStatusHistory.invoiceId, invoice.id), eq(invoiceStatusHistory.toState, 'sent')))
    .limit(1);
  const state = reversalMove(invoice, fromCents(paidCents), today, sent !== undefined);
  await writeInvoice(tx, invoice, { state, paidCents }, actor, {
    id: payment.id,
    note: 'paymentReversed',
    change: { field: 'paymentReversed', before: payment.amount, after: null },
  });
  return { state, amountPaid: fromCents(paidCents) };
}

const recorder = alias(users, 'recorder');
const reverser = alias(users, 'reverser');

/** An invoice's payments, oldest first (reversed ones too, with when, who and why). */
export async function listPayments(db: Db, invoiceId: number): Promise<Payment[]> {
  const rows = await db
    .select({
      payment: payments,
      recordedByName: recorder.name,
      reversedByName: reverser.name,
    })
    .from(payments)
    .leftJoin(recorder, eq(recorder.id, payments.recordedBy))
    .leftJoin(reverser, eq(reverser.id, payments.reversedBy))
    .where(eq(payments.invoiceId, invoiceId))
    .orderBy(asc(payments.receivedOn), asc(payments.id));
  return rows.map(({ payment: p, recordedByName, reversedByName }) => ({
    paymentId: p.id,
    invoiceId: p.invoiceId,
    amount: p.amount,
    receivedOn: toWireDay(p.receivedOn),
    method: p.method,
    payerIban: p.payerIban,
    payerName: p.payerName,
    reference: p.reference,
    source: p.source,
    statementLineId: p.statementLineId,
    recordedByName,
    recordedAt: p.recordedAt.toISOString(),
    reversedAt: p.reversedAt?.toISOString() ?? null,
    reversedOn: p.reversedOn ? toWireDay(p.reversedOn) : null,
    reversedByName,
    reversalReason: p.reversalReason,
  }));
}

/** The sum of an invoice's unreversed payments, euro (what its amount paid must be). */
export async function paidTotal(db: Db, invoiceId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${payments.amount} * 100), 0)::bigint::text` })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), isNull(payments.reversedAt)));
  return fromCents(Number(row!.cents));
}

/** The hub's change for invoices whose payments changed outside a route (publish it after the commit). */
export const invoicesChanged = (bus: EventBus, log: FastifyBaseLogger, ids: number[]) =>
  publishInBackground(bus, log, {
    type: 'changed',
    domain: 'invoices',
    ids,
    audience: { modules: modulesHearing('invoices') },
  });

/**
 * Runs `change` in one transaction on the locked invoice when its version is the caller's; a stale
 * version answers 409 with `current()` (after the transaction, so the lock is gone).
 */
async function onVersion(
  db: Db,
  invoiceId: number,
  version: number,
  current: () => Promise<unknown>,
  change: (tx: Tx) => Promise<void>,
) {
  const stale = await db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const invoice = await lockInvoice(tx, invoiceId);
    if (invoice.version !== version) return true;
    await change(tx);
    return false;
  });
  if (stale) throw conflict(await current());
}

/** `invoices/set-amount-paid`: one payment recorded by hand on the invoice's version (409 when stale). */
export const recordPaymentOnVersion = (
  db: Db,
  input: PaymentInput & { version: number },
  actor: Actor,
  current: () => Promise<unknown>,
) =>
  onVersion(db, input.invoiceId, input.version, current, async (tx) => {
    await recordPayment(tx, { ...input, statementLineId: null }, actor);
  });

/** The invoice a payment is of (404 when there is no such payment). */
export async function invoiceOfPayment(db: Db, paymentId: number): Promise<number> {
  const [row] = await db.select({ invoiceId: payments.invoiceId }).from(payments).where(eq(payments.id, paymentId));
  if (!row) throw notFound();
  return row.invoiceId;
}

/** `invoices/payments/{paymentId}/reverse`: on the version of the payment's invoice (409 when stale). */
export const reversePaymentOnVersion = (
  db: Db,
  invoiceId: number,
  input: { paymentId: number; reason: string; on: string; version: number },
  actor: Actor,
  current: () => Promise<unknown>,
) =>
  onVersion(db, invoiceId, input.version, current, async (tx) => {
    await reversePayment(tx, input, actor);
  });

/** A real invoice's payments; null when there is no such invoice (or it is a simulation's draft). */
export async function listPaymentsOfInvoice(db: Db, invoiceId: number): Promise<Payment[] | null> {
  const [known] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.simulation, false)));
  return known ? listPayments(db, invoiceId) : null;
}
