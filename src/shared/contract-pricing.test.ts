import { describe, expect, it } from 'vitest';
import { contractMonthlyAmount, itemMonthlyAmount, itemPriceQuestion, itemUnitPrice } from './contract-pricing';
import { PRICE_TYPE } from './constants/product';

const item = { dateStart: '2026-01-01', dateEnd: null, quantity: 5 };
const parties = { customerId: 10, resellerId: 20 };

describe('the price question of a contract item', () => {
  it('asks by the contract price type: price type and entity', () => {
    const ask = (priceType: Parameters<typeof itemPriceQuestion>[0]['priceType'], resellerId: number | null = 20) =>
      itemPriceQuestion({ priceType, customerId: 10, resellerId }, item, '2026-06-15');
    expect(ask('RRP')).toEqual({ priceTypeId: PRICE_TYPE.sales, entityId: null, date: '2026-06-15', quantity: 5 });
    expect(ask('Rebate')).toMatchObject({ priceTypeId: PRICE_TYPE.sales, entityId: null });
    expect(ask('EnduserPrice')).toMatchObject({ priceTypeId: PRICE_TYPE.sales, entityId: 10 });
    expect(ask('PartnerPrice')).toMatchObject({ priceTypeId: PRICE_TYPE.partner, entityId: 20 });
    expect(ask('PartnerPrice', null)).toMatchObject({ priceTypeId: PRICE_TYPE.partner, entityId: 10 });
    expect(ask('Margin')).toMatchObject({ priceTypeId: PRICE_TYPE.purchase, entityId: null });
  });

  it('asks on today kept within the item dates, and from quantity 1', () => {
    const on = (today: string, dates: { dateStart: string; dateEnd: string | null }, quantity = 5) =>
      itemPriceQuestion({ priceType: 'RRP', ...parties }, { ...dates, quantity }, today);
    expect(on('2026-06-15', { dateStart: '2026-09-01', dateEnd: null }).date).toBe('2026-09-01');
    expect(on('2026-06-15', { dateStart: '2025-01-01', dateEnd: '2025-12-31' }).date).toBe('2025-12-31');
    expect(on('2026-06-15', { dateStart: '2026-01-01', dateEnd: '2026-12-31' }).date).toBe('2026-06-15');
    expect(on('2026-06-15', { dateStart: '2026-01-01', dateEnd: null }, 0).quantity).toBe(1);
  });
});

describe('the unit price and the monthly amount', () => {
  it('takes the rule amount, less the rebate group percentage for Rebate, to the cent', () => {
    expect(itemUnitPrice(12.5, 'RRP', 15)).toBe(12.5);
    expect(itemUnitPrice(12.5, 'Rebate', 15)).toBe(10.63); // 1062.5 cents rounds half up
    expect(itemUnitPrice(19.99, 'Rebate', 15.5)).toBe(16.89);
    expect(itemUnitPrice(12.5, 'Rebate', null)).toBe(12.5);
    expect(itemUnitPrice(null, 'RRP', null)).toBeNull();
  });

  it('multiplies quantity, factor and unit price exactly, to the cent', () => {
    expect(itemMonthlyAmount(3, 1.5, 10.63)).toBe(47.84); // 47.835
    expect(itemMonthlyAmount(7, 0.3333, 12.99)).toBe(30.31); // 30.307...
    expect(itemMonthlyAmount(1_000_000, 10_000, 99_999.99)).toBe(999_999_900_000_000);
    expect(itemMonthlyAmount(5, 1, null)).toBe(0);
    // 0.1 + 0.2 style errors stay out: 3 x 0.1 euro is 0.3.
    expect(itemMonthlyAmount(3, 1, 0.1)).toBe(0.3);
  });

  it('sums only ACTIVE items into the contract amount', () => {
    expect(
      contractMonthlyAmount([
        { status: 'ACTIVE', quantity: 3, factor: 1, unitPrice: 0.1 },
        { status: 'ACTIVE', quantity: 1, factor: 1, unitPrice: 0.2 },
        { status: 'SUSPENDED', quantity: 100, factor: 1, unitPrice: 5 },
        { status: 'ACTIVE', quantity: 2, factor: 1, unitPrice: null },
      ]),
    ).toBe(0.5);
  });
});
