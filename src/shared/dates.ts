/**
 * The display formats of dates: DD/MM/YYYY, with HH:mm or HH:mm:ss, or after the weekday. A value
 * that has no time (a calendar day, a wire day) is shown with formatDate or formatWireDay, never
 * with a time of 00:00. No value, or one that is not a date, shows as the empty value (EMPTY,
 * src/shared/format.ts). ISO text is read with date-fns; the fixed formats are written by hand, which
 * keeps date-fns' formatter (5 KiB gzip) out of the lists' first load.
 */
import { isValid, parseISO } from 'date-fns';
import { dayOfWire, isCalendarDay, isWireDay } from './calendar-day';
import { EMPTY } from './format';

const pad = (n: number, digits = 2) => String(n).padStart(digits, '0');

/** A date's local day, DD/MM/YYYY. */
const ddmmyyyy = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${pad(d.getFullYear(), 4)}`;

/** A date's local time, HH:mm or HH:mm:ss. */
const hhmm = (d: Date, seconds = false) =>
  `${pad(d.getHours())}:${pad(d.getMinutes())}${seconds ? `:${pad(d.getSeconds())}` : ''}`;

/** An ISO date or timestamp as a valid Date, else null. */
function parsed(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = parseISO(iso);
  return isValid(d) ? d : null;
}

const shown = (iso: string | null | undefined, write: (d: Date) => string) => {
  const d = parsed(iso);
  return d ? write(d) : EMPTY;
};

/** DD/MM/YYYY. */
export const formatDate = (iso: string | null | undefined) => shown(iso, ddmmyyyy);

/**
 * A moment with its time: DD/MM/YYYY HH:mm (with `seconds`, HH:mm:ss). A day on the wire (midnight
 * UTC: a value that has no time) is that day alone, never "00:00" or its local hour.
 */
function timestamp(iso: string | null | undefined, seconds: boolean) {
  if (iso && isWireDay(iso)) return formatWireDay(iso);
  return shown(iso, (d) => `${ddmmyyyy(d)} ${hhmm(d, seconds)}`);
}

/** DD/MM/YYYY HH:mm. */
export const formatTimestamp = (iso: string | null | undefined) => timestamp(iso, false);

/** DD/MM/YYYY HH:mm:ss. */
export const formatTimestampWithSeconds = (iso: string | null | undefined) => timestamp(iso, true);

/** The weekday in a language (from Intl: no locale data in the bundle), then DD/MM/YYYY: "Monday 15/06/2026". */
export function formatDateWithWeekday(iso: string | null | undefined, language: string): string {
  const d = parsed(iso);
  if (!d) return EMPTY;
  return `${new Intl.DateTimeFormat(language, { weekday: 'long' }).format(d)} ${ddmmyyyy(d)}`;
}

/** The calendar day of a date at 12:00 local time: how form dates are held. */
export function atNoon(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 12);
}

/** A calendar day `YYYY-MM-DD` as that day at 12:00 local, how date inputs hold it; an Invalid Date when it is not a day. */
export function dayAtNoon(day: string): Date {
  if (!isCalendarDay(day)) return new Date(Number.NaN);
  const [year, month, date] = day.split('-').map(Number);
  const noon = new Date(2000, 0, 1, 12);
  // setFullYear keeps years below 100 as they are (the Date constructor reads 50 as 1950).
  noon.setFullYear(year!, month! - 1, date!);
  return noon;
}

/** The local calendar day of a date, `YYYY-MM-DD`: how a date input's day is sent or put in the URL. */
export function calendarDayOf(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A form date as typed text, DD/MM/YYYY; empty for no date or an invalid one. */
export function formatTypedDate(date: Date | null | undefined): string {
  return date && isValid(date) ? ddmmyyyy(date) : '';
}

/** Month names January to December in a language, from Intl (no locale data in the bundle). */
export function monthNames(language: string, width: 'long' | 'short' = 'long'): string[] {
  const names = new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => names.format(Date.UTC(2000, month, 15)));
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** A month (`2026-11`) as staff read it: "November 2026" in the interface language (the code itself when not a month). */
export function formatMonth(month: string, language: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(language, format);
  }
  return format.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15));
}

/** The years a year picker offers: the previous year up to three years ahead. */
export function yearRange(today: Date = new Date()): number[] {
  const year = today.getFullYear();
  return [year - 1, year, year + 1, year + 2, year + 3];
}

/** A price date as sent (midnight UTC of a calendar day) shown as that day, DD/MM/YYYY, in any time zone. */
export function formatWireDay(wire: string | null | undefined): string {
  return wire ? formatDate(dayOfWire(wire)) : EMPTY;
}

/** A price date as sent (midnight UTC of a calendar day) as that day at 12:00 local, how forms hold it. */
export function wireDayAtNoon(wire: string): Date {
  return dayAtNoon(dayOfWire(wire));
}

/** Today as a calendar day, `YYYY-MM-DD` (local). */
export const todayCalendarDay = (now: Date = new Date()) => calendarDayOf(now);
