import { describe, expect, it } from 'vitest';
import {
  calendarDayOf,
  dayAtNoon,
  formatDate,
  formatDateWithWeekday,
  formatTimestamp,
  formatTimestampWithSeconds,
  formatTypedDate,
  formatWireDay,
} from './dates';

// Local times (no offset), so the figures hold in any time zone.
const MONDAY_AFTERNOON = '2026-06-15T14:05:09';

describe('display formats', () => {
  it('date, timestamp, and timestamp with seconds', () => {
    expect(formatDate(MONDAY_AFTERNOON)).toBe('15/06/2026');
    expect(formatTimestamp(MONDAY_AFTERNOON)).toBe('15/06/2026 14:05');
    expect(formatTimestampWithSeconds(MONDAY_AFTERNOON)).toBe('15/06/2026 14:05:09');
    expect(formatTimestampWithSeconds('2026-01-02T00:00:00')).toBe('02/01/2026 00:00:00');
  });

  it('a day without a time (midnight UTC on the wire) shows as that day, not 00:00 or its local hour', () => {
    expect(formatTimestamp('2026-03-01T00:00:00.000Z')).toBe('01/03/2026');
    expect(formatTimestampWithSeconds('2026-03-01T00:00:00Z')).toBe('01/03/2026');
    expect(formatTimestamp('2026-03-01T00:00:01.000Z')).not.toBe('01/03/2026');
  });

  it('the date after its weekday, in the given language', () => {
    expect(formatDateWithWeekday(MONDAY_AFTERNOON, 'en')).toBe('Monday 15/06/2026');
    expect(formatDateWithWeekday(MONDAY_AFTERNOON, 'nl')).toBe('maandag 15/06/2026');
    expect(formatDateWithWeekday(MONDAY_AFTERNOON, 'fr')).toBe('lundi 15/06/2026');
    expect(formatDateWithWeekday('2026-06-20', 'en')).toBe('Saturday 20/06/2026');
  });

  it('no value or an invalid one shows the empty value, one dash', () => {
    for (const value of [null, undefined, '', 'yesterday']) {
      expect(formatTimestampWithSeconds(value)).toBe('–');
      expect(formatDateWithWeekday(value, 'en')).toBe('–');
      expect(formatDate(value)).toBe('–');
      expect(formatTimestamp(value)).toBe('–');
      expect(formatWireDay(value)).toBe('–');
    }
  });
});

describe('calendar days and date inputs', () => {
  it('a calendar day is held at 12:00 local, and read back as the same day', () => {
    const noon = dayAtNoon('2026-03-29');
    expect([noon.getFullYear(), noon.getMonth() + 1, noon.getDate(), noon.getHours()]).toEqual([2026, 3, 29, 12]);
    expect(calendarDayOf(noon)).toBe('2026-03-29');
    expect(dayAtNoon('0050-01-01').getFullYear()).toBe(50);
  });

  it('text that is not a calendar day is an Invalid Date', () => {
    for (const text of ['2026-02-30', '15/06/2026', '']) expect(Number.isNaN(dayAtNoon(text).getTime())).toBe(true);
  });
});

describe('written by hand as date-fns would', () => {
  it('pads days, months, hours, minutes and seconds, and years to four digits', () => {
    const early = new Date(2000, 0, 1, 12);
    early.setFullYear(987, 1, 3);
    early.setHours(4, 5, 6);
    expect(formatTypedDate(early)).toBe('03/02/0987');
    expect(calendarDayOf(early)).toBe('0987-02-03');
    expect(formatTimestampWithSeconds('2026-12-31T23:59:58')).toBe('31/12/2026 23:59:58');
    expect(formatTimestamp('2026-03-09T07:08:09')).toBe('09/03/2026 07:08');
  });
});
