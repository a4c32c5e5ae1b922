import { describe, expect, it } from 'vitest';
import {
  amountPattern,
  CONTRACT_DATETIME,
  DOMAIN,
  GUID,
  IPV4,
  isDayDisabled,
  isWholeNumber,
  parseAmount,
  parsePercentage,
  parseTypedDate,
  stepAmount,
} from './validators';

describe('validation patterns of the forms', () => {
  it('IPv4: four numbers 0-255, no trailing dot', () => {
    for (const ok of ['0.0.0.0', '192.168.1.254', '255.255.255.255', '10.0.0.1']) expect(IPV4.test(ok), ok).toBe(true);
    for (const bad of ['256.1.1.1', '1.1.1', '1.1.1.1.', '01.1.1.1', '1.1.1.a', '1..1.1'])
      expect(IPV4.test(bad), bad).toBe(false);
  });

  it('GUID: versions 1-5, variants 8/9/a/b', () => {
    expect(GUID.test('3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toBe(true);
    expect(GUID.test('3F2504E0-4F89-51D3-BA0C-0305E82C3301')).toBe(true);
    expect(GUID.test('3f2504e0-4f89-61d3-9a0c-0305e82c3301')).toBe(false); // version 6
    expect(GUID.test('3f2504e0-4f89-41d3-ca0c-0305e82c3301')).toBe(false); // variant c
    expect(GUID.test('3f2504e04f8941d39a0c0305e82c3301')).toBe(false);
  });

  it('domain: dotted labels ending in a top-level part of 2+ letters', () => {
    for (const ok of ['example.be', 'sub-domain.example_1.co.uk', 'a.io']) expect(DOMAIN.test(ok), ok).toBe(true);
    for (const bad of ['localhost', 'example.b', 'example.123', 'exa mple.be', '.be', 'example.be.'])
      expect(DOMAIN.test(bad), bad).toBe(false);
  });

  it('contract datetime: YYYY-MM-DD HH:MM:SS[.fff]+hhmm', () => {
    expect(CONTRACT_DATETIME.test('2026-11-23 09:30:00+0100')).toBe(true);
    expect(CONTRACT_DATETIME.test('2026-11-23 09:30:00.123-0500')).toBe(true);
    expect(CONTRACT_DATETIME.test('2026-11-23 09:30:00.1234+0100')).toBe(false);
    expect(CONTRACT_DATETIME.test('2026-11-23T09:30:00+0100')).toBe(false);
    expect(CONTRACT_DATETIME.test('2026-11-23 09:30:00+01:00')).toBe(false);
  });

  it('amounts: optional minus, digits, comma and exactly the precision; stepper by step or 1', () => {
    expect(amountPattern().test('1234,50')).toBe(true);
    expect(amountPattern().test('-0,99')).toBe(true);
    expect(amountPattern().test('1234,5')).toBe(false);
    expect(amountPattern().test('1234.50')).toBe(false);
    expect(amountPattern(0).test('12')).toBe(true);
    expect(parseAmount(' 12,30 ')).toBe(12.3);
    expect(parseAmount('12,3')).toBeNull();
    expect(stepAmount(1.1, 1, 0.2)).toBe(1.3);
    expect(stepAmount(1.1, -1, 0)).toBe(0.1);
  });

  it('quantities are whole numbers; percentages 0-100 with a comma as decimal point', () => {
    expect(isWholeNumber(3)).toBe(true);
    expect(isWholeNumber(3.5)).toBe(false);
    expect(isWholeNumber('3')).toBe(false);
    expect(parsePercentage('12,5')).toBe(12.5);
    expect(parsePercentage('100')).toBe(100);
    expect(parsePercentage('100,01')).toBeNull();
    expect(parsePercentage('-1')).toBeNull();
    expect(parsePercentage('abc')).toBeNull();
  });

  it('typed dates: DD/MM/YYYY or DD-MM-YYYY, real days only, held at noon', () => {
    const d = parseTypedDate('31/01/2026')!;
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2026, 0, 31, 12]);
    expect(parseTypedDate('01-12-2026')?.getMonth()).toBe(11);
    expect(parseTypedDate('31/02/2026')).toBeNull();
    expect(parseTypedDate('32/01/2026')).toBeNull();
    expect(parseTypedDate('01/13/2026')).toBeNull();
    expect(parseTypedDate('2026-01-31')).toBeNull();
  });

  it('date pickers: from disables days after until, until disables days before from', () => {
    const until = new Date(2026, 5, 15, 12);
    expect(isDayDisabled(new Date(2026, 5, 16), 'from', until)).toBe(true);
    expect(isDayDisabled(new Date(2026, 5, 15), 'from', until)).toBe(false);
    expect(isDayDisabled(new Date(2026, 5, 14), 'until', until)).toBe(true);
    expect(isDayDisabled(new Date(2026, 5, 14), 'until', null)).toBe(false);
  });
});
