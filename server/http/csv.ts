/**
 * CSV exports of the lists: RFC 4180 (comma, CRLF, fields with a comma, quote or line break quoted,
 * quotes doubled), UTF-8 with a BOM so spreadsheets read the accents, and a guard against formula
 * injection: a text cell starting with = + - @ tab or carriage return gets a leading single quote.
 * An export takes the list's ids in list order first (http/list.ts idsInListOrder) and streams the
 * rows in batches read by primary key, so memory stays flat however many rows there are.
 */
import { Readable } from 'node:stream';
import { sql, type Column } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';

const BOM = '\uFEFF';
const EOL = '\r\n';
/** Rows read per query: small enough to keep memory flat, large enough for throughput. */
export const EXPORT_BATCH = 1_000;

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null;

/** A moment as an export writes it: its time in Brussels, `YYYY-MM-DD HH:MM:SS`. */
export const exportMoment = (column: Column) =>
  sql<string>`to_char(${column} at time zone 'Europe/Brussels', 'YYYY-MM-DD HH24:MI:SS')`;

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: CsvValue[]) => cells.map(csvCell).join(',') + EOL;

/**
 * The CSV text, chunk by chunk: the header first (so the answer starts at once), then one chunk per
 * batch of ids whose rows `readRows` gives in the ids' order. Only the ids and one batch are ever in
 * memory.
 */
export async function* csvChunks<R>(
  headers: readonly string[],
  ids: Int32Array,
  readRows: (ids: Int32Array) => Promise<R[]>,
  cells: (row: R) => CsvValue[],
): AsyncGenerator<string> {
  yield BOM + csvLine([...headers]);
  for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
    const rows = await readRows(ids.subarray(start, start + EXPORT_BATCH));
    let chunk = '';
    for (const row of rows) chunk += csvLine(cells(row));
    yield chunk;
  }
}

/**
 * The CSV of these columns of the rows, headed by their labels (the form's field names in the user's
 * language); a column of `cells` written as it says (an enumeration's label: http/labels.ts enumCells).
 */
export const columnsCsv = <C extends string, R extends Record<C, CsvValue>>(
  columns: readonly C[],
  labels: Record<C, string>,
  ids: Int32Array,
  readRows: (ids: Int32Array) => Promise<R[]>,
  cells: Partial<Record<NoInfer<C>, (value: CsvValue) => CsvValue>> = {},
) =>
  csvChunks(
    columns.map((c) => labels[c]),
    ids,
    readRows,
    (row) => columns.map((c) => cells[c]?.(row[c]) ?? row[c]),
  );

/** Today in Brussels, YYYY-MM-DD (the date in an export's file name). */
export const brusselsToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

/**
 * Sends an export: the ids are read (and counted) before the answer starts, so a failure there is a
 * normal error answer; X-Total-Count tells the client how many rows follow. A failure while
 * streaming aborts the connection (the client sees an incomplete download, never a truncated file
 * that looks whole).
 */
export function sendCsv(reply: FastifyReply, name: string, rowCount: number, chunks: AsyncGenerator<string>) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${brusselsToday()}.csv"`)
    .header('X-Total-Count', String(rowCount))
    .send(Readable.from(chunks, { highWaterMark: 2 }));
}
