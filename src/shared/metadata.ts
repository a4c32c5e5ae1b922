/** Metadata values as people read them. Plain code: screens import it without zod. */
import { isCalendarDay } from './calendar-day';

/** The MULTISELECT key that matches a value case-insensitively, if any. */
export function matchingKey(availableValues: Record<string, string>, value: string): string | undefined {
  const lower = value.toLowerCase();
  return Object.keys(availableValues).find((k) => k.toLowerCase() === lower);
}

/**
 * For MULTISELECT the label whose key matches the value case-insensitively; for DATE the day as
 * DD/MM/YYYY; for the other types the value; a dash when empty.
 */
export function metadataDisplayValue(
  dataType: string,
  value: string | null | undefined,
  availableValues: Record<string, string> = {},
): string {
  if (value === null || value === undefined || value.trim() === '') return '–';
  if (dataType === 'MULTISELECT') {
    const key = matchingKey(availableValues, value);
    return key === undefined ? value : (availableValues[key] ?? value);
  }
  if (dataType === 'DATE' && isCalendarDay(value)) return value.split('-').reverse().join('/');
  return value;
}
