/**
 * A calendar day `YYYY-MM-DD` that exists (no 30 February), year 1 or later (PostgreSQL has no
 * year 0). Plain code: the URL's search validation runs it in the entry bundle, and the shared
 * schemas use it for list filters, metadata dates and price dates.
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
