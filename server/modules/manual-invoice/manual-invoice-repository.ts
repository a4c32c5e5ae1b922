/**
 * Manual invoices in the database (docs/domain.md "Manual invoices"): rows of `invoices` with
 * `manual` set, made and changed by hand while they are drafts; approval and everything after it are
 * the invoices' own (invoice-approval.ts, invoice-life.ts). The list and the form's choices:
 * manual-invoice-list.ts.
 *
 * Every write on a draft is one transaction that locks the invoice first: only a manual draft is
 * changed (404 for another invoice, 400 `validation.notDraft` once approved), on the version the
 * caller saw (409 with the current detail, read after the transaction), its totals written again
 * from its lines (invoice-run.ts writeTotals, which also raises the version), and an event on the
 * customer's timeline. A line keeps its own copy of what it bills: the manual product's code, and the
 * description, price, VAT rate and unit as given; its amount is quantity x unit price, its period the
 * invoice's, its VAT rate 0 when the customer's VAT regime exempts (src/shared/invoice-lines.ts vatOf).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { dayOfWire } from '../../../src/shared/calendar-day';
import { invoiceTotals, lineAmount, vatOf, type VatTreatment } from '../../../src/shared/invoice-lines';
import {
  type ManualInvoiceLine,
  type ManualInvoiceLinesDelete,
  type ManualInvoiceParsed,
  type ManualInvoiceUpdateParsed,
} from '../../../src/shared/schemas/manual-invoice';
import type { Db } from '../../db/client';
import { companies, contractTypes, invoiceLines, invoices, manualProducts, vatRegimes } from '../../db/schema';
import { badRequest, conflict, notFound, type FieldErrors } from '../../http/errors';
import { changedFields, recordEvent, type TimelineChange } from '../company/timeline';
import { writeTotals } from '../invoice/run/invoice-run';
import { MANUAL_INVOICE_MAX_LINES } from '../../../src/shared/constants/manual-invoice';

type Invoice = typeof invoices.$inferSelect;
export type Actor = { userId: number | null };
type Header = Omit<ManualInvoiceUpdateParsed, 'invoiceId' | 'version'>;

// ---------------------------------------------------------------------------------------------
// The checks the schema cannot make

const failIf = (errors: FieldErrors) => {
  if (Object.keys(errors).length) throw badRequest('validation.failed', errors);
};

/**
 * The header's references: the customer an active company (when it is set or changed: a draft keeps
 * a customer inactivated since), the contract type known. Adds the field errors; answers the
 * customer's VAT treatment.
 */
async function checkHeader(tx: Db, header: Header, errors: FieldErrors, before?: Invoice): Promise<VatTreatment> {
  const [customer] = await tx
    .select({ status: companies.status, regime: vatRegimes.code })
    .from(companies)
    .leftJoin(vatRegimes, eq(vatRegimes.id, companies.vatRegimeId))
    .where(eq(companies.id, header.customerId));
  const kept = before?.customerId === header.customerId;
  if (!customer || (!kept && customer.status !== 'active')) errors.customerId = 'validation.unknown';
  const [type] = await tx
    .select({ id: contractTypes.id })
    .from(contractTypes)
    .where(eq(contractTypes.id, header.contractTypeId));
  if (!type) errors.contractTypeId = 'validation.unknown';
  return vatOf(customer?.regime ?? null);
}

/** The VAT treatment of the invoice's customer now. */
async function vatOfCustomer(tx: Db, customerId: number): Promise<VatTreatment> {
  const [row] = await tx
    .select({ regime: vatRegimes.code })
    .from(companies)
    .leftJoin(vatRegimes, eq(vatRegimes.id, companies.vatRegimeId))
    .where(eq(companies.id, customerId));
  return vatOf(row?.regime ?? null);
}

type ProductUse = {
  manualProductId: number | null;
  /** Where its field error goes: `lines.<i>.` on a new invoice, nothing on a single line. */
  path: string;
  /** The line had this product already (an existing line keeps a product inactivated since). */
  kept: boolean;
};

/**
 * The manual products the lines name: known (else `validation.unknown`), and active where a line
 * takes it now (else `validation.inactive`), on `<path>manualProductId`. Answers their codes by id.
 */
