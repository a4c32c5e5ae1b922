/**
 * Today in Brussels: the business's day, the same in the browser and on the server (a payment's day
 * may not be after it). Apart from calendar-day.ts, which the start-up bundle carries.
 */
let format: Intl.DateTimeFormat | undefined;

/** Today (or `now`'s day) in Brussels, `YYYY-MM-DD`. */
export function brusselsDay(now: Date = new Date()): string {
  format ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' });
  return format.format(now);
}
