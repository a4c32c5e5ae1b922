/**
 * An approved invoice's life (docs/domain.md "Invoice life", the rules in src/shared/invoice-states.ts):
 * marked as sent, overdue after its due date, followed up, its reference and message edited (paid in
 * part or in full by its payments: server/modules/payment/payment-repository.ts). Each change is one
 * transaction that first locks the invoice row, checks the move, writes the state, the version + 1,
 * and the status history and timeline (invoice-status.ts). Several
 * invoices move one by one, each in its own transaction (an outcome per invoice).
 */
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { followUpMove, OVERDUE_FROM, sendMove } from '../../../../src/shared/invoice-states';
import type { Db } from '../../../db/client';
import { invoices } from '../../../db/schema';
import { badRequest, conflict } from '../../../http/errors';
import { changedFields } from '../../company/timeline';
import { eachOnItsOwn, type Approver } from '../run/invoice-approval';
import { lockInvoice, recordInvoiceUpdate, recordStatusChange, recordStatusChanges } from './invoice-status';
import type { FollowUpType, InvoiceState } from '../../../../src/shared/constants/invoice';

type Invoice = typeof invoices.$inferSelect;
type Move = (invoice: Invoice) => { state: InvoiceState } | { error: string };

/** One invoice moved by `move` in its own transaction; answers its number. 400 with the move's refusal. */
async function moveOne(db: Db, invoiceId: number, actor: Approver, move: Move): Promise<string | null> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const invoice = await lockInvoice(tx, invoiceId);
    const moved = move(invoice);
    if ('error' in moved) throw badRequest(moved.error);
    await tx
      .update(invoices)
      .set({ state: moved.state, version: sql`${invoices.version} + 1`, updatedAt: new Date() })
      .where(eq(invoices.id, invoiceId));
    await recordStatusChange(tx, { invoice, toState: moved.state, userId: actor.userId });
    return invoice.documentNumber;
  });
}

/** Marks invoices as sent (created -> sent), each on its own. */
export const markSentMany = (db: Db, invoiceIds: readonly number[], actor: Approver) =>
  eachOnItsOwn(invoiceIds, (id) => moveOne(db, id, actor, sendMove));

/** Follows invoices up with one type (each only from the state before it), each on its own. */
export const followUpMany = (db: Db, invoiceIds: readonly number[], followUpType: FollowUpType, actor: Approver) =>
  eachOnItsOwn(invoiceIds, (id) => moveOne(db, id, actor, (invoice) => followUpMove(invoice, followUpType)));

/**
 * Runs `change` on the locked invoice when its version is the caller's; a stale version answers 409
 * with `current()` (after the transaction, so the lock is gone).
 */
async function onVersion(
  db: Db,
  invoiceId: number,
  version: number,
  current: () => Promise<unknown>,
  change: (tx: Db, invoice: Invoice) => Promise<void>,
) {
  const stale = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const invoice = await lockInvoice(tx, invoiceId);
    if (invoice.version !== version) return true;
    await change(tx, invoice);
    return false;
  });
  if (stale) throw conflict(await current());
}

/**
 * The reference or the message of an approved invoice that is not paid (empty clears it); never its
 * amounts. 400 on a draft or a paid invoice, 409 on a stale version.
 */
export const editText = (
  db: Db,
  input: { invoiceId: number; version: number },
  field: 'reference' | 'message',
  text: string,
  actor: Approver,
  current: () => Promise<unknown>,
) =>
  onVersion(db, input.invoiceId, input.version, current, async (tx, invoice) => {
    if (invoice.state === 'draft') throw badRequest('validation.notApproved');
    if (invoice.state === 'paid') throw badRequest('validation.invoicePaid');
    const value = text === '' ? null : text;
    await tx
      .update(invoices)
      .set({ [field]: value, version: sql`${invoices.version} + 1`, updatedAt: new Date() })
      .where(eq(invoices.id, invoice.id));
    await recordInvoiceUpdate(
      tx,
      invoice,
      actor.userId,
      changedFields(invoice, { ...invoice, [field]: value }, [field]),
    );
  });

/** Invoices moved to overdue per transaction (a short one: docs/jobs.md). */
export const OVERDUE_BATCH = 200;

/**
 * Moves every real invoice, not a credit note, in state created, sent or partiallyPaid whose due
 * date is before `today` to overdue (its amount paid kept), with a status history row (no user, note
 * `dueDatePassed`) and a timeline event each, `OVERDUE_BATCH` at a time, each batch one transaction.
 * A batch locks its rows first and passes over rows another instance holds (SKIP LOCKED): two
 * instances share the work, and a row moved by the other no longer matches. Answers the ids moved.
 */
export async function markOverdue(db: Db, today: string): Promise<number[]> {
  const moved: number[] = [];
  for (;;) {
    const batch = await markOverdueBatch(db, today);
    moved.push(...batch);
    if (batch.length < OVERDUE_BATCH) return moved;
  }
}

function markOverdueBatch(db: Db, today: string): Promise<number[]> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const dueWhere = and(
      eq(invoices.simulation, false),
      ne(invoices.type, 'creditNote'),
      inArray(invoices.state, [...OVERDUE_FROM]),
      lt(invoices.dueDate, today),
    );
    const due = await tx
      .select()
      .from(invoices)
      .where(dueWhere)
      .orderBy(invoices.id)
      .limit(OVERDUE_BATCH)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    // Exactly the rows locked and written into the history.
    await tx
      .update(invoices)
      .set({ state: 'overdue', version: sql`${invoices.version} + 1`, updatedAt: new Date() })
      .where(
        inArray(
          invoices.id,
          due.map((i) => i.id),
        ),
      );
    await recordStatusChanges(
      tx,
      due.map((invoice) => ({ invoice, toState: 'overdue' as const, userId: null, note: 'dueDatePassed' })),
    );
    return due.map((i) => i.id);
  });
}
