/**
 * A statement line matched in the import's transaction (docs/domain.md "Bank statements", matching):
 * the database's findings for it (the invoice of its structured reference, locked; the invoices its
 * message names; a known payer's invoices with exactly its amount open), the decision
 * (statement-matching.ts), and what follows: a payment recorded, a proposal or an unmatched line as a
 * task, a return's earlier payment reversed. Confirming a line (a person, or its task's execution)
 * records the payment on the invoice chosen, the rest kept as unallocated on the line.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { StatementLineReason } from '../../../../src/shared/constants/bank-statement';
import { OPEN_STATES } from '../../../../src/shared/invoice-states';
import { formatReference } from '../../../../src/shared/payment-reference';
import type { Db } from '../../../db/client';
import { invoices, payments, statementLines, taskHistory, tasks } from '../../../db/schema';
import { badRequest, notFound } from '../../../http/errors';
import { produceTask } from '../../task/task-producers';
import { recordPayment, reverseEarlierPayment, type Actor } from './payments-port';
import {
  centsOf,
  decideLine,
  invoiceNumbersIn,
  paymentMethodOf,
  type CandidateInvoice,
  type LineFindings,
} from './statement-matching';

type Line = typeof statementLines.$inferSelect;

const candidate = {
  invoiceId: invoices.id,
  documentNumber: sql<string>`coalesce(${invoices.documentNumber}, '')`,
  customerId: invoices.customerId,
  open: sql<string>`${invoices.totalIncl} - ${invoices.amountPaid}`,
  state: invoices.state,
};
const isOpenInvoice = and(
  eq(invoices.simulation, false),
  eq(invoices.type, 'invoice'),
  inArray(invoices.state, [...OPEN_STATES]),
);
const toCandidate = (r: { invoiceId: number; documentNumber: string; customerId: number; open: string }) => ({
  invoiceId: r.invoiceId,
  documentNumber: r.documentNumber,
  customerId: r.customerId,
  open: centsOf(Number(r.open)),
});

/** The real invoice (not a credit note) of a structured reference (12 digits), locked for the line's change. */
async function invoiceOfReference(tx: Db, twelve: string) {
  const [found] = await tx
    .select(candidate)
    .from(invoices)
    .where(
      and(
        eq(invoices.paymentReference, formatReference(twelve)),
        eq(invoices.simulation, false),
        eq(invoices.type, 'invoice'),
      ),
    )
    .limit(1)
    .for('update');
  return found ?? null;
}

/** What the database holds for a credit line. */
async function findingsOf(tx: Db, line: Line): Promise<LineFindings> {
  const ref = line.structuredReference ? await invoiceOfReference(tx, line.structuredReference) : null;
  const byReference = ref
    ? { ...toCandidate(ref), isOpen: (OPEN_STATES as readonly string[]).includes(ref.state) }
    : null;
  if (byReference?.isOpen) return { byReference, byNumber: [], byKnownPayer: [] };
  const numbers = invoiceNumbersIn(line.message);
  const byNumber = numbers.length
    ? (
        await tx
          .select(candidate)
          .from(invoices)
          .where(and(isOpenInvoice, inArray(invoices.documentNumber, numbers)))
      ).map(toCandidate)
    : [];
  const byKnownPayer = line.counterpartyIban
    ? (
        await tx
          .select(candidate)
          .from(invoices)
          .where(
            and(
              isOpenInvoice,
              sql`${invoices.totalIncl} - ${invoices.amountPaid} = ${line.amount.toFixed(2)}::numeric`,
              sql`${invoices.customerId} in (select pi.customer_id from ${payments} p
                join ${invoices} pi on pi.id = p.invoice_id
                where upper(replace(p.payer_iban, ' ', '')) = ${line.counterpartyIban} and p.reversed_at is null)`,
            ),
          )
          .limit(20)
      ).map(toCandidate)
    : [];
  return { byReference, byNumber, byKnownPayer };
}

const paymentOf = (line: Line, invoiceId: number) => ({
  invoiceId,
  amount: line.amount,
  receivedOn: line.valueDate,
  method: paymentMethodOf(line.transactionCode),
  payerIban: line.counterpartyIban,
  payerName: line.counterpartyName,
  reference: line.structuredReference ? formatReference(line.structuredReference) : line.message,
  statementLineId: line.id,
});

const euroText = (euros: number) => `€ ${euros.toFixed(2)}`;
const lineLabel = (line: Line) =>
  `${line.counterpartyName ?? line.counterpartyIban ?? line.bankReference ?? `#${line.sequence}`} · ${euroText(line.amount)}`;

/** Where the line's task is: its subject part (one task per line). */
const linePart = (lineId: number) => `statementLine:${lineId}`;

export type MatchContext = { tx: Db; importId: number; actor: Actor };

/** What matching a line changed beside the line: the invoice its payment or return moved, the task it made. */
export type LineChanges = { invoices: number[]; tasks: number[] };

async function settle(
  tx: Db,
  lineId: number,
  set: Partial<Pick<Line, 'outcome' | 'reason' | 'invoiceId' | 'paymentId' | 'unallocated' | 'proposals'>>,
) {
  await tx.update(statementLines).set(set).where(eq(statementLines.id, lineId));
}

