import { describe, expect, it } from 'vitest';
import { atNoon, formatTypedDate, monthNames, yearRange } from './dates';
import { formatDecimal, readDecimal, readWholeNumber } from './validators';

describe('form text helpers', () => {
  it('readDecimal: comma or point; null when empty; NaN when not a number', () => {
    expect(readDecimal('12,5')).toBe(12.5);
    expect(readDecimal('12.5')).toBe(12.5);
    expect(readDecimal(',5')).toBe(0.5);
    expect(readDecimal('12,')).toBe(12);
    expect(readDecimal('-3,25')).toBe(-3.25);
    expect(readDecimal('  ')).toBeNull();
    expect(readDecimal('-')).toBeNaN();
    expect(readDecimal(',')).toBeNaN();
    expect(readDecimal('1,2,3')).toBeNaN();
    expect(readDecimal('1e3')).toBeNaN();
  });

  it('readWholeNumber: digits with an optional minus', () => {
    expect(readWholeNumber('42')).toBe(42);
    expect(readWholeNumber('-7')).toBe(-7);
    expect(readWholeNumber('')).toBeNull();
    expect(readWholeNumber('4,2')).toBeNaN();
  });

  it('formatDecimal: comma, fixed precision when given, empty for no number', () => {
    expect(formatDecimal(1234.5, 2)).toBe('1234,50');
    expect(formatDecimal(12.5)).toBe('12,5');
    expect(formatDecimal(-0.1, 2)).toBe('-0,10');
    expect(formatDecimal(null)).toBe('');
    expect(formatDecimal(Number.NaN, 2)).toBe('');
  });

  it('dates: noon, typed form, month names, year range', () => {
    expect(atNoon(new Date(2026, 0, 31, 23, 59)).getHours()).toBe(12);
    expect(atNoon(new Date(2026, 0, 31, 23, 59)).getDate()).toBe(31);
    expect(formatTypedDate(new Date(2026, 0, 5, 12))).toBe('05/01/2026');
    expect(formatTypedDate(new Date(Number.NaN))).toBe('');
    expect(formatTypedDate(null)).toBe('');
    expect(monthNames('en')).toHaveLength(12);
    expect(monthNames('en')[0]).toBe('January');
    expect(monthNames('en')[11]).toBe('December');
    expect(monthNames('nl')[2]).toBe('maart');
    expect(monthNames('fr')[7]).toBe('août');
    expect(yearRange(new Date(2026, 11, 31))).toEqual([2025, 2026, 2027, 2028, 2029]);
  });
});
