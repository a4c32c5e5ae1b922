/**
 * The unit price of a contract item (docs/domain.md "Contracts"): which price rule question the
 * item asks, by the contract's price type, and what the answer becomes. The question goes to the
 * products' price rule (server/modules/product/pricing/price-rules.ts explainPrice), the same the
 * price explanation shows, so "why this price" answers exactly the question asked here.
 *  - RRP: the general sales price;
 *  - EnduserPrice: the sales price for the customer (its own price wins, else the general one);
 *  - PartnerPrice: the partner price for the reseller (the customer when it has none);
 *  - Rebate: the general sales price less the product's rebate group percentage;
 *  - Margin: the general purchase price.
 * The day: today, kept within the item's start and end (a future item is priced at its start, an
 * ended one at its end). Quantities count from 1 (the rules' lowest tier). Money in whole cents.
 * Pure: no database, no clock.
 */
import { PRICE_TYPE } from './constants/product';
import type { ContractPriceType } from './constants/contract';

export type ItemPriceQuestion = { priceTypeId: number; entityId: number | null; date: string; quantity: number };

export function itemPriceQuestion(
  contract: { priceType: ContractPriceType; customerId: number; resellerId: number | null },
  item: { dateStart: string; dateEnd: string | null; quantity: number },
  today: string,
): ItemPriceQuestion {
  const date = today < item.dateStart ? item.dateStart : item.dateEnd && today > item.dateEnd ? item.dateEnd : today;
  const quantity = Math.max(1, item.quantity);
  switch (contract.priceType) {
    case 'EnduserPrice':
      return { priceTypeId: PRICE_TYPE.sales, entityId: contract.customerId, date, quantity };
    case 'PartnerPrice':
      return { priceTypeId: PRICE_TYPE.partner, entityId: contract.resellerId ?? contract.customerId, date, quantity };
    case 'Margin':
      return { priceTypeId: PRICE_TYPE.purchase, entityId: null, date, quantity };
    case 'RRP':
    case 'Rebate':
      return { priceTypeId: PRICE_TYPE.sales, entityId: null, date, quantity };
  }
}

const cents = (euro: number) => Math.round(euro * 100);

/**
 * The unit price from the rule's amount (null: no rule applies). Rebate takes the rebate group's
 * percentage (two decimals) off, rounded to the cent, half up.
 */
export function itemUnitPrice(
  amount: number | null,
  priceType: ContractPriceType,
  rebatePercentage: number | null,
): number | null {
  if (amount === null) return null;
  if (priceType !== 'Rebate' || !rebatePercentage) return cents(amount) / 100;
  const basisPoints = Math.round(rebatePercentage * 100);
  return Math.round((cents(amount) * (10_000 - basisPoints)) / 10_000) / 100;
}

/** What an item invoices a month: quantity x factor (four decimals) x unit price, to the cent, half up. */
export function itemMonthlyAmount(quantity: number, factor: number, unitPrice: number | null): number {
  if (unitPrice === null) return 0;
  const exact = BigInt(quantity) * BigInt(Math.round(factor * 10_000)) * BigInt(cents(unitPrice));
  return Number((exact + 5_000n) / 10_000n) / 100;
}

/** A contract's monthly amount: the sum of its ACTIVE items' amounts. */
export const contractMonthlyAmount = (
  items: readonly { status: string; quantity: number; factor: number; unitPrice: number | null }[],
) =>
  items
    .filter((i) => i.status === 'ACTIVE')
    .reduce((sum, i) => sum + cents(itemMonthlyAmount(i.quantity, i.factor, i.unitPrice)), 0) / 100;
