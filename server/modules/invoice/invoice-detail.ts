/**
 * An invoice's detail (docs/domain.md "Month invoicing"): its lines and VAT, the credit notes that
 * correct it, and what the caller may do with it now.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isCreditable, type CreditableLine } from '../../../src/shared/invoice-credit';
import { invoiceTotals, vatOf } from '../../../src/shared/invoice-lines';
import { invoiceActions as lifeActions, nextFollowUp, type LifeInvoice } from '../../../src/shared/invoice-states';
import type { InvoiceAction, InvoiceDetail, InvoiceLine } from '../../../src/shared/schemas/invoice';
import type { Db } from '../../db/client';
import { companies, contracts, contractTypes, invoiceLines, invoices, vatRegimes } from '../../db/schema';
import { brusselsToday } from '../../http/csv';
import { found } from '../../http/errors';
import type { Caller } from '../../plugins/security';
import { wireDay } from './invoice-list';

async function linesOf(db: Db, invoiceId: number): Promise<InvoiceLine[]> {
  const rows = await db
    .select({
      line: invoiceLines,
      contractNumber: sql<
        string | null
      >`(select c.number from ${contracts} c where c.id = "invoice_lines"."contract_id")`,
      creditedQuantity: sql<string>`(select coalesce(sum(c.quantity), 0)::text from ${invoiceLines} c
        where c.credited_line_id = "invoice_lines"."id" and c.line_type = 'isCrediter')`,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.id));
  return rows.map(({ line: l, contractNumber, creditedQuantity }) => ({
    invoiceLineId: l.id,
    contractId: l.contractId,
    contractNumber,
    contractItemId: l.contractItemId,
    productId: l.productId,
    productCode: l.productCode,
    description: l.description,
    quantity: l.quantity,
    factor: l.factor,
    unitPrice: l.unitPrice,
    amount: l.amount,
    vatRate: l.vatRate,
    periodFrom: wireDay(l.periodFrom),
    periodTo: wireDay(l.periodTo),
    lineType: l.lineType,
    creditedQuantity: Number(creditedQuantity),
    manualProductId: l.manualProductId,
    unit: l.unit,
  }));
}

/**
 * What the caller may do with an invoice now: a draft's actions (approve: invoices edit right; delete
 * it or its lines: drafts edit right, for a manual draft the manual invoices edit right, which also
 * edits its header and lines), an approved invoice's (src/shared/invoice-states.ts, invoices edit
 * right), none without the right.
 */
export function invoiceActions(
  invoice: LifeInvoice & { simulation: boolean; manual: boolean; lines: readonly CreditableLine[] },
  viewer: Caller,
  today = brusselsToday(),
): InvoiceAction[] {
  if (invoice.state !== 'draft')
    return viewer.can('invoices', 'edit')
      ? [...lifeActions(invoice, today), ...(isCreditable(invoice) ? (['credit'] as const) : [])]
      : [];
  const actions: InvoiceAction[] = [];
  // A manual draft below 0 is refused on approval (validation.negativeTotal): not offered.
  const approvable = invoice.lines.length > 0 && !(invoice.manual && invoice.totalIncl < 0);
  if (viewer.can('invoices', 'edit') && !invoice.simulation && approvable) actions.push('approve');
  if (viewer.can(invoice.manual ? 'manualInvoices' : 'drafts', 'edit')) {
    if (invoice.manual) actions.push('edit');
    actions.push('delete');
    if (invoice.lines.length > 0) actions.push('deleteLines');
  }
  return actions;
}

/** A credit note's corrected invoice, joined to it. */
const creditedInvoice = alias(invoices, 'credited_invoice');
/** The invoice a corrected draft replaces, joined to it. */
const replacedInvoice = alias(invoices, 'replaced_invoice');

/**
 * An invoice or draft (`invoice`: not a simulation), a simulation's draft (`simulation`), or either
 * (`any`), with its lines, the VAT per rate from the lines and why no VAT is charged (the customer's
 * VAT regime); null when there is none of that kind.
 */