async function checkProducts(tx: Db, uses: ProductUse[], errors: FieldErrors): Promise<Map<number, string>> {
  const ids = [...new Set(uses.flatMap((u) => (u.manualProductId === null ? [] : [u.manualProductId])))];
  const rows = ids.length
    ? await tx
        .select({ id: manualProducts.id, code: manualProducts.code, active: manualProducts.active })
        .from(manualProducts)
        .where(inArray(manualProducts.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const use of uses) {
    if (use.manualProductId === null) continue;
    const product = byId.get(use.manualProductId);
    if (!product) errors[`${use.path}manualProductId`] = 'validation.unknown';
    else if (!product.active && !use.kept) errors[`${use.path}manualProductId`] = 'validation.inactive';
  }
  return new Map(rows.map((r) => [r.id, r.code]));
}

/** What a line stores: its own copy of what it bills, for the invoice's period, at the customer's VAT. */
function lineValues(
  line: ManualInvoiceLine,
  codes: Map<number, string>,
  period: { periodFrom: string; periodTo: string },
  vat: VatTreatment,
) {
  return {
    manualProductId: line.manualProductId,
    productCode: line.manualProductId === null ? null : (codes.get(line.manualProductId) ?? null),
    description: line.description,
    quantity: line.quantity,
    factor: 1,
    unitPrice: line.unitPrice,
    amount: lineAmount({ quantity: line.quantity, factor: 1, unitPrice: line.unitPrice }, 'whole'),
    vatRate: vat.exemption ? 0 : line.vatRate,
    unit: line.unit,
    ...period,
  };
}

/** The header as stored: days as calendar days, the month that of the first day. */
function headerValues(header: Header) {
  const periodFrom = dayOfWire(header.periodFrom);
  return {
    customerId: header.customerId,
    receiver: header.receiver,
    contractTypeId: header.contractTypeId,
    periodFrom,
    periodTo: dayOfWire(header.periodTo),
    month: periodFrom.slice(0, 7),
    reference: header.reference,
    message: header.message,
  };
}

const HEADER_FIELDS = [
  'customerId',
  'receiver',
  'contractTypeId',
  'periodFrom',
  'periodTo',
  'reference',
  'message',
] as const;
const LINE_FIELDS = ['manualProductId', 'description', 'quantity', 'unitPrice', 'vatRate', 'unit'] as const;

/** An event of kind invoice on the customer's timeline, in the change's transaction. */
const recordInvoiceEvent = async (
  tx: Db,
  invoice: { id: number; customerId: number },
  actor: Actor,
  action: 'created' | 'updated' | 'deleted',
  changes: TimelineChange[] = [],
) =>
  recordEvent(tx, {
    companyId: invoice.customerId,
    userId: actor.userId,
    kind: 'invoice',
    action,
    recordId: invoice.id,
    // A draft has no number yet: its id, as the list shows it.
    label: `#${invoice.id}`,
    changes: await readableChanges(tx, changes),
  });

/**
 * Changes as staff read them on the timeline: a customer, a contract type or a manual product by its
 * name or code rather than its id (each looked up once, in the change's transaction).
 */
async function readableChanges(tx: Db, changes: TimelineChange[]): Promise<TimelineChange[]> {
  const ids = (field: string) =>
    changes
      .flatMap((c) => (c.field === field ? [c.before, c.after] : []))
      .filter((v): v is number => typeof v === 'number');
  const [customers, types, products] = await Promise.all([
    ids('customerId').length
      ? tx
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, ids('customerId')))
      : [],
    ids('contractTypeId').length
      ? tx
          .select({ id: contractTypes.id, name: contractTypes.description })
          .from(contractTypes)
          .where(inArray(contractTypes.id, ids('contractTypeId')))
      : [],
    ids('manualProductId').length
      ? tx
          .select({ id: manualProducts.id, name: manualProducts.code })
          .from(manualProducts)
          .where(inArray(manualProducts.id, ids('manualProductId')))
      : [],
  ]);
  const named = {
    customerId: ['customer', customers],
    contractTypeId: ['contractType', types],
    manualProductId: ['manualProduct', products],
  } as const;
  return changes.map((c) => {
    const entry = named[c.field as keyof typeof named];
    if (!entry) return c;
    const [field, rows] = entry;
    const name = (v: unknown) => (rows as { id: number; name: string }[]).find((r) => r.id === v)?.name ?? v;
    return { field, before: name(c.before), after: name(c.after) };
  });
}

