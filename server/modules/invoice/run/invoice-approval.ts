/**
 * Approval (docs/domain.md "Month invoicing"): a draft becomes an invoice (state created) with the
 * next number of its series and year, its document date (today in Brussels), its due date (the
 * payment term later), the structured payment reference made from its number, and its totals from
 * its lines; its contract items count as invoiced up to the end of their lines' periods (one-time
 * items as invoiced). All in one transaction: the number is taken under the series row's lock, so
 * approvals on two instances wait for each other and a failed one gives its number back — numbers
 * stay unique, sequential and without gaps.
 *
 * Several drafts are approved one by one, each in its own transaction: one that fails never stops
 * the rest, and the answer says which were approved and which failed and why.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { INVOICE_CONFIG } from '../../../../src/shared/invoice-config';
import { addDays } from '../../../../src/shared/calendar-day';
import { documentNumber, invoiceTotals, referenceBase } from '../../../../src/shared/invoice-lines';
import { structuredReference } from '../../../../src/shared/payment-reference';
import type { ApproveOutcomes } from '../../../../src/shared/schemas/invoice';
import type { Db } from '../../../db/client';
import { invoiceLines, invoiceNumberSeries, invoices } from '../../../db/schema';
import { brusselsToday } from '../../../http/csv';
import { badRequest, conflict, HttpError, notFound } from '../../../http/errors';
import { recordStatusChange } from '../life/invoice-status';

export type Approver = { userId: number | null };

/**
 * The next number of a series and year, taken under the series row's lock: call it in the
 * transaction that uses the number, so a failed one gives it back (no gaps) and two wait for each other.
 */
export async function nextNumber(tx: Db, series: string, year: number): Promise<number> {
  const [numbered] = await tx
    .insert(invoiceNumberSeries)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceNumberSeries.series, invoiceNumberSeries.year],
      set: { lastNumber: sql`${invoiceNumberSeries.lastNumber} + 1` },
    })
    .returning({ n: invoiceNumberSeries.lastNumber });
  return numbered!.n;
}

/**
 * Approves one draft on the version the caller saw (null: any); answers its number. 404 unknown, 400
 * not a draft / a simulation / without lines, 409 (with `current()`) on a stale version.
 */
export async function approveDraft(
  db: Db,
  invoiceId: number,
  version: number | null,
  approver: Approver,
  current: () => Promise<unknown>,
  today = brusselsToday(),
): Promise<{ invoiceId: number; documentNumber: string }> {
  let stale = false;
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [draft] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!draft) throw notFound();
    if (draft.simulation) throw badRequest('validation.simulationNotApprovable');
    if (draft.state !== 'draft') throw badRequest('validation.notDraft');
    if (version !== null && draft.version !== version) {
      stale = true;
      return null;
    }
    const lines = await tx
      .select({ amount: invoiceLines.amount, vatRate: invoiceLines.vatRate })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoiceId))
      .orderBy(asc(invoiceLines.id));
    if (!lines.length) throw badRequest('validation.invoiceEmpty');
    const totals = invoiceTotals(lines);
    // A manual invoice's discount lines may outweigh the rest: what is owed to the customer is a
    // credit note of the invoice it corrects, not an invoice (it could never be paid, only fall overdue).
    if (draft.manual && totals.totalIncl < 0) throw badRequest('validation.negativeTotal');
    const year = Number(today.slice(0, 4));
    const { series, paymentTermDays } = INVOICE_CONFIG;
    const n = await nextNumber(tx, series, year);
    const number = documentNumber(year, n);
    await tx
      .update(invoices)
      .set({
        state: 'created',
        series,
        documentNumber: number,
        documentDate: today,
        dueDate: addDays(today, paymentTermDays),
        paymentReference: structuredReference(referenceBase(year, n)),
        totalExcl: totals.totalExcl,
        totalVat: totals.totalVat,
        totalIncl: totals.totalIncl,
        approvedAt: new Date(),
        approvedBy: approver.userId,
        version: sql`${invoices.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.state, 'draft')));
    // Its items are invoiced up to the end of what it invoices (one-time items: invoiced).
    await tx.execute(sql`update contract_items i set
        already_invoiced = i.already_invoiced or l.one_time,
        invoiced_until = case when l.one_time then i.invoiced_until
          else greatest(coalesce(i.invoiced_until, l.period_to), l.period_to) end,
        version = i.version + 1, updated_at = now()
      from (select l.contract_item_id as id, max(l.period_to) as period_to,
              bool_or(c.calculation_type = 'oneTime') as one_time
            from ${invoiceLines} l join contracts c on c.id = l.contract_id
            where l.invoice_id = ${invoiceId} and l.contract_item_id is not null
            group by l.contract_item_id) l
      where i.id = l.id`);
    await recordStatusChange(tx, {
      invoice: { ...draft, documentNumber: number },
      toState: 'created',
      userId: approver.userId,
      action: 'created',
    });
    return { invoiceId, documentNumber: number };
  });
  if (stale || !result) throw conflict(await current());
  return result;
}

/**
 * Does `act` for each draft (or invoice) in turn, each on its own: an outcome per one (the number it
 * got or has, or null), one failure never stops the rest.
 */
export async function eachOnItsOwn(
  invoiceIds: readonly number[],
  act: (invoiceId: number) => Promise<string | null>,
  onProgress?: (done: number, total: number) => void,
): Promise<ApproveOutcomes> {
  const outcome: ApproveOutcomes = { approved: [], failed: [] };
  let done = 0;
  for (const invoiceId of invoiceIds) {
    try {
      outcome.approved.push({ invoiceId, documentNumber: await act(invoiceId) });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const code = error.fieldErrors ? Object.values(error.fieldErrors)[0]! : error.errorMessage;
      outcome.failed.push({ invoiceId, code });
    }
    onProgress?.(++done, invoiceIds.length);
  }
  return outcome;
}

/** Approves drafts one by one: each in its own transaction, an outcome per draft. */
export const approveMany = (
  db: Db,
  invoiceIds: readonly number[],
  approver: Approver,
  onProgress?: (done: number, total: number) => void,
  today = brusselsToday(),
) =>
  eachOnItsOwn(
    invoiceIds,
    async (id) => (await approveDraft(db, id, null, approver, async () => null, today)).documentNumber,
    onProgress,
  );