export async function invoiceDetail(
  db: Db,
  id: number,
  viewer: Caller,
  kind: 'invoice' | 'simulation' | 'manual' | 'any',
): Promise<InvoiceDetail | null> {
  const [row] = await db
    .select({
      i: invoices,
      customerName: companies.name,
      customerVatNumber: companies.vatNumber,
      customerLanguage: companies.language,
      vatRegimeCode: vatRegimes.code,
      creditedInvoiceNumber: creditedInvoice.documentNumber,
      replacesInvoiceNumber: replacedInvoice.documentNumber,
      contractTypeCode: contractTypes.code,
      contractTypeDescription: contractTypes.description,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.customerId))
    .leftJoin(vatRegimes, eq(vatRegimes.id, companies.vatRegimeId))
    .leftJoin(creditedInvoice, eq(creditedInvoice.id, invoices.creditedInvoiceId))
    .leftJoin(replacedInvoice, eq(replacedInvoice.id, invoices.replacesInvoiceId))
    .leftJoin(contractTypes, eq(contractTypes.id, invoices.contractTypeId))
    .where(
      and(
        eq(invoices.id, id),
        kind === 'any' ? undefined : eq(invoices.simulation, kind === 'simulation'),
        kind === 'manual' ? eq(invoices.manual, true) : undefined,
      ),
    );
  if (!row) return null;
  const { i } = row;
  const lines = await linesOf(db, id);
  return {
    invoiceId: i.id,
    requestId: i.requestId,
    simulation: i.simulation,
    documentNumber: i.documentNumber,
    customerId: i.customerId,
    customerName: row.customerName,
    receiver: i.receiver,
    type: i.type,
    state: i.state,
    month: i.month,
    documentDate: wireDay(i.documentDate),
    dueDate: wireDay(i.dueDate),
    totalExcl: i.totalExcl,
    totalVat: i.totalVat,
    totalIncl: i.totalIncl,
    amountPaid: i.amountPaid,
    lineCount: lines.length,
    paymentReference: i.paymentReference,
    version: i.version,
    customerVatNumber: row.customerVatNumber,
    customerLanguage: row.customerLanguage,
    lines,
    vat: invoiceTotals(lines).vat,
    vatExemption: vatOf(row.vatRegimeCode).exemption,
    reference: i.reference,
    message: i.message,
    createdAt: i.createdAt.toISOString(),
    approvedAt: i.approvedAt?.toISOString() ?? null,
    allowedActions: invoiceActions({ ...i, lines }, viewer),
    nextFollowUp: i.simulation ? null : nextFollowUp(i),
    creditedInvoiceId: i.creditedInvoiceId,
    creditedInvoiceNumber: row.creditedInvoiceNumber,
    creditNotes: i.type === 'invoice' && i.state !== 'draft' ? await creditNotesOf(db, id) : [],
    manual: i.manual,
    contractTypeId: i.contractTypeId,
    contractTypeCode: row.contractTypeCode,
    contractTypeDescription: row.contractTypeDescription,
    periodFrom: wireDay(i.periodFrom),
    periodTo: wireDay(i.periodTo),
    replacesInvoiceId: i.replacesInvoiceId,
    replacesInvoiceNumber: row.replacesInvoiceNumber,
  };
}

/** The credit notes that correct an invoice, oldest first. */
async function creditNotesOf(db: Db, invoiceId: number) {
  const rows = await db
    .select({
      invoiceId: invoices.id,
      documentNumber: invoices.documentNumber,
      documentDate: invoices.documentDate,
      totalIncl: invoices.totalIncl,
    })
    .from(invoices)
    .where(eq(invoices.creditedInvoiceId, invoiceId))
    .orderBy(asc(invoices.id));
  return rows.map((r) => ({
    ...r,
    documentNumber: r.documentNumber ?? '',
    documentDate: wireDay(r.documentDate) ?? '',
  }));
}

/**
 * Writes `change` on the caller's version (it refuses a stale one with a 409 carrying `current()`),
 * then answers the invoice as the caller sees it.
 */
export async function changedInvoice(
  db: Db,
  caller: Caller,
  invoiceId: number,
  change: (current: () => Promise<unknown>) => Promise<void>,
) {
  const current = () => invoiceDetail(db, invoiceId, caller, 'any');
  await change(current);
  return found(await current());
}
