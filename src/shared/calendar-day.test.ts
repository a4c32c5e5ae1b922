import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysInMonth, isCalendarDay } from './calendar-day';

describe('calendar days', () => {
  it('accepts days that exist, year 1 or later', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('0001-01-01')).toBe(true);
  });

  it('refuses days that do not exist, year 0, other formats and other types', () => {
    for (const value of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-04-31',
      '0000-01-01',
      '01/02/2026',
      '2026-1-1',
      20260101,
      null,
    ])
      expect(isCalendarDay(value)).toBe(false);
  });
});

describe('calendar arithmetic', () => {
  it('moves by days across months, years and the change to summer time', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('knows the days of a month, leap years included', () => {
    expect(daysInMonth('2028-02-10')).toBe(29);
    expect(daysInMonth('2100-02-01')).toBe(28);
    expect(daysInMonth('2026-04-30')).toBe(30);
  });

  it('adds months and keeps the day in the month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', -12)).toBe('2025-11-15');
    expect(addMonths('2026-12-10', 1)).toBe('2027-01-10');
  });
});
