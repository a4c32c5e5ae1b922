/**
 * Credit notes (docs/domain.md "Credit notes"): the only correction of an approved invoice. Chosen
 * lines of it, each for all or part of what is left of its quantity, are credited by a credit note
 * numbered in its own series (CN, per year, without gaps as the invoices'), in one transaction that
 * locks the invoice first:
 *  - the credit note (type creditNote, state created, the invoice's customer, receiver and month,
 *    dated today, no due date: nothing is due from the customer) names the invoice it corrects
 *    (`credited_invoice_id`) and keeps the reason (`credit_reason`, also its message, so its PDF and
 *    e-invoice say why);
 *  - its lines (isCrediter) credit the invoice's lines (`credited_line_id`) with negative amounts: the
 *    line's share of the invoiced amount for the quantity credited (quantity x factor x unit price for
 *    a whole-month line; a part of a month credits its share; the parts of a line credited by several
 *    credit notes add up to exactly what was invoiced), VAT per rate on the sums as an invoice's
 *    (`invoiceTotals`);
 *  - the invoice's credited lines become isCredited (also when credited in part: what is left is the
 *    quantity less every earlier credit note's), its version + 1;
 *  - the credit note's status history (none -> created) and both companies' timeline events.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { daysInMonth } from '../../../../src/shared/calendar-day';
import { creditedAmount, quantityUnits as units } from '../../../../src/shared/invoice-credit';
import { documentNumber, invoiceTotals } from '../../../../src/shared/invoice-lines';
import { CREDIT_NOTE_SERIES, type CreditInvoiceInput } from '../../../../src/shared/schemas/invoice';
import type { Db } from '../../../db/client';
import { contracts, contractTypes, invoiceLines, invoices } from '../../../db/schema';
import { brusselsToday } from '../../../http/csv';
import { badRequest, conflict, notFound, type FieldErrors } from '../../../http/errors';
import { recordEvent } from '../../company/timeline';
import { nextNumber, type Approver } from '../run/invoice-approval';
import { recordInvoiceUpdate, recordStatusChange } from './invoice-status';

/** What a credit made: the credit note, and with `reinvoice` the corrected draft. */
export type Credited = { creditNoteId: number; correctedDraftId: number | null };

/**
 * Credits lines of an approved invoice on the version the caller saw; answers the credit note's id
 * and, with `reinvoice`, the corrected draft's (made in the same transaction).
 * 404 unknown; 400 `validation.notCreditable` (a draft, a simulation, a credit note), 400 with field
 * errors on `lines.<i>.*` (a line not on it, more than is left); 409 (with `current()`) when stale.
 */
export async function creditInvoice(
  db: Db,
  invoiceId: number,
  input: CreditInvoiceInput,
  actor: Approver,
  current: () => Promise<unknown>,
  today = brusselsToday(),
): Promise<Credited> {
  let stale = false;
  const credited = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!invoice) throw notFound();
    if (invoice.simulation || invoice.type !== 'invoice' || invoice.state === 'draft' || !invoice.documentNumber)
      throw badRequest('validation.notCreditable');
    if (invoice.version !== input.version) {
      stale = true;
      return null;
    }
    const ids = input.lines.map((l) => l.invoiceLineId);
    const lines = await tx
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, invoiceId), inArray(invoiceLines.id, ids)));
    const byId = new Map(lines.map((l) => [l.id, l]));
    // What earlier credit notes credited of each line (the invoice's lock keeps it from moving).
    const earlier = await tx
      .select({
        lineId: invoiceLines.creditedLineId,
        units: sql<string>`sum(round(${invoiceLines.quantity} * 10000))::text`,
      })
      .from(invoiceLines)
      .where(and(inArray(invoiceLines.creditedLineId, ids), eq(invoiceLines.lineType, 'isCrediter')))
      .groupBy(invoiceLines.creditedLineId);
    const creditedUnits = new Map(earlier.map((e) => [e.lineId, BigInt(e.units)]));

    const errors: FieldErrors = {};
    input.lines.forEach((l, i) => {
      const line = byId.get(l.invoiceLineId);
      if (!line || line.lineType === 'isCrediter') errors[`lines.${i}.invoiceLineId`] = 'validation.notInvoiceLine';
      else if (units(l.quantity) > units(line.quantity) - (creditedUnits.get(line.id) ?? 0n))
        errors[`lines.${i}.quantity`] = 'validation.overCredited';
    });
    if (Object.keys(errors).length) throw badRequest('validation.failed', errors);

    const noteLines = input.lines.map((l) => {
      const line = byId.get(l.invoiceLineId)!;
      return {
        simulation: false,
        contractId: line.contractId,
        contractItemId: line.contractItemId,
        productId: line.productId,
        productCode: line.productCode,
        description: line.description,
        quantity: l.quantity,
        factor: line.factor,
        unitPrice: line.unitPrice,
        amount: -creditedAmount(
          { ...line, creditedQuantity: Number(creditedUnits.get(line.id) ?? 0n) / 10_000 },
          l.quantity,
        ),
        vatRate: line.vatRate,
        periodFrom: line.periodFrom,
        periodTo: line.periodTo,
        lineType: 'isCrediter' as const,
        creditedLineId: line.id,
        // A manual line's product and unit go with it (the e-invoice counts it in its unit).
        manualProductId: line.manualProductId,
        unit: line.unit,
      };
    });
    const totals = invoiceTotals(noteLines);
    // A credit note gives back: crediting only a discount line would make one the customer owes.
    if (totals.totalIncl > 0) throw badRequest('validation.failed', { lines: 'validation.creditPositive' });
    const year = Number(today.slice(0, 4));
    // Its number carries its series (CN-2026/000001): never read as the invoice of the same digits.
    const number = `${CREDIT_NOTE_SERIES}-${documentNumber(year, await nextNumber(tx, CREDIT_NOTE_SERIES, year))}`;
    const [note] = await tx
      .insert(invoices)
      .values({
        customerId: invoice.customerId,
        receiver: invoice.receiver,
        type: 'creditNote',
        state: 'created',
        month: invoice.month,
        series: CREDIT_NOTE_SERIES,
        documentNumber: number,
        documentDate: today,
        dueDate: null,
        totalExcl: totals.totalExcl,
        totalVat: totals.totalVat,
        totalIncl: totals.totalIncl,
        reference: invoice.reference,
        message: input.reason,
        creditedInvoiceId: invoice.id,
        creditReason: input.reason,
        approvedAt: new Date(),
        approvedBy: actor.userId,
      })
      .returning();
    await tx.insert(invoiceLines).values(noteLines.map((l) => ({ ...l, invoiceId: note!.id })));
    await tx
      .update(invoiceLines)
      .set({ lineType: 'isCredited' })
      .where(and(inArray(invoiceLines.id, ids), eq(invoiceLines.invoiceId, invoiceId)));
    await tx
      .update(invoices)
      .set({ version: sql`${invoices.version} + 1`, updatedAt: new Date() })
      .where(eq(invoices.id, invoiceId));
    await recordStatusChange(tx, {
      invoice: { ...note!, state: null },
      toState: 'created',
      userId: actor.userId,
      action: 'created',
    });
    await recordInvoiceUpdate(tx, invoice, actor.userId, [{ field: 'creditNote', before: null, after: number }]);
    const correctedDraftId = input.reinvoice ? await reinvoice(tx, invoice, noteLines, actor) : null;
    return { creditNoteId: note!.id, correctedDraftId };
  });
  if (stale || credited === null) throw conflict(await current());
  return credited;
}

