/**
 * Contract item prices in the database: each item's unit price from its product's price rules, by
 * the rule of src/shared/contract-pricing.ts and the products' explainPrice (the same the price
 * explanation shows). Written when an item is added or its quantity or dates change, and for a whole
 * contract on `calculateprices`.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { itemPriceQuestion, itemUnitPrice } from '../../../src/shared/contract-pricing';
import type { Db } from '../../db/client';
import { contractItems, contracts, prices, products, rebateGroups } from '../../db/schema';
import { explainPrice } from '../product/pricing/price-rules';
import type { ContractPriceType } from '../../../src/shared/constants/contract';

type PricedContract = { priceType: ContractPriceType; customerId: number; resellerId: number | null };
type PricedItem = { id: number; productId: number; dateStart: string; dateEnd: string | null; quantity: number };

/** The price rules and rebate percentages of some products: what their unit prices are computed from. */
export type PriceBook = Awaited<ReturnType<typeof priceBookOf>>;

/** Loads the price book of these products (two statements, whatever their number). */
export async function priceBookOf(db: Db, productIds: readonly number[]) {
  const ids = [...new Set(productIds)];
  if (!ids.length) return { rulesOf: new Map<number, never[]>(), rebateOf: new Map<number, number>() };
  const [rules, rebates] = await Promise.all([
    db
      .select({
        priceId: prices.id,
        productId: prices.productId,
        priceTypeId: prices.priceTypeId,
        entityId: prices.entityId,
        amount: prices.amount,
        dateFrom: prices.dateFrom,
        dateUntil: prices.dateUntil,
        quantityFrom: prices.quantityFrom,
        quantityUntil: prices.quantityUntil,
      })
      .from(prices)
      .where(inArray(prices.productId, ids)),
    db
      .select({ productId: products.id, percentage: rebateGroups.rebatePercentage })
      .from(products)
      .innerJoin(rebateGroups, eq(rebateGroups.id, products.rebateGroupId))
      .where(inArray(products.id, ids)),
  ]);
  const rulesOf = new Map<number, typeof rules>();
  for (const rule of rules) rulesOf.set(rule.productId, [...(rulesOf.get(rule.productId) ?? []), rule]);
  return { rulesOf, rebateOf: new Map(rebates.map((r) => [r.productId, Number(r.percentage)])) };
}

/** An item's unit price on `today` (YYYY-MM-DD) from a price book that holds its product; null: no rule. */
export function unitPriceIn(book: PriceBook, contract: PricedContract, item: PricedItem, today: string) {
  const explained = explainPrice(book.rulesOf.get(item.productId) ?? [], itemPriceQuestion(contract, item, today));
  const amount = explained.price ? Number(explained.price.amount) : null;
  return itemUnitPrice(amount, contract.priceType, book.rebateOf.get(item.productId) ?? null);
}

/** The unit prices of these items of one contract on `today` (YYYY-MM-DD), by item id. */
export async function unitPricesOf(db: Db, contract: PricedContract, items: readonly PricedItem[], today: string) {
  const book = await priceBookOf(
    db,
    items.map((i) => i.productId),
  );
  return new Map(items.map((item) => [item.id, unitPriceIn(book, contract, item, today)] as const));
}

/** Sets the unit price of the contract's items (all, or those given) from the rules on `today`. */
export async function repriceContract(db: Db, contractId: number, today: string, itemIds?: readonly number[]) {
  const [contract] = await db
    .select({ priceType: contracts.priceType, customerId: contracts.customerId, resellerId: contracts.resellerId })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!contract) return;
  const items = await db
    .select({
      id: contractItems.id,
      productId: contractItems.productId,
      dateStart: contractItems.dateStart,
      dateEnd: contractItems.dateEnd,
      quantity: contractItems.quantity,
    })
    .from(contractItems)
    .where(eq(contractItems.contractId, contractId));
  const chosen = itemIds ? items.filter((i) => itemIds.includes(i.id)) : items;
  await writeUnitPrices(db, await unitPricesOf(db, contract, chosen, today));
}

/** Stores unit prices by item id (as `unitPricesOf` gives them), one statement. */
export async function writeUnitPrices(db: Db, unitPrices: ReadonlyMap<number, number | null>) {
  if (!unitPrices.size) return;
  const values = sql.join(
    [...unitPrices].map(([id, price]) => sql`(${id}::int, ${price}::numeric)`),
    sql`, `,
  );
  await db.execute(sql`update ${contractItems} set unit_price = v.price
    from (values ${values}) as v(id, price) where ${contractItems.id} = v.id`);
}
