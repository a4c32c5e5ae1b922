/**
 * The products CSV: RFC 4180 (comma, CRLF, fields with a comma, quote or line break quoted, quotes
 * doubled), UTF-8 with a BOM so spreadsheets read the accents, and a guard against formula
 * injection: a text cell starting with = + - @ tab or carriage return gets a leading single quote.
 */
import en from '../../../src/locales/en/product.json';
import fr from '../../../src/locales/fr/product.json';
import nl from '../../../src/locales/nl/product.json';
import type { Language } from '../../../src/shared/schemas/constants';
import type { Db } from '../../db/client';
import { exportRows, type ExportRow } from './product-repository';

const BOM = '\uFEFF';
const EOL = '\r\n';
/** Rows read per query: small enough to keep memory flat, large enough for throughput. */
export const EXPORT_BATCH = 1_000;

const COLUMNS = [
  'productId',
  'productGuid',
  'code',
  'name',
  'productType',
  'priceMethod',
  'status',
  'rebateGroup',
  'updatedAt',
] as const satisfies readonly (keyof ExportRow)[];

const FIELD_LABELS: Record<Language, Record<(typeof COLUMNS)[number], string>> = {
  en: en.fields,
  nl: nl.fields,
  fr: fr.fields,
};

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: (string | number | null)[]) => cells.map(csvCell).join(',') + EOL;

export const csvHeader = (language: Language) => BOM + csvLine(COLUMNS.map((c) => FIELD_LABELS[language][c]));

/**
 * The CSV text, chunk by chunk: the header first (so the answer starts at once), then one chunk per
 * batch of ids read by primary key. Only the ids and one batch are ever in memory.
 */
export async function* productCsv(db: Db, ids: Int32Array, language: Language): AsyncGenerator<string> {
  yield csvHeader(language);
  for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
    const rows = await exportRows(db, ids.subarray(start, start + EXPORT_BATCH), language);
    let chunk = '';
    for (const row of rows) chunk += csvLine(COLUMNS.map((c) => row[c]));
    yield chunk;
  }
}
