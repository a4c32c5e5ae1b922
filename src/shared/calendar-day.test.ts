import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './calendar-day';

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
