/**
 * The payments the statement matching records and reverses, behind the signature of the payment
 * records (payment-repository.ts: `recordPayment`, `reversePayment`). Until those records exist this
 * adapter moves the invoice's amount paid itself, by the invoice life's rules (locked row, state
 * partly paid or paid, status history); at merge it calls the payment repository instead.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { InvoiceState } from '../../../../src/shared/constants/invoice';
import type { Db } from '../../../db/client';
import { invoices } from '../../../db/schema';
import { badRequest, notFound } from '../../../http/errors';
import { recordStatusChange, recordInvoiceUpdate } from '../../invoice/life/invoice-status';

export type PaymentMethod = 'bankTransfer' | 'directDebit' | 'card' | 'cash' | 'setOff';

export type PaymentToRecord = {
  invoiceId: number;
  /** Euros received. */
  amount: number;
  receivedOn: string;
  method: PaymentMethod;
  payerIban: string | null;
  payerName: string | null;
  reference: string | null;
  statementLineId: number | null;
};

export type RecordedPayment = { paymentId: number | null; state: InvoiceState; amountPaid: number; unallocated: number };

export type Actor = { userId: number | null };

const cents = (euros: number) => Math.round(euros * 100);

async function lockedInvoice(tx: Db, invoiceId: number) {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.simulation, false)))
    .for('update');
  if (!invoice) throw notFound();
  return invoice;
}

async function writePaid(tx: Db, invoice: typeof invoices.$inferSelect, paidCents: number, state: InvoiceState, actor: Actor) {
  const amountPaid = paidCents / 100;
  await tx
    .update(invoices)
    .set({ state, amountPaid, version: sql`${invoices.version} + 1`, updatedAt: new Date() })
    .where(eq(invoices.id, invoice.id));
  const paid = { field: 'amountPaid', before: invoice.amountPaid, after: amountPaid };
  if (state !== invoice.state)
    await recordStatusChange(tx, {
      invoice,
      toState: state,
      userId: actor.userId,
      changes: [{ field: 'state', before: invoice.state, after: state }, paid],
    });
  else await recordInvoiceUpdate(tx, invoice, actor.userId, [paid]);
}

/**
 * A payment received on an open invoice: its amount paid grows (partly paid, paid). More than is
 * open is refused, unless `allowOver` (from a statement): then the rest is answered as unallocated.
 */
export async function recordPayment(
  tx: Db,
  payment: PaymentToRecord,
  actor: Actor,
  options: { allowOver: boolean },
): Promise<RecordedPayment> {
  const invoice = await lockedInvoice(tx, payment.invoiceId);
  if (invoice.state === 'draft' || invoice.state === 'paid' || invoice.type !== 'invoice')
    throw badRequest('validation.failed', { invoiceId: 'validation.invoiceNotOpen' });
  const received = cents(payment.amount);
  if (received <= 0) throw badRequest('validation.failed', { amount: 'validation.positive' });
  const total = cents(invoice.totalIncl);
  const before = cents(invoice.amountPaid);
  const applied = Math.min(received, total - before);
  if (applied < received && !options.allowOver)
    throw badRequest('validation.failed', { amount: 'validation.overpaid' });
  const state: InvoiceState = before + applied === total ? 'paid' : 'partiallyPaid';
  await writePaid(tx, invoice, before + applied, state, actor);
  return { paymentId: null, state, amountPaid: (before + applied) / 100, unallocated: (received - applied) / 100 };
}

/**
 * The earlier payment of `amount` (euros) on the invoice reversed (a bank's return, with its reason):
 * the open amount is restored; null when the invoice holds no such payment.
 */
export async function reverseEarlierPayment(
  tx: Db,
  reversal: { invoiceId: number; amount: number; reason: string | null; on: string },
  actor: Actor,
): Promise<{ paymentId: number | null } | null> {
  const invoice = await lockedInvoice(tx, reversal.invoiceId);
  const before = cents(invoice.amountPaid);
  const undone = cents(reversal.amount);
  if (invoice.type !== 'invoice' || invoice.state === 'draft' || undone <= 0 || before < undone) return null;
  const after = before - undone;
  const unpaid: InvoiceState = invoice.dueDate !== null && invoice.dueDate < reversal.on ? 'overdue' : 'sent';
  await writePaid(tx, invoice, after, after > 0 ? 'partiallyPaid' : unpaid, actor);
  return { paymentId: null };
}
