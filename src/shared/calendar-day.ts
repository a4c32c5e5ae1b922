/**
 * A calendar day `YYYY-MM-DD` that exists (no 30 February), year 1 or later (PostgreSQL has no
 * year 0). Plain code: the URL's search validation runs it in the entry bundle, and the shared
 * schemas use it for list filters, metadata dates and price dates. Price dates travel as the day at
 * midnight UTC; the price screens read them without a zod import.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day on the wire: midnight UTC of a day that exists, year 1 or later. */
const MIDNIGHT_UTC = /^\d{4}-\d{2}-\d{2}T00:00:00(\.000)?Z$/;

export const isWireDay = (text: string) => MIDNIGHT_UTC.test(text) && isCalendarDay(text.slice(0, 10));

/** `YYYY-MM-DD` as sent: `YYYY-MM-DDT00:00:00.000Z`. */
export const toWireDay = (day: string) => `${day}T00:00:00.000Z`;
/** The calendar day of a wire date. */
export const dayOfWire = (wire: string) => wire.slice(0, 10);

/** A calendar day (YYYY-MM-DD) `days` later (earlier when negative), in the calendar: no time zones. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The number of days of the month a calendar day is in (leap years included). */
export const daysInMonth = (day: string) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).getUTCDate();

/** A calendar day moved by whole months, kept in the month (31 January + 1 month: 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

const BRUSSELS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' });

/** Today (or `now`'s day) in Brussels, `YYYY-MM-DD`: the business's day, the same in the browser and on the server. */
export const brusselsDay = (now: Date = new Date()) => BRUSSELS_DAY.format(now);