// ---------------------------------------------------------------------------------------------
// The writes

/** A new manual draft with its lines and totals; answers its id. 400 with the field errors. */
export async function createManualInvoice(db: Db, input: ManualInvoiceParsed, actor: Actor): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const errors: FieldErrors = {};
    const vat = await checkHeader(tx, input, errors);
    const codes = await checkProducts(
      tx,
      input.lines.map((l, i) => ({ manualProductId: l.manualProductId, path: `lines.${i}.`, kept: false })),
      errors,
    );
    failIf(errors);
    const header = headerValues(input);
    const lines = input.lines.map((l) => lineValues(l, codes, header, vat));
    const totals = invoiceTotals(lines);
    const [row] = await tx
      .insert(invoices)
      .values({
        ...header,
        manual: true,
        totalExcl: totals.totalExcl,
        totalVat: totals.totalVat,
        totalIncl: totals.totalIncl,
      })
      .returning({ id: invoices.id, customerId: invoices.customerId });
    await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId: row!.id })));
    await recordInvoiceEvent(tx, row!, actor, 'created');
    return row!.id;
  });
}

/**
 * Runs `change` on the locked manual draft when its version is the caller's (none given: any);
 * 404 when it is no manual invoice, 400 once approved, 409 with `current()` (read after the
 * transaction, so the lock is gone) on a stale version.
 */
async function onManualDraft(
  db: Db,
  invoiceId: number,
  version: number | undefined,
  current: () => Promise<unknown>,
  change: (tx: Db, invoice: Invoice) => Promise<void>,
) {
  const stale = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!invoice?.manual) throw notFound();
    if (invoice.state !== 'draft') throw badRequest('validation.notDraft');
    if (version !== undefined && invoice.version !== version) return true;
    await change(tx, invoice);
    return false;
  });
  if (stale) throw conflict(await current());
}

/**
 * The draft's header on its version; its lines' periods follow the period. A new customer whose VAT
 * regime exempts puts every line at 0 %; from an exempting customer to one that charges VAT, the
 * lines' own rates are gone, so that change is refused while the draft has lines
 * (`validation.vatRegimeChanged` on `customerId`).
 */
export const updateManualInvoice = (
  db: Db,
  input: ManualInvoiceUpdateParsed,
  actor: Actor,
  current: () => Promise<unknown>,
) =>
  onManualDraft(db, input.invoiceId, input.version, current, async (tx, before) => {
    const errors: FieldErrors = {};
    const vat = await checkHeader(tx, input, errors, before);
    const newCustomer = before.customerId !== input.customerId;
    if (newCustomer && !errors.customerId && !vat.exemption && (await vatOfCustomer(tx, before.customerId)).exemption) {
      const [line] = await tx
        .select({ id: invoiceLines.id })
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, before.id))
        .limit(1);
      if (line) errors.customerId = 'validation.vatRegimeChanged';
    }
    failIf(errors);
    const header = headerValues(input);
    await tx.update(invoices).set(header).where(eq(invoices.id, before.id));
    await tx
      .update(invoiceLines)
      .set({
        periodFrom: header.periodFrom,
        periodTo: header.periodTo,
        ...(newCustomer && vat.exemption ? { vatRate: 0 } : {}),
      })
      .where(eq(invoiceLines.invoiceId, before.id));
    await writeTotals(tx, before.id);
    const after = { ...before, ...header };
    await recordInvoiceEvent(tx, after, actor, 'updated', changedFields(before, after, HEADER_FIELDS));
  });

/** Deletes the manual draft with its lines (on its version when given). */
export const deleteManualInvoice = (
  db: Db,
  invoiceId: number,
  version: number | undefined,
  actor: Actor,
  current: () => Promise<unknown>,
) =>
  onManualDraft(db, invoiceId, version, current, async (tx, invoice) => {
    await tx.delete(invoices).where(eq(invoices.id, invoice.id));
    await recordInvoiceEvent(tx, invoice, actor, 'deleted');
  });

const lineCount = async (tx: Db, invoiceId: number) => {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId));
  return Number(row?.count ?? 0);
};

