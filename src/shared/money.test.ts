import { describe, expect, it } from 'vitest';
import { compactIban, fromCents, isIban, sumEuro, toCents } from './money';

describe('exact money', () => {
  it('computes in whole cents: no float noise in sums', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1234.565 - 0.005)).toBe(123456);
    expect(fromCents(toCents(36.12) + toCents(13.88))).toBe(50);
    expect(sumEuro([0.1, 0.2, 0.3])).toBe(0.6);
    expect(sumEuro(Array.from({ length: 1000 }, () => 0.01))).toBe(10);
    expect(sumEuro([])).toBe(0);
  });

  it('checks an IBAN by its mod 97, kept compact', () => {
    expect(isIban(compactIban('BE68 5390 0754 7034'))).toBe(true);
    expect(isIban(compactIban('nl91-abna-0417-1643-00'))).toBe(true);
    expect(isIban('BE68539007547035')).toBe(false);
    expect(isIban('BE685390')).toBe(false);
  });
});
