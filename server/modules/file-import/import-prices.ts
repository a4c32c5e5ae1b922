/**
 * A prices row: a general price rule of a product (docs/domain.md "Prices"), checked by the same
 * schema and written by the same repository as the price form (`priceInput`, `createPrice`). The same
 * rule already there is skipped; a rule overlapping another one of the product needs a person (end
 * the old one, or correct the file).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { priceInput } from '../../../src/shared/schemas/price';
import { toWireDay } from '../../../src/shared/calendar-day';
import { prices, priceTypes, products } from '../../db/schema';
import { createPrice } from '../product/pricing/price-repository';
import {
  failureOf,
  knownRecord,
  parseRow,
  readCells,
  RowFailure,
  type RowContext,
  type RowOutcome,
} from './import-row';

/** The price schema's fields as the file's columns. */
const COLUMN_OF: Record<string, string> = {
  productGuid: 'productCode',
  priceTypeId: 'priceType',
  amount: 'amount',
  dateFrom: 'dateFrom',
  dateUntil: 'dateUntil',
  quantityFrom: 'quantityFrom',
  quantityUntil: 'quantityUntil',
};
const columnOf = (field: string) => COLUMN_OF[field] ?? null;

const sameOrNull = <T>(column: Parameters<typeof eq>[0], value: T | null) =>
  value === null ? isNull(column) : eq(column, value);

export async function importPrice(ctx: RowContext, cells: Record<string, string>): Promise<RowOutcome> {
  const { tx } = ctx;
  const v = readCells('prices', cells, ctx);
  const code = String(v.productCode);
  const found = await tx
    .select({ id: products.id, guid: products.guid })
    .from(products)
    .where(sql`lower(${products.code}) = lower(${code})`)
    .limit(2);
  if (!found.length) throw new RowFailure('productCode', `fileImport.productNotFound|${code}`);
  if (found.length > 1) throw new RowFailure('productCode', `fileImport.productAmbiguous|${code}`);
  const product = found[0]!;
  const typeText = String(v.priceType);
  const [type] = await tx
    .select({ id: priceTypes.id })
    .from(priceTypes)
    .where(sql`lower(${priceTypes.code}) = lower(${typeText}) or lower(${priceTypes.description}) = lower(${typeText})`)
    .limit(1);
  if (!type) throw new RowFailure('priceType', `fileImport.priceTypeNotFound|${typeText}`);
  const input = parseRow(
    priceInput,
    {
      productGuid: product.guid,
      priceTypeId: type.id,
      amount: v.amount,
      dateFrom: v.dateFrom === null ? null : toWireDay(String(v.dateFrom)),
      dateUntil: v.dateUntil === null ? null : toWireDay(String(v.dateUntil)),
      quantityFrom: v.quantityFrom,
      quantityUntil: v.quantityUntil,
    },
    columnOf,
  );
  const [same] = await tx
    .select({ id: prices.id, amount: prices.amount })
    .from(prices)
    .where(
      and(
        eq(prices.productId, product.id),
        eq(prices.priceTypeId, type.id),
        isNull(prices.entityId),
        sameOrNull(prices.dateFrom, v.dateFrom === null ? null : String(v.dateFrom)),
        sameOrNull(prices.dateUntil, v.dateUntil === null ? null : String(v.dateUntil)),
        sameOrNull(prices.quantityFrom, v.quantityFrom === null ? null : Number(v.quantityFrom)),
        sameOrNull(prices.quantityUntil, v.quantityUntil === null ? null : Number(v.quantityUntil)),
      ),
    )
    .limit(1);
  if (same) {
    const holds = Number(same.amount);
    return knownRecord(same.id, { same: holds === input.amount, column: 'amount', reason: 'priceDiffers', holds });
  }
  try {
    const { priceId } = await createPrice(tx, input);
    return { outcome: 'imported', recordId: priceId };
  } catch (error) {
    const failure = failureOf(error, columnOf);
    if (!failure) throw error;
    // Another rule of the product covers part of these quantities and days: a person decides.
    if (failure.reason.startsWith('validation.priceOverlap'))
      return { outcome: 'needsReview', column: 'quantityFrom', reason: failure.reason };
    throw failure;
  }
}