type Invoice = typeof invoices.$inferSelect;

/**
 * A credited line as a manual line (quantity x unit price = amount, whole quantities, factor 1), its
 * amount exactly what was credited: the quantity kept when it is whole and divides the amount to the
 * cent, else one of it at the amount (a part of a month, a factor, a part of a seat).
 */
export function asManualLine(quantity: number, amount: number) {
  const cents = Math.round(amount * 100);
  const whole = Number.isInteger(quantity) && quantity >= 1 && cents % quantity === 0;
  return whole
    ? { quantity, factor: 1, unitPrice: cents / quantity / 100, amount }
    : { quantity: 1, factor: 1, unitPrice: amount, amount };
}
type NoteLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;

/**
 * "Credit and re-invoice": the corrected draft, a manual draft of the same customer and receiver that
 * names the invoice it replaces, holding what was credited (the same lines and amounts, as manual
 * lines: `asManualLine`) for finance to correct and approve as any manual invoice. Its lines name
 * their contract but not its item: the item was invoiced for its period already (the credit changes
 * nothing there), so the draft neither counts for the month run's "never twice" nor moves the item's
 * invoiced-until day when approved. Its
 * contract type: the invoice's own (a manual invoice), else the first credited line's contract's,
 * else the first there is; its period: the credited lines' (else the invoice's, or its month).
 */
async function reinvoice(tx: Db, invoice: Invoice, noteLines: NoteLine[], actor: Approver): Promise<number> {
  const contractIds = noteLines.flatMap((l) => (l.contractId ? [l.contractId] : []));
  const [type] = await tx
    .select({ id: contractTypes.id })
    .from(contractTypes)
    .leftJoin(contracts, and(eq(contracts.contractTypeId, contractTypes.id), eq(contracts.id, contractIds[0] ?? 0)))
    .orderBy(sql`${contracts.id} is null`, asc(contractTypes.id))
    .limit(1);
  const days = (pick: (l: NoteLine) => string | null | undefined) =>
    noteLines.flatMap((l) => (pick(l) ? [pick(l)!] : [])).sort();
  const periodFrom = days((l) => l.periodFrom)[0] ?? invoice.periodFrom ?? `${invoice.month}-01`;
  const monthEnd = `${invoice.month}-${String(daysInMonth(`${invoice.month}-01`)).padStart(2, '0')}`;
  const periodTo = days((l) => l.periodTo).at(-1) ?? invoice.periodTo ?? monthEnd;
  const lines = noteLines.map(
    ({ creditedLineId: _credited, lineType: _type, amount, contractItemId: _item, ...l }) => ({
      ...l,
      ...asManualLine(l.quantity!, -amount!),
      lineType: 'original' as const,
      // A manual line keeps its unit; a month-run line counts seats, licences or items: pieces.
      unit: l.unit ?? ('piece' as const),
    }),
  );
  const totals = invoiceTotals(lines.map((l) => ({ amount: l.amount, vatRate: l.vatRate })));
  const [draft] = await tx
    .insert(invoices)
    .values({
      customerId: invoice.customerId,
      receiver: invoice.receiver,
      month: periodFrom.slice(0, 7),
      manual: true,
      contractTypeId: invoice.contractTypeId ?? type!.id,
      periodFrom,
      periodTo: periodTo < periodFrom ? periodFrom : periodTo,
      replacesInvoiceId: invoice.id,
      reference: invoice.reference,
      totalExcl: totals.totalExcl,
      totalVat: totals.totalVat,
      totalIncl: totals.totalIncl,
    })
    .returning({ id: invoices.id });
  await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId: draft!.id })));
  await recordEvent(tx, {
    companyId: invoice.customerId,
    userId: actor.userId,
    kind: 'invoice',
    action: 'created',
    recordId: draft!.id,
    label: `#${draft!.id}`,
    changes: [{ field: 'replacesInvoice', before: null, after: invoice.documentNumber }],
  });
  return draft!.id;
}
