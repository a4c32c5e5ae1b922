import { describe, expect, it } from 'vitest';
import { hasAtMostTwoDecimals, isWireDay, priceInput, priceUpdate, toWireDay } from './price';

const valid = {
  productGuid: '3f2b8c1e-7d4a-4e5b-9c6d-2a1f0e9b8c7d',
  amount: 0,
  priceTypeId: 2,
  dateFrom: '2026-01-01T00:00:00.000Z',
  dateUntil: '2026-12-31T00:00:00.000Z',
  quantityFrom: 1,
  quantityUntil: 9,
};

/** The message of each failing path. */
const errors = (input: unknown, schema: typeof priceInput | typeof priceUpdate = priceInput) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('price rule form', () => {
  it('accepts a valid price, open bounds and the general price', () => {
    expect(errors(valid)).toEqual({});
    expect(
      errors({ ...valid, dateFrom: null, dateUntil: null, quantityFrom: null, quantityUntil: null, entityId: null }),
    ).toEqual({});
    expect(errors({ ...valid, dateUntil: valid.dateFrom })).toEqual({});
  });

  it('amount: required, a number of at least 0, two decimals at most', () => {
    expect(errors({ ...valid, amount: undefined }).amount).toBe('validation.required');
    expect(errors({ ...valid, amount: -0.01 }).amount).toBe('validation.positiveNumber');
    expect(errors({ ...valid, amount: '5' }).amount).toBe('validation.positiveNumber');
    expect(errors({ ...valid, amount: 1.234 }).amount).toBe('validation.decimals|2');
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
  });

  it('price type is required with its own message', () => {
    expect(errors({ ...valid, priceTypeId: null }).priceTypeId).toBe('validation.priceTypeRequired');
    expect(errors({ ...valid, priceTypeId: undefined }).priceTypeId).toBe('validation.priceTypeRequired');
  });

  it('dates: midnight UTC of a real day, until not before from', () => {
    expect(isWireDay(toWireDay('2026-02-28'))).toBe(true);
    expect(isWireDay('2026-02-29T00:00:00.000Z')).toBe(false);
    expect(isWireDay('2026-02-28T12:00:00.000Z')).toBe(false);
    expect(errors({ ...valid, dateFrom: '2026-01-01' }).dateFrom).toBe('validation.date');
    expect(errors({ ...valid, dateUntil: '2025-12-31T00:00:00.000Z' }).dateUntil).toBe('validation.dateOrder');
  });

  it('quantities: positive whole numbers, until greater than from', () => {
    expect(errors({ ...valid, quantityFrom: 0 }).quantityFrom).toBe('validation.positive');
    expect(errors({ ...valid, quantityFrom: 1.5 }).quantityFrom).toBe('validation.integer');
    expect(errors({ ...valid, quantityUntil: 1 }).quantityUntil).toBe('validation.quantityUntilAfterFrom');
    expect(errors({ ...valid, quantityFrom: null, quantityUntil: 1 })).toEqual({});
  });

  it('an update needs the price id and version', () => {
    expect(errors(valid, priceUpdate)).toMatchObject({ priceId: expect.any(String), version: expect.any(String) });
    expect(errors({ ...valid, priceId: 4, version: 1 }, priceUpdate)).toEqual({});
  });
});
