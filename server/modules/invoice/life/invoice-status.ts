/**
 * An invoice's status history. How a state change is written, by approval and by everything after it
 * (src/shared/invoice-states.ts): a row of its status history (from -> to, who: null for the system,
 * why; a payment recorded or reversed, with its amount) and an event on its company's timeline, in the transaction of the change itself; and the
 * history read back.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { invoices, invoiceStatusHistory, payments, timelineEvents, users } from '../../../db/schema';
import { recordEvent, type TimelineChange } from '../../company/timeline';
import { notFound } from '../../../http/errors';
import type { InvoiceState } from '../../../../src/shared/constants/invoice';
import type { TimelineAction } from '../../../../src/shared/constants/timeline';

export type StatusChange = {
  /** Its state before (null: it starts in `toState`, as a credit note does). */
  invoice: { id: number; customerId: number; documentNumber: string | null; state: InvoiceState | null };
  toState: InvoiceState;
  userId: number | null;
  /** Why, when the system moved it (`dueDatePassed`). */
  note?: string | null;
  /** The timeline's action: approval's is `created`, the others `statusChanged`. */
  action?: TimelineAction;
  /** What else changed with it (the amount paid), beside the state. */
  changes?: TimelineChange[];
  /** The payment recorded or reversed (note `paymentRecorded` or `paymentReversed`). */
  paymentId?: number | null;
};

/** The timeline event of a change to an invoice that leaves its state as it is (its texts, what was paid). */
export const recordInvoiceUpdate = (
  tx: Db,
  invoice: StatusChange['invoice'],
  userId: number | null,
  changes: TimelineChange[],
) =>
  recordEvent(tx, {
    companyId: invoice.customerId,
    userId,
    kind: 'invoice',
    action: 'updated',
    recordId: invoice.id,
    label: invoice.documentNumber ?? String(invoice.id),
    changes,
  });

/** Writes one state change's history row and timeline event; call it in the change's transaction. */
export const recordStatusChange = (tx: Db, change: StatusChange) => recordStatusChanges(tx, [change]);

/** Writes state changes (many in a few statements: 1,000 a statement); call it in the changes' transaction. */
export async function recordStatusChanges(tx: Db, all: readonly StatusChange[]) {
  for (let from = 0; from < all.length; from += 1000) {
    const slice = all.slice(from, from + 1000);
    await tx.insert(invoiceStatusHistory).values(
      slice.map(({ invoice, toState, userId, note = null, paymentId = null }) => ({
        invoiceId: invoice.id,
        fromState: invoice.state,
        toState,
        userId,
        note,
        paymentId,
      })),
    );
    await tx.insert(timelineEvents).values(
      slice.map(({ invoice, toState, userId, action = 'statusChanged', changes }) => ({
        companyId: invoice.customerId,
        userId,
        kind: 'invoice' as const,
        action,
        recordId: invoice.id,
        label: invoice.documentNumber ?? String(invoice.id),
        changes: changes ?? (action === 'created' ? [] : [{ field: 'state', before: invoice.state, after: toState }]),
      })),
    );
  }
}

/** The states an invoice went through, oldest first; null for an unknown invoice (or a simulation's draft). */
export async function statusHistoryOf(db: Db, id: number) {
  const [known] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.simulation, false)));
  if (!known) return null;
  const rows = await db
    .select({
      fromState: invoiceStatusHistory.fromState,
      toState: invoiceStatusHistory.toState,
      userName: users.name,
      note: invoiceStatusHistory.note,
      paymentAmount: payments.amount,
      createdAt: invoiceStatusHistory.createdAt,
    })
    .from(invoiceStatusHistory)
    .leftJoin(users, eq(users.id, invoiceStatusHistory.userId))
    .leftJoin(payments, eq(payments.id, invoiceStatusHistory.paymentId))
    .where(eq(invoiceStatusHistory.invoiceId, id))
    .orderBy(asc(invoiceStatusHistory.createdAt), asc(invoiceStatusHistory.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Locks a real (not simulated) invoice for the transaction's change; 404 when there is none. */
export async function lockInvoice(tx: Db, invoiceId: number): Promise<typeof invoices.$inferSelect> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.simulation, false)))
    .for('update');
  if (!invoice) throw notFound();
  return invoice;
}
