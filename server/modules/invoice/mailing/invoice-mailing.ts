/**
 * Sending invoices by e-mail (docs/domain.md "Sending invoices"). A mailing is started with its
 * items (an invoice each, or a customer each for statements) in one transaction, then worked item by
 * item (invoice-mailing-worker.ts, `mailNext`) in two steps, so an item holds the database for
 * milliseconds, never for the rendering of its documents (docs/jobs.md):
 *
 * 1. Ready, outside any transaction: the item's mail with its texts and attachments, the documents
 *    rendered in a worker thread (invoice-mail-prepare.ts), and the invoices it was made from.
 * 2. One short transaction that locks the mailing, finds the item still pending (else another job
 *    did it: nothing happens), locks those invoices and finds them as they were read (else the item
 *    is made ready again), queues the mail in the outbox (mail/outbox.ts `enqueueMail`: the mail
 *    exists if and only if the item's outcome committed), moves a created invoice to sent, and writes
 *    the item's outcome and the mailing's counts. A job that dies leaves its item pending, so the next
 *    job does it again from scratch: never twice.
 *
 * - Only an open invoice (src/shared/invoice-states.ts `OPEN_STATES`) is e-mailed: a created one
 *   moves to sent in the item's transaction (status history and timeline), the others keep their
 *   state (a resend). The refusals and the recipients: invoice-mail-prepare.ts.
 * - Never twice at once: an invoice (a customer's statement) already pending in a mailing is refused
 *   in the new one (`validation.mailingPending`), guarded by a unique index on pending items.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { sendMove } from '../../../../src/shared/invoice-states';
import type { Mailing } from '../../../../src/shared/schemas/invoice';
import type { Db } from '../../../db/client';
import { companies, invoiceMailingItems, invoiceMailings, invoices } from '../../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { recordStatusChange } from '../life/invoice-status';
import {
  invoiceBasis,
  prepareInvoiceMail,
  prepareStatement,
  sameBasis,
  statementBasis,
  type MailingContext,
  type Prepared,
} from './invoice-mail-prepare';

export { recipientsOf, type MailingContext } from './invoice-mail-prepare';

export type MailingKind = Mailing['kind'];

/** What one item did: its outcome, and what it changed (for the hub). */
export type ItemOutcome = {
  status: 'queued' | 'failed';
  code: string | null;
  mailId: number | null;
  movedInvoiceId?: number;
};

/**
 * Starts a mailing of `kind` for `targets` (invoice ids, or customer ids for statements), in order,
 * each once: pending items, except the targets already pending in another mailing (failed at once,
 * `validation.mailingPending`). Answers the mailing's id; the worker does the rest.
 */
export async function startMailing(
  db: Db,
  kind: MailingKind,
  targets: readonly number[],
  userId: number | null,
): Promise<number> {
  const unique = [...new Set(targets)];
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [mailing] = await tx
      .insert(invoiceMailings)
      .values({ kind, total: unique.length, userId })
      .returning({ id: invoiceMailings.id });
    const mailingId = mailing!.id;
    const target = (id: number) => (kind === 'invoices' ? { invoiceId: id } : { customerId: id });
    const taken: number[] = [];
    // In the caller's order (the items' ids), 1,000 a statement; a target pending in another mailing
    // hits the unique index on pending items and is skipped (on a server too, where a concurrent
    // start of the same target waits for this one's commit, then skips it), then kept as failed.
    for (let from = 0; from < unique.length; from += 1000) {
      const slice = unique.slice(from, from + 1000);
      const inserted = await tx
        .insert(invoiceMailingItems)
        .values(slice.map((id) => ({ mailingId, ...target(id) })))
        .onConflictDoNothing()
        .returning({ invoiceId: invoiceMailingItems.invoiceId, customerId: invoiceMailingItems.customerId });
      const queued = new Set(inserted.map((r) => r.invoiceId ?? r.customerId));
      taken.push(...slice.filter((id) => !queued.has(id)));
    }
    for (let from = 0; from < taken.length; from += 1000)
      await tx
        .insert(invoiceMailingItems)
        .values(
          taken
            .slice(from, from + 1000)
            .map((id) => ({ mailingId, ...target(id), status: 'failed' as const, code: 'validation.mailingPending' })),
        );
    if (taken.length)
      await tx
        .update(invoiceMailings)
        .set({ done: taken.length, failed: taken.length })
        .where(eq(invoiceMailings.id, mailingId));
    return mailingId;
  });
}

/** What one step of a mailing did: finished (nothing pending any more), or the item's outcome. */
export type StepResult = { finished: boolean; outcome?: ItemOutcome };

type Item = typeof invoiceMailingItems.$inferSelect;
type Commit = StepResult | 'stale';

/** How often an item is made ready again when its invoices changed meanwhile, before the next step tries. */
const READY_TRIES = 3;

/**
 * `work` in a transaction that holds the mailing's lock, while the mailing is pending; one no longer
 * pending (or gone) is over: finished.
 */
function whilePending<R>(db: Db, mailingId: number, work: (tx: Db) => Promise<R>): Promise<R | StepResult> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [mailing] = await tx.select().from(invoiceMailings).where(eq(invoiceMailings.id, mailingId)).for('update');
    return !mailing || mailing.status !== 'pending' ? { finished: true } : work(tx);
  });
}

/**
 * Writes a prepared item in one transaction (see the file's comment): 'stale' when its invoices
 * changed since they were read, nothing when the item is no longer pending.
 */
