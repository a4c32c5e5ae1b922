/** Display formats of spec 01 section 9 (DD/MM/YYYY, with HH:mm), on date-fns. */
import { format, isValid, parseISO } from 'date-fns';
import { dayOfWire } from './calendar-day';

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = parseISO(iso);
  return isValid(d) ? format(d, 'dd/MM/yyyy') : '-';
}

export function formatTimestamp(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = parseISO(iso);
  return isValid(d) ? format(d, 'dd/MM/yyyy HH:mm') : '-';
}

/** The calendar day of a date at 12:00 local time: how form dates are held (spec 01 section 9). */
export function atNoon(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 12);
}

/** A form date as typed text, DD/MM/YYYY; empty for no date or an invalid one. */
export function formatTypedDate(date: Date | null | undefined): string {
  return date && isValid(date) ? format(date, 'dd/MM/yyyy') : '';
}

/** Month names January to December in a language, from Intl (no locale data in the bundle). */
export function monthNames(language: string, width: 'long' | 'short' = 'long'): string[] {
  const names = new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => names.format(Date.UTC(2000, month, 15)));
}

/** The years a year picker offers: the previous year up to three years ahead. */
export function yearRange(today: Date = new Date()): number[] {
  const year = today.getFullYear();
  return [year - 1, year, year + 1, year + 2, year + 3];
}

/** A price date as sent (midnight UTC of a calendar day) shown as that day, DD/MM/YYYY, in any time zone. */
export function formatWireDay(wire: string | null | undefined): string {
  return wire ? formatDate(dayOfWire(wire)) : '-';
}

/** A price date as sent (midnight UTC of a calendar day) as that day at 12:00 local, how forms hold it. */
export function wireDayAtNoon(wire: string): Date {
  const [year, month, day] = dayOfWire(wire).split('-').map(Number);
  return new Date(year!, month! - 1, day!, 12);
}

/** Today as a calendar day, `YYYY-MM-DD` (local). */
export const todayCalendarDay = (now: Date = new Date()) => format(now, 'yyyy-MM-dd');
