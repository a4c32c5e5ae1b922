/**
 * A usage row: what a pay-per-use contract item used on a day (docs/domain.md "File imports"). The
 * item is named by its id or by its subscription id (item metadata SUBSCRIPTIONID) and must belong
 * to a payPerUse contract of the customer (VAT number or name), with the product of the row, running
 * on the day. The day is stored once (`usage_days`) and added to its month's usage
 * (`usage_records`), which the month run invoices. The same day again with the same quantity is
 * skipped; with another quantity, or on a day already invoiced, a person decides.
 */
import { and, eq, sql } from 'drizzle-orm';
import { enterpriseDigits, isEnterpriseNumber, vatNumberOf } from '../../../src/shared/enterprise-number';
import { SUBSCRIPTION_METADATA_CODE } from '../../../src/shared/subscription';
import {
  companies,
  contractItemMetadata,
  contractItems,
  contracts,
  metadataDefinitions,
  products,
  usageDays,
  usageRecords,
} from '../../db/schema';
import { knownRecord, readCells, RowFailure, type RowContext, type RowOutcome } from './import-row';

/** Quantities are stored with four decimals (numeric(14,4)). */
const MAX_QUANTITY = 9_999_999_999;

async function customerId(ctx: RowContext, text: string): Promise<number> {
  const digits = enterpriseDigits(text);
  const byVat = isEnterpriseNumber(digits) ? vatNumberOf(digits) : text.replace(/[\s.]/g, '').toUpperCase();
  const found = await ctx.tx
    .select({ id: companies.id })
    .from(companies)
    .where(sql`${companies.vatNumber} = ${byVat} or lower(${companies.name}) = lower(${text})`)
    .limit(2);
  if (found.length !== 1)
    throw new RowFailure('customer', `fileImport.${found.length ? 'customerAmbiguous' : 'customerNotFound'}|${text}`);
  return found[0]!.id;
}

export async function importUsage(ctx: RowContext, cells: Record<string, string>): Promise<RowOutcome> {
  const { tx } = ctx;
  const v = readCells('usage', cells, ctx);
  const quantity = Number(v.quantity);
  if (quantity < 0) throw new RowFailure('quantity', 'validation.min|0');
  if (quantity > MAX_QUANTITY) throw new RowFailure('quantity', `validation.max|${MAX_QUANTITY}`);
  if (Math.abs(Math.round(quantity * 10_000) - quantity * 10_000) > 1e-6)
    throw new RowFailure('quantity', 'validation.decimals|4');
  const customer = await customerId(ctx, String(v.customer));
  if (v.contractItem === null && v.subscriptionId === null)
    throw new RowFailure('contractItem', 'fileImport.itemRequired');
  const subscription = sql`(select m.value from ${contractItemMetadata} m join ${metadataDefinitions} d on d.id = m.metadata_id
    where m.contract_item_id = ${contractItems.id} and d.entity = 'contractItem' and d.code = ${SUBSCRIPTION_METADATA_CODE.subscriptionId})`;
  const [item] = await tx
    .select({
      id: contractItems.id,
      customerId: contracts.customerId,
      calculationType: contracts.calculationType,
      productCode: products.code,
      dateStart: contractItems.dateStart,
      dateEnd: contractItems.dateEnd,
      invoicedUntil: contractItems.invoicedUntil,
    })
    .from(contractItems)
    .innerJoin(contracts, eq(contracts.id, contractItems.contractId))
    .innerJoin(products, eq(products.id, contractItems.productId))
    .where(
      v.contractItem !== null
        ? eq(contractItems.id, Number(v.contractItem))
        : sql`lower(${subscription}) = lower(${String(v.subscriptionId)})`,
    )
    .limit(1);
  const itemColumn = v.contractItem !== null ? 'contractItem' : 'subscriptionId';
  if (!item) throw new RowFailure(itemColumn, `fileImport.itemNotFound|${String(v.contractItem ?? v.subscriptionId)}`);
  if (item.customerId !== customer) throw new RowFailure(itemColumn, 'fileImport.itemNotOfCustomer');
  if (item.calculationType !== 'payPerUse') throw new RowFailure(itemColumn, 'fileImport.notPayPerUse');
  if (item.productCode.toLowerCase() !== String(v.productCode).toLowerCase())
    throw new RowFailure('productCode', `fileImport.productMismatch|${item.productCode}`);
  const day = String(v.day);
  if (day < item.dateStart || (item.dateEnd !== null && day > item.dateEnd))
    throw new RowFailure('day', 'fileImport.outsideItem');
  const [known] = await tx
    .select({ id: usageDays.id, quantity: usageDays.quantity })
    .from(usageDays)
    .where(and(eq(usageDays.contractItemId, item.id), eq(usageDays.day, day)));
  if (known) {
    const holds = Number(known.quantity);
    return knownRecord(known.id, { same: holds === quantity, column: 'quantity', reason: 'usageDiffers', holds });
  }
  // Its month is invoiced already: adding it now would never reach an invoice.
  if (item.invoicedUntil !== null && day <= item.invoicedUntil)
    return { outcome: 'needsReview', column: 'day', reason: `fileImport.alreadyInvoiced|${item.invoicedUntil}` };
  const [row] = await tx
    .insert(usageDays)
    .values({ contractItemId: item.id, day, quantity, importId: ctx.importId })
    .returning({ id: usageDays.id });
  await tx
    .insert(usageRecords)
    .values({ contractItemId: item.id, month: day.slice(0, 7), quantity })
    .onConflictDoUpdate({
      target: [usageRecords.contractItemId, usageRecords.month],
      set: { quantity: sql`${usageRecords.quantity} + excluded.quantity` },
    });
  return { outcome: 'imported', recordId: row!.id };
}
