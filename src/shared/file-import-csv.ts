/**
 * Reading an import's CSV, the same in the upload dialog's preview and on the server: the text's
 * encoding (UTF-8 with or without a byte order mark, else Windows-1252, as Excel saves "CSV" in
 * Western Europe), the separator (comma, semicolon or tab: the one the header row uses most outside
 * quotes), the decimal sign (comma or point, from the numbers themselves), and how csv-parse reads the
 * records (the server with its stream, the preview with its sync parser on a sample): its options,
 * the line each record starts on, its errors as the upload's. Pure code: no DOM, no Node, no
 * csv-parse itself (each side imports its own build).
 */

export type CsvEncoding = 'utf-8' | 'windows-1252';
export type CsvSeparator = ',' | ';' | '\t';
export type DecimalSign = ',' | '.';
export type CsvRecord = { line: number; cells: string[] };

/** The longest record (characters) a file may hold: an unclosed quote must not swallow the file. */
export const MAX_RECORD_CHARS = 65_536;

export const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

export const hasUtf8Bom = (bytes: Uint8Array) =>
  bytes.length >= 3 && bytes[0] === UTF8_BOM[0] && bytes[1] === UTF8_BOM[1] && bytes[2] === UTF8_BOM[2];

/**
 * Whether the bytes are valid UTF-8, judged chunk by chunk: feed every chunk to `push` (an
 * incomplete character at a chunk's end waits for the next), then `end()` gives the verdict
 * (`soFar()` for a sample cut short).
 */
export function utf8Check() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let valid = true;
  return {
    push(bytes: Uint8Array) {
      if (!valid) return;
      try {
        decoder.decode(bytes, { stream: true });
      } catch {
        valid = false;
      }
    },
    /** Valid so far (a character cut at the end of what was pushed may still complete). */
    soFar: () => valid,
    end(): boolean {
      if (valid)
        try {
          decoder.decode();
        } catch {
          valid = false;
        }
      return valid;
    },
  };
}

/** A decoder of the file's text in that encoding (its BOM dropped). */
export const textDecoder = (encoding: CsvEncoding) => new TextDecoder(encoding, { ignoreBOM: false });

/**
 * How a CSV is read, from its first bytes: UTF-8 when it has a byte order mark or `utf8` (every byte
 * seen is UTF-8), else Windows-1252; the separator its header line uses most.
 */
export function csvLayout(head: Uint8Array, utf8: boolean): { encoding: CsvEncoding; separator: CsvSeparator } {
  const encoding: CsvEncoding = utf8 || hasUtf8Bom(head) ? 'utf-8' : 'windows-1252';
  return { encoding, separator: detectSeparator(firstLine(new TextDecoder(encoding).decode(head))) };
}

/** The separator the header line uses most outside quotes (a comma when it uses none). */
export function detectSeparator(headerLine: string): CsvSeparator {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch in counts) counts[ch as CsvSeparator]++;
  }
  const best = (Object.entries(counts) as [CsvSeparator, number][]).sort((a, b) => b[1] - a[1])[0]!;
  return best[1] > 0 ? best[0] : ',';
}

/** A number written with a comma decimal sign that cannot be read another way (12,5 or 3,14159; not 1,500). */
const COMMA_DECIMAL = /^-?\d+,(\d{1,2}|\d{4,})$/;
const POINT_DECIMAL = /^-?\d+\.(\d{1,2}|\d{4,})$/;

/**
 * Counts the telling numbers of a file's decimal cells; `sign()` then says which decimal sign it
 * uses: the comma when its numbers say so (never with a comma separator), else the point.
 */
export function decimalSignCounter(separator: CsvSeparator) {
  let comma = 0;
  let point = 0;
  return {
    see(cell: string) {
      const text = cell.trim();
      if (COMMA_DECIMAL.test(text)) comma++;
      else if (POINT_DECIMAL.test(text)) point++;
    },
    sign(): DecimalSign {
      return separator !== ',' && comma > point ? ',' : '.';
    },
  };
}

/**
 * A cell as a number with the file's decimal sign (thousands grouped by the other sign allowed:
 * 1.234,56 or 1,234.56); null when it is not one.
 */
export function parseDecimal(text: string, sign: DecimalSign): number | null {
  const cell = text.trim().replace(/\s/g, '');
  const plain = sign === ',' ? /^-?\d+(,\d+)?$/ : /^-?\d+(\.\d+)?$/;
  const grouped = sign === ',' ? /^-?\d{1,3}(\.\d{3})+(,\d+)?$/ : /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;
  if (!plain.test(cell) && !grouped.test(cell)) return null;
  const group = sign === ',' ? '.' : ',';
  const value = Number(cell.replaceAll(group, '').replace(sign, '.'));
  return Number.isFinite(value) ? value : null;
}

/** A day as YYYY-MM-DD from 2026-05-31, 31/05/2026, 31-05-2026 or 31.05.2026; null when it is no real day. */
export function parseDay(text: string): string | null {
  const cell = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(cell);
  const european = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(cell);
  const [y, m, d] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : european
      ? [Number(european[3]), Number(european[2]), Number(european[1])]
      : [0, 0, 0];
  if (!y || y < 1900 || y > 2999) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

export class CsvFormatError extends Error {
  constructor(
    readonly code: string,
    readonly line: number,
  ) {
    super(code);
  }
}

/**
 * csv-parse's options for a file with this separator, the same for the server's stream and the
 * preview's sample: RFC 4180 quoting (separators, doubled quotes and line breaks in a quoted cell), a
 * quote inside an unquoted cell kept as it is, CRLF, LF and CR alike, unquoted cells trimmed, rows of
 * any length, and a record longer than MAX_RECORD_CHARS refused (an unclosed quote must not swallow
 * the file). Each record comes with its info (the line it ends on).
 */
export function csvParseOptions(separator: CsvSeparator) {
  return {
    delimiter: separator,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_quotes: true,
    relax_column_count: true,
    trim: true,
    info: true,
    max_record_size: MAX_RECORD_CHARS,
  };
}

/** A record as csv-parse gives it with `info`. */
export type ParsedCsvRecord = { record: string[]; info: { readonly lines: number } };

/**
 * Follows csv-parse's records through a file: `record()` gives each as the file's record (the line it
 * starts on: the one after the previous record's end), blank ones (every cell empty) as null;
 * `error()` gives a reading error of csv-parse as a CsvFormatError on the line of the record it was
 * reading (any other error as it is).
 */
export function csvRecordLines() {
  let ended = 0;
  return {
    record({ record, info }: ParsedCsvRecord): CsvRecord | null {
      const line = ended + 1;
      ended = info.lines;
      return record.every((cell) => cell.trim() === '') ? null : { line, cells: record };
    },
    error(error: unknown): unknown {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code !== 'string' || !code.startsWith('CSV_')) return error;
      const reason =
        code === 'CSV_QUOTE_NOT_CLOSED'
          ? 'fileImport.unclosedQuote'
          : code === 'CSV_MAX_RECORD_SIZE'
            ? 'fileImport.rowTooLong'
            : 'fileImport.badQuote';
      return new CsvFormatError(reason, ended + 1);
    },
  };
}

/** The first line of a text (the header), without its line break. */
export const firstLine = (text: string) => text.split(/\r\n|\n|\r/, 1)[0] ?? '';

/** A header cell as a column name: its case, spaces, dashes and underscores do not matter. */
export const headerKey = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .replace(/[\s_-]/g, '')
    .toLowerCase();
