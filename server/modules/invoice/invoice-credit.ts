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
import { and, eq, inArray, sql } from 'drizzle-orm';
import { creditedAmount, quantityUnits as units } from '../../../src/shared/invoice-credit';
import { documentNumber, invoiceTotals } from '../../../src/shared/invoice-lines';
import { CREDIT_NOTE_SERIES, type CreditInvoiceInput } from '../../../src/shared/schemas/invoice';
import type { Db } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';
import { brusselsToday } from '../../http/csv';
import { badRequest, conflict, notFound, type FieldErrors } from '../../http/errors';
import { recordEvent } from '../company/timeline';
import { nextNumber, type Approver } from './invoice-approval';
import { recordStatusChange } from './invoice-status';

/**
 * Credits lines of an approved invoice on the version the caller saw; answers the credit note's id.
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
): Promise<number> {
  let stale = false;
  const creditNoteId = await db.transaction(async (t) => {
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
    const year = Number(today.slice(0, 4));
    const number = documentNumber(year, await nextNumber(tx, CREDIT_NOTE_SERIES, year));
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
    await recordEvent(tx, {
      companyId: invoice.customerId,
      userId: actor.userId,
      kind: 'invoice',
      action: 'updated',
      recordId: invoice.id,
      label: invoice.documentNumber,
      changes: [{ field: 'creditNote', before: null, after: `${CREDIT_NOTE_SERIES} ${number}` }],
    });
    return note!.id;
  });
  if (stale || creditNoteId === null) throw conflict(await current());
  return creditNoteId;
}
