/**
 * Contract item prices in the database: each item's unit price from its product's price rules, by
 * the rule of src/shared/contract-pricing.ts and the products' explainPrice (the same the price
 * explanation shows). Written when an item is added or its quantity or dates change, and for a whole
 * contract on `calculateprices`.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { itemPriceQuestion, itemUnitPrice } from '../../../src/shared/contract-pricing';
import type { ContractPriceType } from '../../../src/shared/schemas/constants';
import type { Db } from '../../db/client';
import { contractItems, contracts, prices, products, rebateGroups } from '../../db/schema';
import { explainPrice } from '../product/pricing/price-rules';

type PricedContract = { priceType: ContractPriceType; customerId: number; resellerId: number | null };
type PricedItem = { id: number; productId: number; dateStart: string; dateEnd: string | null; quantity: number };

/** The unit prices of these items of one contract on `today` (YYYY-MM-DD), by item id. */
export async function unitPricesOf(db: Db, contract: PricedContract, items: readonly PricedItem[], today: string) {
  const productIds = [...new Set(items.map((i) => i.productId))];
  const result = new Map<number, number | null>();
  if (!productIds.length) return result;
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
      .where(inArray(prices.productId, productIds)),
    db
      .select({ productId: products.id, percentage: rebateGroups.rebatePercentage })
      .from(products)
      .innerJoin(rebateGroups, eq(rebateGroups.id, products.rebateGroupId))
      .where(inArray(products.id, productIds)),
  ]);
  const rebateOf = new Map(rebates.map((r) => [r.productId, Number(r.percentage)]));
  for (const item of items) {
    const question = itemPriceQuestion(contract, item, today);
    const explained = explainPrice(
      rules.filter((r) => r.productId === item.productId),
      question,
    );
    const amount = explained.price ? Number(explained.price.amount) : null;
    result.set(item.id, itemUnitPrice(amount, contract.priceType, rebateOf.get(item.productId) ?? null));
  }
  return result;
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
