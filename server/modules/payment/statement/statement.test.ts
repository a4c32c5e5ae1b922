/** The statement helpers both readers share (pure): exact cents, calendar days, IBANs. */
import { describe, expect, it } from 'vitest';
import { belgianIban } from './samples/make-samples';
import { calendarDay, decimalCents, decodeStatementText, euros, isIban } from './statement';

describe('decimalCents', () => {
  it('reads amounts exactly, without a float in between', () => {
    expect(decimalCents('0.10')).toBe(10);
    expect(decimalCents('0.07')).toBe(7);
    expect(decimalCents('1234.5')).toBe(123450);
    expect(decimalCents('12')).toBe(1200);
    // 0.1 + 0.2 is not 0.3 in floating point; in cents it is.
    expect(decimalCents('0.1')! + decimalCents('0.2')!).toBe(decimalCents('0.3'));
    expect(decimalCents('9999999999999.99')).toBe(999_999_999_999_999);
    expect(decimalCents('12.500')).toBe(1250);
  });

  it('refuses what is not an amount in cents', () => {
    expect(decimalCents('12.345')).toBeNull();
    expect(decimalCents('-5.00')).toBeNull();
    expect(decimalCents('1,50')).toBeNull();
    expect(decimalCents('')).toBeNull();
    expect(decimalCents('1e3')).toBeNull();
  });
});

describe('helpers', () => {
  it('knows calendar days', () => {
    expect(calendarDay(2026, 12, 4)).toBe('2026-12-04');
    expect(calendarDay(2028, 2, 29)).toBe('2028-02-29');
    expect(calendarDay(2026, 2, 29)).toBeNull();
    expect(calendarDay(2026, 13, 1)).toBeNull();
  });

  it('checks IBANs by mod 97 and makes Belgian ones', () => {
    expect(isIban('BE68539007547034')).toBe(true);
    expect(isIban('BE68539007547035')).toBe(false);
    expect(isIban('NL91ABNA0417164300')).toBe(true);
    expect(isIban('539007547034')).toBe(false);
    expect(belgianIban('5390075470')).toBe('BE68539007547034');
    expect(isIban(belgianIban('0012345678'))).toBe(true);
  });

  it('writes euros for a problem and decodes Latin-1 files', () => {
    expect(euros(-123456)).toBe('-1234.56');
    expect(euros(7)).toBe('0.07');
    expect(decodeStatementText(new Uint8Array([0x43, 0x61, 0x66, 0xe9]))).toBe('Café');
    expect(decodeStatementText(new TextEncoder().encode('Café'))).toBe('Café');
  });
});
