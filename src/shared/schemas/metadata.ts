/**
 * Metadata (spec 02 sections 3 and 5, docs/domain.md): the definitions products, companies and
 * contacts carry, the rule a value is checked by for its data type (the forms and the server alike),
 * the entries a form sends, and the values a detail answers.
 */
import * as z from 'zod';
import { MAX_INT } from '../constants/common';
import { positiveInt } from './common';
import { isCalendarDay } from '../calendar-day';
import { matchingKey } from '../metadata';
import { GUID } from '../validators';
import { METADATA_ACCESSIBILITIES, METADATA_DATA_TYPES, type MetadataDataType } from '../constants/metadata';

export { matchingKey };

/* ---------------------------------------------------------------------------------------------- */
/* Metadata                                                            */
/* ---------------------------------------------------------------------------------------------- */

export const metadataDataType = z.enum(METADATA_DATA_TYPES, {
  message: `validation.oneOf|${METADATA_DATA_TYPES.join(', ')}`,
});
export const metadataAccessibility = z.enum(METADATA_ACCESSIBILITIES, {
  message: `validation.oneOf|${METADATA_ACCESSIBILITIES.join(', ')}`,
});

/** A metadata definition (GET metadatas/product, company, contact), with the value where a record has one. */
export const metadataItem = z.object({
  metadataId: z.number().int(),
  code: z.string(),
  category: z.string(),
  dataType: metadataDataType,
  value: z.string().nullable(),
  /** MULTISELECT: key to label; the value is a key, matched case-insensitively. Empty for other types. */
  availableValues: z.record(z.string(), z.string()),
  accessibility: metadataAccessibility,
  /** Offered on the create form, where it may be set even when not Editable. */
  showOnCreate: z.boolean(),
});
export type MetadataItem = z.infer<typeof metadataItem>;
export const metadataItems = z.array(metadataItem);

const MAX_METADATA_VALUE = 1000;
const DECIMAL = /^-?\d{1,15}(\.\d{1,10})?$/;

/** A value as text (numbers are accepted on the wire for the numeric types); blank is null. */
export function metadataText(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? String(value) : value.trim();
  return text === '' ? null : text;
}

/**
 * The error code of a metadata value for its definition's data type, or null when it is valid:
 * PERCENTAGE is required, 0 to 100; BOOL is the string 'true' or 'false'; the
 * others are optional and, when given, an integer, a decimal, a day (YYYY-MM-DD), a GUID (the strict
 * rule of validators.ts: version 1 to 5, variant 8, 9, a or b) or, for MULTISELECT, one of the
 * available keys (case-insensitively). The form and the server both use it.
 */
export function metadataValueError(
  dataType: MetadataDataType,
  value: string | number | null | undefined,
  availableValues: Record<string, string> = {},
): string | null {
  if (typeof value === 'number' && !['DECIMAL', 'INTEGER', 'PERCENTAGE'].includes(dataType))
    return 'validation.invalidType';
  const text = metadataText(value);
  if (text === null) return dataType === 'PERCENTAGE' ? 'validation.required' : null;
  if (text.length > MAX_METADATA_VALUE) return `validation.maxLength|${MAX_METADATA_VALUE}`;
  switch (dataType) {
    case 'PERCENTAGE': {
      const n = Number(text.replace(',', '.'));
      if (!DECIMAL.test(text.replace(',', '.')) || !Number.isFinite(n)) return 'validation.number';
      if (n < 0) return 'validation.percentageMin';
      return n > 100 ? 'validation.max|100' : null;
    }
    case 'BOOL':
      return text === 'true' || text === 'false' ? null : 'validation.bool';
    case 'INTEGER':
      return /^-?\d{1,10}$/.test(text) && Math.abs(Number(text)) <= MAX_INT ? null : 'validation.integer';
    case 'DECIMAL':
      return DECIMAL.test(text) ? null : 'validation.number';
    case 'DATE':
      return isCalendarDay(text) ? null : 'validation.date';
    case 'GUID':
      return GUID.test(text) ? null : 'validation.guid';
    case 'MULTISELECT': {
      const keys = Object.keys(availableValues);
      return matchingKey(availableValues, text) !== undefined ? null : `validation.oneOf|${keys.join(', ')}`;
    }
    default:
      return null;
  }
}

/**
 * One metadata entry of a form (product, company, contact). The form knows the definition and sends its dataType
 * (and availableValues) along, so the value is checked here as it is typed; the server checks it
 * again against the stored definition, whatever the request claims.
 */
export const metadataEntry = z
  .object({
    metadataId: positiveInt,
    value: z
      .union([z.string().max(MAX_METADATA_VALUE, `validation.maxLength|${MAX_METADATA_VALUE}`), z.number()], {
        message: 'validation.invalidType',
      })
      .nullable()
      .optional(),
    dataType: metadataDataType.optional(),
    availableValues: z.record(z.string().max(100), z.string().max(200)).optional(),
  })
  .superRefine((entry, ctx) => {
    if (!entry.dataType) return;
    const error = metadataValueError(entry.dataType, entry.value, entry.availableValues);
    if (error) ctx.addIssue({ code: 'custom', path: ['value'], message: error });
  });
export type MetadataEntry = z.infer<typeof metadataEntry>;

/** Metadata entries: each definition at most once. */
export const metadataEntries = z
  .array(metadataEntry)
  .max(100, 'validation.maxItems|100')
  .superRefine((list, ctx) => {
    const seen = new Set<number>();
    list.forEach((m, i) => {
      if (seen.has(m.metadataId))
        ctx.addIssue({ code: 'custom', path: [i, 'metadataId'], message: 'validation.unique' });
      seen.add(m.metadataId);
    });
  });

/** A record's stored metadata values with their definition (Hidden ones too: the screens leave them out). */
export const metadataValue = z.object({
  metadataId: z.number().int(),
  code: z.string(),
  category: z.string(),
  value: z.string().nullable(),
  accessibility: metadataAccessibility,
  dataType: metadataDataType,
});
export type MetadataValue = z.infer<typeof metadataValue>;
export const metadataValues = z.array(metadataValue);