async function commitItem(
  db: Db,
  mailingId: number,
  item: Item,
  prepared: Prepared,
  userId: number | null,
): Promise<Commit> {
  return whilePending(db, mailingId, async (tx): Promise<Commit> => {
    const [current] = await tx
      .select({ status: invoiceMailingItems.status })
      .from(invoiceMailingItems)
      .where(eq(invoiceMailingItems.id, item.id));
    if (current?.status !== 'pending') return { finished: false };
    const basis =
      item.invoiceId !== null
        ? await invoiceBasis(tx, item.invoiceId, true)
        : await statementBasis(tx, item.customerId!, true);
    if (!sameBasis(basis, prepared.basis)) return 'stale';
    let outcome: ItemOutcome = { status: 'failed', code: prepared.code, mailId: null };
    if (prepared.mail) {
      const mailId = await enqueueMail(tx, { ...prepared.mail, createdBy: userId });
      outcome = { status: 'queued', code: prepared.code, mailId };
      if (prepared.send && item.invoiceId !== null) {
        const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, item.invoiceId));
        const moved = sendMove(invoice!);
        if ('state' in moved) {
          await tx
            .update(invoices)
            .set({ state: moved.state, version: sql`${invoices.version} + 1`, updatedAt: new Date() })
            .where(eq(invoices.id, item.invoiceId));
          await recordStatusChange(tx, { invoice: invoice!, toState: moved.state, userId });
          outcome.movedInvoiceId = item.invoiceId;
        }
      }
    }
    await tx
      .update(invoiceMailingItems)
      .set({ status: outcome.status, code: outcome.code, mailId: outcome.mailId })
      .where(eq(invoiceMailingItems.id, item.id));
    await tx
      .update(invoiceMailings)
      .set({
        done: sql`${invoiceMailings.done} + 1`,
        failed: outcome.status === 'failed' ? sql`${invoiceMailings.failed} + 1` : invoiceMailings.failed,
      })
      .where(eq(invoiceMailings.id, mailingId));
    return { finished: false, outcome };
  });
}

/** Finishes the mailing when no item is pending any more (in a transaction that locks it). */
async function finishMailing(db: Db, mailingId: number): Promise<StepResult> {
  return whilePending(db, mailingId, async (tx): Promise<StepResult> => {
    const [pending] = await tx
      .select({ id: invoiceMailingItems.id })
      .from(invoiceMailingItems)
      .where(and(eq(invoiceMailingItems.mailingId, mailingId), eq(invoiceMailingItems.status, 'pending')))
      .limit(1);
    if (pending) return { finished: false };
    await tx
      .update(invoiceMailings)
      .set({ status: 'finished', finishedAt: new Date() })
      .where(eq(invoiceMailings.id, mailingId));
    return { finished: true };
  });
}

/**
 * Works the mailing's next pending item: made ready, then written in one short transaction (see the
 * file's comment); two instances never mail one item twice (the second finds it done). Finishes the
 * mailing when no item is pending.
 */
export async function mailNext(db: Db, mailingId: number, ctx: MailingContext): Promise<StepResult> {
  const [mailing] = await db.select().from(invoiceMailings).where(eq(invoiceMailings.id, mailingId));
  if (!mailing || mailing.status !== 'pending') return { finished: true };
  const [item] = await db
    .select()
    .from(invoiceMailingItems)
    .where(and(eq(invoiceMailingItems.mailingId, mailingId), eq(invoiceMailingItems.status, 'pending')))
    .orderBy(asc(invoiceMailingItems.id))
    .limit(1);
  if (!item) return finishMailing(db, mailingId);
  for (let tries = 0; tries < READY_TRIES; tries++) {
    const prepared =
      item.invoiceId !== null
        ? await prepareInvoiceMail(db, item.invoiceId, ctx)
        : await prepareStatement(db, item.customerId!, ctx);
    const result = await commitItem(db, mailingId, item, prepared, mailing.userId);
    if (result !== 'stale') return result;
  }
  // Its invoices keep changing: the next step tries again.
  return { finished: false };
}

/** Works a mailing to its end (tests, and the worker's slices through `mailNext`). */
export async function mailToEnd(db: Db, mailingId: number, ctx: MailingContext): Promise<void> {
  while (!(await mailNext(db, mailingId, ctx)).finished);
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** A mailing with its progress and every item's outcome in order; null when there is none. */
export async function mailingOf(db: Db, mailingId: number): Promise<Mailing | null> {
  const [mailing] = await db.select().from(invoiceMailings).where(eq(invoiceMailings.id, mailingId));
  if (!mailing) return null;
  const items = await db
    .select({
      invoiceId: invoiceMailingItems.invoiceId,
      documentNumber: invoices.documentNumber,
      customerId: sql<number | null>`coalesce(${invoiceMailingItems.customerId}, ${invoices.customerId})`,
      customerName: companies.name,
      status: invoiceMailingItems.status,
      code: invoiceMailingItems.code,
      mailId: invoiceMailingItems.mailId,
    })
    .from(invoiceMailingItems)
    .leftJoin(invoices, eq(invoices.id, invoiceMailingItems.invoiceId))
    .leftJoin(companies, eq(companies.id, sql`coalesce(${invoiceMailingItems.customerId}, ${invoices.customerId})`))
    .where(eq(invoiceMailingItems.mailingId, mailingId))
    .orderBy(asc(invoiceMailingItems.id));
  return {
    mailingId: mailing.id,
    kind: mailing.kind,
    status: mailing.status,
    total: mailing.total,
    done: mailing.done,
    failed: mailing.failed,
    createdAt: mailing.createdAt.toISOString(),
    finishedAt: iso(mailing.finishedAt),
    items: items.map((i) => ({ ...i, customerId: i.customerId === null ? null : Number(i.customerId) })),
  };
}