/** A line that needs a person: the task that says so (its payload: the line and the ranked invoices). */
async function lineTask(
  ctx: MatchContext,
  line: Line,
  invoiceIds: number[],
  best: CandidateInvoice | null,
): Promise<LineChanges> {
  const payload = { statementLineId: line.id, amount: line.amount, invoiceIds, invoiceId: null };
  const taskId = await produceTask(ctx.tx, {
    category: best ? 'paymentProposal' : 'paymentUnmatched',
    subjectId: best ? best.invoiceId : ctx.importId,
    companyId: best?.customerId ?? null,
    subjectLabel: best ? `${best.documentNumber} · ${lineLabel(line)}` : lineLabel(line),
    subjectPart: linePart(line.id),
    payload,
    userId: ctx.actor.userId,
  });
  return { invoices: [], tasks: taskId === null ? [] : [taskId] };
}

/** A return: the earlier payment on the invoice of its reference (else of its amount and payer) reversed. */
async function matchReturn(ctx: MatchContext, line: Line): Promise<LineChanges> {
  const amount = -line.amount;
  const ref = line.structuredReference ? await invoiceOfReference(ctx.tx, line.structuredReference) : null;
  const reversed =
    amount > 0 && ref
      ? await reverseEarlierPayment(
          ctx.tx,
          { invoiceId: ref.invoiceId, amount, reason: line.returnedReason, on: line.bookingDate },
          ctx.actor,
        )
      : null;
  if (reversed && ref) {
    await settle(ctx.tx, line.id, {
      outcome: 'returned',
      reason: 'paymentReversed',
      invoiceId: ref.invoiceId,
      paymentId: reversed.paymentId,
    });
    return { invoices: [ref.invoiceId], tasks: [] };
  }
  await settle(ctx.tx, line.id, { outcome: 'unmatched', reason: 'returnNotFound' });
  return lineTask(ctx, line, [], null);
}

/**
 * Matches a line just recorded (in the import's transaction): its outcome, payment, task. Answers the
 * invoices and tasks it changed, for their screens.
 */
export async function matchLine(ctx: MatchContext, line: Line): Promise<LineChanges> {
  if (line.returnedType) return matchReturn(ctx, line);
  const amount = centsOf(line.amount);
  const findings = amount > 0 ? await findingsOf(ctx.tx, line) : { byReference: null, byNumber: [], byKnownPayer: [] };
  const decision = decideLine(amount, findings, line.structuredReference !== null);
  if (decision.outcome === 'matched') {
    const paid = await recordPayment(ctx.tx, paymentOf(line, decision.invoiceId!), ctx.actor, { allowOver: false });
    await settle(ctx.tx, line.id, {
      outcome: 'matched',
      reason: decision.reason,
      invoiceId: decision.invoiceId,
      paymentId: paid.paymentId,
      unallocated: paid.unallocated,
    });
    return { invoices: [decision.invoiceId!], tasks: [] };
  }
  await settle(ctx.tx, line.id, {
    outcome: decision.outcome,
    reason: decision.reason,
    invoiceId: decision.invoiceId,
    proposals: decision.proposals,
  });
  if (decision.outcome === 'debit') return { invoices: [], tasks: [] };
  const all = [findings.byReference, ...findings.byNumber, ...findings.byKnownPayer];
  const best = all.find((c) => c && c.invoiceId === decision.invoiceId) ?? null;
  return lineTask(
    ctx,
    line,
    decision.proposals.map((p) => p.invoiceId),
    best,
  );
}

/** The active tasks of a line resolved by the person (or execution) that settled it. */
async function resolveLineTasks(tx: Db, lineId: number, actor: Actor, exceptTaskId: number | null) {
  const resolved = await tx
    .update(tasks)
    .set({ status: 'resolved', version: sql`${tasks.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        inArray(tasks.category, ['paymentProposal', 'paymentUnmatched']),
        eq(tasks.subjectPart, linePart(lineId)),
        inArray(tasks.status, ['open', 'onHold', 'failed']),
        exceptTaskId === null ? undefined : ne(tasks.id, exceptTaskId),
      ),
    )
    .returning({ id: tasks.id });
  for (const { id } of resolved)
    await tx.insert(taskHistory).values({
      taskId: id,
      userId: actor.userId,
      action: 'statusChanged',
      toStatus: 'resolved',
      detail: 'task:outcomes.paymentRecorded',
    });
}

/** Why a line cannot be confirmed: settled already, or money gone out. */
const refuse = (code: string) => badRequest('validation.failed', { invoiceId: code });

/**
 * A proposed or unmatched line confirmed to an invoice (the proposal, or another: re-assigning): the
 * payment recorded (more than is open kept as unallocated on the line), the line matched, its task
 * resolved. 404 for no such line; 400 on `invoiceId` when the line is settled or the invoice not open.
 */
export async function confirmLine(
  tx: Db,
  lineId: number,
  invoiceId: number,
  actor: Actor,
  exceptTaskId: number | null = null,
): Promise<{ documentNumber: string | null; reason: StatementLineReason }> {
  const [line] = await tx.select().from(statementLines).where(eq(statementLines.id, lineId)).for('update');
  if (!line) throw notFound();
  if ((line.outcome !== 'proposed' && line.outcome !== 'unmatched') || line.returnedType || line.amount <= 0)
    throw refuse('validation.lineSettled');
  const [invoice] = await tx
    .select({ documentNumber: invoices.documentNumber })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), isOpenInvoice));
  if (!invoice) throw refuse('validation.invoiceNotOpen');
  const paid = await recordPayment(tx, paymentOf(line, invoiceId), actor, { allowOver: true });
  await settle(tx, lineId, {
    outcome: 'matched',
    reason: 'confirmed',
    invoiceId,
    paymentId: paid.paymentId,
    unallocated: paid.unallocated,
  });
  await resolveLineTasks(tx, lineId, actor, exceptTaskId);
  return { documentNumber: invoice.documentNumber, reason: 'confirmed' };
}
