/** The rule of which price applies (pure): entity over general, quantity range, validity window. */
import { describe, expect, it } from 'vitest';
import { explainPrice, inRange, pricesOverlap, rangesOverlap, type PriceRuleInput } from './price-rules';

const p = (priceId: number, fields: Partial<PriceRuleInput> = {}): PriceRuleInput => ({
  priceId,
  priceTypeId: 2,
  entityId: null,
  dateFrom: null,
  dateUntil: null,
  quantityFrom: null,
  quantityUntil: null,
  ...fields,
});

const tiers = [
  p(1, { quantityFrom: 1, quantityUntil: 9, dateFrom: '2026-01-01' }),
  p(2, { quantityFrom: 10, quantityUntil: 49, dateFrom: '2026-01-01' }),
  p(3, { quantityFrom: 50, dateFrom: '2026-01-01' }),
  p(4, { quantityFrom: 1, quantityUntil: 9, dateFrom: '2025-01-01', dateUntil: '2025-12-31' }),
  p(5, { entityId: 7, dateFrom: '2026-01-01', dateUntil: '2026-12-31' }),
  p(6, { priceTypeId: 1 }),
];
const ask = (fields: Partial<Parameters<typeof explainPrice>[1]> = {}) =>
  explainPrice(tiers, { priceTypeId: 2, entityId: null, date: '2026-03-15', quantity: 5, ...fields });

describe('ranges', () => {
  it('treats bounds as inclusive and empty bounds as open', () => {
    expect(inRange(9, 1, 9)).toBe(true);
    expect(inRange(10, 1, 9)).toBe(false);
    expect(inRange(1_000_000, 50, null)).toBe(true);
    expect(inRange('2025-12-31', null, '2025-12-31')).toBe(true);
    expect(rangesOverlap(1, 9, 10, 49)).toBe(false);
    expect(rangesOverlap(1, 10, 10, 49)).toBe(true);
    expect(rangesOverlap(null, null, 5, 6)).toBe(true);
    expect(rangesOverlap('2025-01-01', '2025-12-31', '2026-01-01', null)).toBe(false);
    expect(rangesOverlap(50, null, null, 50)).toBe(true);
  });

  it('calls prices overlapping only for the same type and entity with shared quantities and days', () => {
    expect(pricesOverlap(tiers[0]!, tiers[1]!)).toBe(false);
    expect(pricesOverlap(tiers[0]!, tiers[3]!)).toBe(false);
    expect(pricesOverlap(tiers[0]!, { ...tiers[1]!, quantityFrom: 9 })).toBe(true);
    expect(pricesOverlap(tiers[0]!, { ...tiers[0]!, entityId: 7 })).toBe(false);
    expect(pricesOverlap(tiers[0]!, { ...tiers[0]!, priceTypeId: 1 })).toBe(false);
    // Two prices for the same customer, one of them open-ended in quantity and time.
    expect(pricesOverlap(tiers[4]!, { ...tiers[4]!, dateFrom: null, dateUntil: null, quantityFrom: 100 })).toBe(true);
    expect(pricesOverlap(tiers[4]!, { ...tiers[4]!, dateFrom: '2027-01-01', dateUntil: null })).toBe(false);
  });
});

describe('explainPrice', () => {
  it('finds the tier that holds the quantity in the window that holds the day', () => {
    expect(ask()).toMatchObject({ outcome: 'price', level: 'general', price: { priceId: 1 } });
    expect(ask({ quantity: 10 }).price?.priceId).toBe(2);
    expect(ask({ quantity: 49 }).price?.priceId).toBe(2);
    expect(ask({ quantity: 5000 }).price?.priceId).toBe(3);
    expect(ask({ date: '2025-06-01' }).price?.priceId).toBe(4);
    expect(ask({ priceTypeId: 1 }).price?.priceId).toBe(6);
  });

  it('says why the others do not apply', () => {
    const reasons = new Map(ask().rejected.map((r) => [r.price.priceId, r.reasons]));
    expect(reasons.get(2)).toEqual(['quantityOutOfRange']);
    expect(reasons.get(4)).toEqual(['dateOutOfWindow']);
    expect(reasons.get(5)).toEqual(['otherEntity']);
    expect(reasons.get(6)).toEqual(['otherPriceType']);
  });

  it('prefers the customer’s own price over the general ones, which it marks as overruled', () => {
    const e = ask({ entityId: 7, quantity: 20 });
    expect(e).toMatchObject({ outcome: 'price', level: 'entity', price: { priceId: 5 } });
    expect(e.rejected.find((r) => r.price.priceId === 2)?.reasons).toEqual(['entityPriceWins']);
    // Outside the customer's window the general price applies again.
    expect(ask({ entityId: 7, quantity: 20, date: '2027-01-01' })).toMatchObject({
      level: 'general',
      price: { priceId: 2 },
    });
    // Another customer gets the general price.
    expect(ask({ entityId: 8 }).price?.priceId).toBe(1);
  });

  it('answers none when nothing applies and overlap with the candidates when two do', () => {
    expect(ask({ date: '2024-06-01' })).toMatchObject({ outcome: 'none', level: null, price: null, candidates: [] });
    expect(explainPrice([], { priceTypeId: 2, entityId: null, date: '2026-01-01', quantity: 1 }).outcome).toBe('none');
    const clash = explainPrice([...tiers, p(9, { quantityFrom: 5, quantityUntil: 15 })], {
      priceTypeId: 2,
      entityId: null,
      date: '2026-03-15',
      quantity: 5,
    });
    expect(clash).toMatchObject({ outcome: 'overlap', level: 'general', price: null });
    expect(clash.candidates.map((c) => c.priceId)).toEqual([1, 9]);
  });
});