/** The draft's total incl. VAT before and after a change of its lines, for the timeline. */
const totalChange = (before: Invoice, after: { totalIncl: number }): TimelineChange[] =>
  before.totalIncl === after.totalIncl
    ? []
    : [{ field: 'totalIncl', before: before.totalIncl, after: after.totalIncl }];

/** A line added to the draft on its version (its product, if any, active now). */
export const addManualInvoiceLine = (
  db: Db,
  input: ManualInvoiceLine & { invoiceId: number; version: number },
  actor: Actor,
  current: () => Promise<unknown>,
) =>
  onManualDraft(db, input.invoiceId, input.version, current, async (tx, invoice) => {
    // At most 200 lines, as when it was made: its totals stay within what an invoice holds.
    if ((await lineCount(tx, invoice.id)) >= MANUAL_INVOICE_MAX_LINES)
      throw badRequest(`validation.maxItems|${MANUAL_INVOICE_MAX_LINES}`);
    const errors: FieldErrors = {};
    const codes = await checkProducts(tx, [{ manualProductId: input.manualProductId, path: '', kept: false }], errors);
    failIf(errors);
    const period = { periodFrom: invoice.periodFrom!, periodTo: invoice.periodTo! };
    const values = lineValues(input, codes, period, await vatOfCustomer(tx, invoice.customerId));
    await tx.insert(invoiceLines).values({ ...values, invoiceId: invoice.id });
    const totals = await writeTotals(tx, invoice.id);
    await recordInvoiceEvent(tx, invoice, actor, 'updated', [
      { field: 'line', before: null, after: values.description },
      ...totalChange(invoice, totals),
    ]);
  });

/** A line of the draft changed on the draft's version; it keeps a product inactivated since. */
export const updateManualInvoiceLine = (
  db: Db,
  input: ManualInvoiceLine & { invoiceId: number; invoiceLineId: number; version: number },
  actor: Actor,
  current: () => Promise<unknown>,
) =>
  onManualDraft(db, input.invoiceId, input.version, current, async (tx, invoice) => {
    const [line] = await tx
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.id, input.invoiceLineId), eq(invoiceLines.invoiceId, invoice.id)));
    if (!line) throw badRequest('validation.failed', { invoiceLineId: 'validation.notDraftLine' });
    const errors: FieldErrors = {};
    const kept = line.manualProductId === input.manualProductId;
    const codes = await checkProducts(tx, [{ manualProductId: input.manualProductId, path: '', kept }], errors);
    failIf(errors);
    const period = { periodFrom: invoice.periodFrom!, periodTo: invoice.periodTo! };
    const values = lineValues(input, codes, period, await vatOfCustomer(tx, invoice.customerId));
    // A kept product keeps the code the line copied (the product's code may have changed since).
    await tx
      .update(invoiceLines)
      .set({ ...values, ...(kept ? { productCode: line.productCode } : {}) })
      .where(eq(invoiceLines.id, line.id));
    const totals = await writeTotals(tx, invoice.id);
    await recordInvoiceEvent(tx, invoice, actor, 'updated', [
      ...changedFields(line, { ...line, ...values }, LINE_FIELDS),
      ...totalChange(invoice, totals),
    ]);
  });

/** Lines of the draft deleted on its version (a draft left without lines stays); other ids: 400 on `lineIds`. */
export const deleteManualInvoiceLines = (
  db: Db,
  q: ManualInvoiceLinesDelete,
  actor: Actor,
  current: () => Promise<unknown>,
) =>
  onManualDraft(db, q.invoiceId, q.version, current, async (tx, invoice) => {
    const ids = [...new Set(q.lineIds)];
    const count = await lineCount(tx, invoice.id);
    const deleted = await tx
      .delete(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, invoice.id), inArray(invoiceLines.id, ids)))
      .returning({ id: invoiceLines.id });
    // Another invoice's line (or none): nothing deleted, the transaction rolls back.
    if (deleted.length !== ids.length) throw badRequest('validation.failed', { lineIds: 'validation.notDraftLine' });
    const totals = await writeTotals(tx, invoice.id);
    await recordInvoiceEvent(tx, invoice, actor, 'updated', [
      { field: 'lines', before: count, after: count - deleted.length },
      ...totalChange(invoice, totals),
    ]);
  });
