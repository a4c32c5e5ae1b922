/**
 * The validation patterns the forms share (IPv4, GUID, domain, contract date-time, amounts, whole
 * numbers, percentages, typed dates), in one place: pure functions (no zod, so any bundle may use
 * them); the zod schemas of forms and server wrap them with `.refine`/`.regex`. E-mail addresses have
 * their own file, with their parser: email-address.ts.
 */

/** Four dotted numbers 0 to 255, not ending with a dot. */
export const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** 8-4-4-4-12 hex, version 1 to 5, variant 8, 9, a or b. */
export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Dotted labels of letters, digits, dash, underscore, ending in a top-level part of two or more letters. */
export const DOMAIN = /^([A-Za-z0-9_-]+\.)+[A-Za-z]{2,}$/;

/** YYYY-MM-DD HH:MM:SS, optional 1-3 fractional digits, then a 4-digit offset (+0100). */
export const CONTRACT_DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,3})?[+-]\d{4}$/;

/** Optional minus, digits, then exactly `precision` decimals after a comma (none when 0). */
export function amountPattern(precision = 2): RegExp {
  return precision > 0 ? new RegExp(`^-?\\d+,\\d{${precision}}$`) : /^-?\d+$/;
}

/** A typed amount ("1234,50") as a number, or null when it does not match the pattern. */
export function parseAmount(text: string, precision = 2): number | null {
  const trimmed = text.trim();
  return amountPattern(precision).test(trimmed) ? Number(trimmed.replace(',', '.')) : null;
}

/** The stepper: up or down by the step size, or 1, keeping the precision. */
export function stepAmount(value: number, direction: 1 | -1, step = 1, precision = 2): number {
  const factor = 10 ** precision;
  return Math.round((value + direction * (step || 1)) * factor) / factor;
}

/** Whole numbers only (quantities). */
export const isWholeNumber = (value: unknown) => typeof value === 'number' && Number.isInteger(value);

/** Percent text: a comma is a decimal point; 0 to 100. Null when not a number in range. */
export function parsePercentage(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 0 && n <= 100 ? n : null;
}

/** A typed date, DD/MM/YYYY or DD-MM-YYYY (day 01-31, month 01-12), held at 12:00 local. */
export function parseTypedDate(text: string): Date | null {
  const m = /^(0[1-9]|[12]\d|3[01])[/-](0[1-9]|1[0-2])[/-](\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(year, month - 1, day, 12);
  // 31/02 does not exist: the calendar would roll it into March.
  return date.getMonth() === month - 1 ? date : null;
}

/** Whether a day is selectable in a from/until pair: from-days after until, and until-days before from, are not. */
export function isDayDisabled(day: Date, role: 'from' | 'until', other: Date | null): boolean {
  if (!other) return false;
  const d = new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime();
  const o = new Date(other.getFullYear(), other.getMonth(), other.getDate()).getTime();
  return role === 'from' ? d > o : d < o;
}

/**
 * Typed decimal text as a number, a comma or a point as the decimal mark ("12,5", "12.5", ",5").
 * Null when empty; NaN when it is not (yet) a number ("-", ","), so a form schema can reject it.
 */
export function readDecimal(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Typed whole-number text: null when empty, NaN when it is not a whole number. */
export function readWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A number as form text with a comma as decimal mark; exactly `precision` decimals when given. */
export function formatDecimal(value: number | null | undefined, precision?: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return (precision === undefined ? String(value) : value.toFixed(precision)).replace('.', ',');
}
