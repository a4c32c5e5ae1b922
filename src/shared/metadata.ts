/** Metadata values as people read them. Plain code: screens import it without zod. */
import { isCalendarDay } from './calendar-day';
import { EMPTY } from './format';

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
  if (value === null || value === undefined || value.trim() === '') return EMPTY;
  if (dataType === 'MULTISELECT') {
    const key = matchingKey(availableValues, value);
    return key === undefined ? value : (availableValues[key] ?? value);
  }
  if (dataType === 'DATE' && isCalendarDay(value)) return value.split('-').reverse().join('/');
  return value;
}

type Definition = {
  metadataId: number;
  dataType: string;
  availableValues: Record<string, string>;
  accessibility: string;
  showOnCreate: boolean;
};

/** A form's metadata entry: the value, with its definition's data type and keys (checked as typed). */
export function metadataEntryOf<D extends Definition>(d: D, value: string | null = null) {
  return { metadataId: d.metadataId, value, dataType: d.dataType as D['dataType'], availableValues: d.availableValues };
}

/** A new record's entries: the definitions offered on create, Hidden ones never. */
export const newMetadataEntries = <D extends Definition>(definitions: readonly D[]) =>
  definitions.filter((d) => d.showOnCreate && d.accessibility !== 'Hidden').map((d) => metadataEntryOf(d));

/**
 * A stored record's values as form entries. Hidden ones are left out: the server keeps what the form
 * does not send; read-only values go back unchanged.
 */
export function storedMetadataEntries<D extends Definition>(
  values: readonly { metadataId: number; value: string | null }[],
  definitions: readonly D[],
) {
  return values.flatMap((m) => {
    const d = definitions.find((x) => x.metadataId === m.metadataId);
    return d && d.accessibility !== 'Hidden' ? [metadataEntryOf(d, m.value)] : [];
  });
}
