/**
 * What finance does with drafts before approving them (docs/domain.md "Month invoicing"): the prices
 * of selected drafts' lines again from the product rules (after a price fix), a simulation's draft
 * made a real draft, and the deletes of drafts, simulations' drafts and draft lines.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { daysInMonth } from '../../../../src/shared/calendar-day';
import { lineAmount } from '../../../../src/shared/invoice-lines';
import type { Db } from '../../../db/client';
import { contracts, invoiceLines, invoices } from '../../../db/schema';
import { badRequest, notFound } from '../../../http/errors';
import { unitPricesOf } from '../../contract/contract-prices';
import { eachOnItsOwn } from './invoice-approval';
import { writeTotals } from './invoice-run';

/** A month's line as pricing it reads it: its product, period and quantity, and its contract's price terms. */
type LineToPrice = Parameters<typeof unitPricesOf>[1] & {
  id: number;
  productId: number | null;
  periodFrom: string | null;
  periodTo: string | null;
  quantity: number;
};

/** The unit price the product's rules give a line on its first day; null when none applies (or it has no product). */
export async function rulePriceOf(tx: Db, line: LineToPrice): Promise<number | null> {
  if (line.productId === null || line.periodFrom === null) return null;
  const item = {
    id: line.id,
    productId: line.productId,
    dateStart: line.periodFrom,
    dateEnd: line.periodTo,
    quantity: Math.round(line.quantity),
  };
  return (await unitPricesOf(tx, line, [item], line.periodFrom)).get(line.id) ?? null;
}

/** One draft's lines priced again from the product rules on their first day; its totals after. */
export async function recalculateDraft(db: Db, invoiceId: number) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [draft] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    // A manual draft has no contract lines to price again: not one of the month's drafts.
    if (!draft || draft.manual) throw notFound();
    if (draft.state !== 'draft') throw badRequest('validation.notDraft');
    const lines = await tx
      .select({
        id: invoiceLines.id,
        contractItemId: invoiceLines.contractItemId,
        productId: invoiceLines.productId,
        quantity: invoiceLines.quantity,
        factor: invoiceLines.factor,
        periodFrom: invoiceLines.periodFrom,
        periodTo: invoiceLines.periodTo,
        priceType: contracts.priceType,
        customerId: contracts.customerId,
        resellerId: contracts.resellerId,
        calculationType: contracts.calculationType,
      })
      .from(invoiceLines)
      .innerJoin(contracts, eq(contracts.id, invoiceLines.contractId))
      .where(eq(invoiceLines.invoiceId, invoiceId));
    for (const line of lines) {
      const price = await rulePriceOf(tx, line);
      if (price === null || line.periodFrom === null) continue;
      const whole =
        line.calculationType === 'payPerUse' ||
        line.calculationType === 'oneTime' ||
        line.periodTo === null ||
        (line.periodFrom.endsWith('-01') && Number(line.periodTo.slice(8)) === daysInMonth(line.periodTo));
      const amount = lineAmount(
        { quantity: line.quantity, factor: line.factor, unitPrice: price },
        whole ? 'whole' : { from: line.periodFrom, to: line.periodTo! },
      );
      await tx.update(invoiceLines).set({ unitPrice: price, amount }).where(eq(invoiceLines.id, line.id));
    }
    await writeTotals(tx, invoiceId);
  });
}

/** Selected drafts recalculated one by one, an outcome per draft. */
export const recalculateDrafts = (db: Db, invoiceIds: readonly number[]) =>
  eachOnItsOwn(invoiceIds, async (id) => {
    await recalculateDraft(db, id);
    return null;
  });

/** Selected simulation drafts made real drafts one by one, an outcome per draft. */
export const simulationsToDrafts = (db: Db, invoiceIds: readonly number[]) =>
  eachOnItsOwn(invoiceIds, async (id) => {
    await simulationToDraft(db, id);
    return null;
  });

/**
 * A simulation's draft made a real draft: its lines join the open draft of that company, receiver
 * and month (made when there is none), except lines whose item is already drafted or invoiced for
 * that period; the simulation's draft is gone after. Answers the real draft's id; 400 when nothing
 * could move.
 */
export async function simulationToDraft(db: Db, simulationId: number): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [sim] = await tx.select().from(invoices).where(eq(invoices.id, simulationId)).for('update');
    if (!sim || !sim.simulation) throw notFound();
    const [draft] = (
      await tx.execute<{
        id: number;
      }>(sql`insert into ${invoices} (request_id, simulation, customer_id, receiver, month)
        values (${sim.requestId}, false, ${sim.customerId}, ${sim.receiver}, ${sim.month})
        on conflict (customer_id, receiver, month) where state = 'draft' and not simulation and not manual do update set updated_at = now()
        returning id`)
    ).rows;
    const moved =
      await tx.execute(sql`insert into ${invoiceLines} (invoice_id, simulation, contract_id, contract_item_id,
        product_id, product_code, description, quantity, factor, unit_price, amount, vat_rate, period_from, period_to, line_type)
      select ${draft!.id}, false, contract_id, contract_item_id, product_id, product_code, description, quantity, factor,
        unit_price, amount, vat_rate, period_from, period_to, line_type
      from ${invoiceLines} where invoice_id = ${simulationId}
      on conflict do nothing returning id`);
    if (!moved.rows.length) throw badRequest('validation.alreadyDrafted');
    await tx.delete(invoices).where(eq(invoices.id, simulationId));
    await writeTotals(tx, draft!.id);
    return draft!.id;
  });
}

// ---------------------------------------------------------------------------------------------
// Deletes

/**
 * The month draft locked for the change; 404 when there is none of that kind (a manual draft is
 * changed through manualinvoices only), 400 when it is no draft any more.
 */
async function lockedDraft(tx: Db, id: number, simulation: boolean | 'any') {
  const [row] = await tx
    .select({ id: invoices.id, state: invoices.state, simulation: invoices.simulation, manual: invoices.manual })
    .from(invoices)
    .where(eq(invoices.id, id))
    .for('update');
  if (!row || row.manual || (simulation !== 'any' && row.simulation !== simulation)) throw notFound();
  if (row.state !== 'draft') throw badRequest('validation.notDraft');
  return row;
}

/**
 * Deletes a draft (`simulation`: a simulation's) with its lines: their contract items can be invoiced
 * again by a later run. 404 unknown (or of the other kind), 400 `validation.notDraft` once approved.
 */
export async function deleteDraft(db: Db, id: number, simulation: boolean): Promise<null> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockedDraft(tx, id, simulation);
    await tx.delete(invoices).where(and(eq(invoices.id, id), eq(invoices.state, 'draft')));
  });
  return null;
}

/**
 * Deletes lines of a draft (a simulation's too) and writes its totals again from the lines left (a
 * draft left empty stays); raises its version. Lines of another invoice are a 400 on `lineIds`.
 */
export async function deleteDraftLines(db: Db, id: number, lineIds: readonly number[]): Promise<void> {
  const ids = [...new Set(lineIds)];
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockedDraft(tx, id, 'any');
    const mine = and(eq(invoiceLines.invoiceId, id), inArray(invoiceLines.id, ids));
    const found = await tx.select({ id: invoiceLines.id }).from(invoiceLines).where(mine);
    if (found.length !== ids.length) throw badRequest('validation.failed', { lineIds: 'validation.notDraftLine' });
    await tx.delete(invoiceLines).where(mine);
    await writeTotals(tx, id);
  });
}
