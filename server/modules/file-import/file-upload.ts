/**
 * The upload of an import file (POST imports): the request's bytes are spooled to a temporary file
 * (counted against MAX_IMPORT_BYTES and hashed on the way), checked whole (format, encoding, header,
 * every record readable, the number of rows) before anything is written, then read again into
 * `import_rows` in batches of IMPORT_INSERT_BATCH, each its own statement. A CSV is read by csv-parse's
 * stream; an XLSX by exceljs in a worker thread (xlsx-sheet.ts), which writes its sheet's rows to a
 * file of their own first. Memory stays flat: only a chunk, a batch and (for XLSX, in the thread)
 * the shared strings are ever held. A refused upload writes nothing.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { eq } from 'drizzle-orm';
import {
  IMPORT_COLUMNS,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  XLSX_CONTENT_TYPE,
  type FileImportType,
} from '../../../src/shared/constants/file-import';
import { columnMap } from '../../../src/shared/file-import';
import {
  csvLayout,
  csvParseOptions,
  csvRecordLines,
  CsvFormatError,
  decimalSignCounter,
  textDecoder,
  utf8Check,
  type CsvEncoding,
  type CsvRecord,
  type CsvSeparator,
  type DecimalSign,
  type ParsedCsvRecord,
} from '../../../src/shared/file-import-csv';
import type { Db } from '../../db/client';
import { fileImports, importRows } from '../../db/schema';
import { fileError, newImport } from './new-import';
import { pacedUnits } from '../../lib/pace';
import { isStatementType, storeStatement } from './statement-upload';
import { sheetRecords, writeSheetRecords, XlsxError } from './xlsx-sheet';

/** Rows written per statement. */
const IMPORT_INSERT_BATCH = 500;
const MIN_INSERT_BATCH = 50;
const HEAD_BYTES = 64 * 1024;

export type Spooled = { path: string; size: number; hash: string; head: Buffer; nul: boolean; utf8: boolean };

/** The body to a temporary file: its size (at most MAX_IMPORT_BYTES), SHA-256, first bytes, and what its bytes say. */
async function spool(body: Readable): Promise<Spooled> {
  const path = join(tmpdir(), `import-${randomUUID()}`);
  const out = createWriteStream(path);
  const hash = createHash('sha256');
  const utf8 = utf8Check();
  const head: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  let nul = false;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_IMPORT_BYTES) throw fileError(`fileImport.tooLarge|${MAX_IMPORT_BYTES / 1024 / 1024}`);
      hash.update(chunk);
      utf8.push(chunk);
      if (!nul && chunk.includes(0)) nul = true;
      if (headSize < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
      }
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  } catch (error) {
    body.destroy();
    out.destroy();
    await rm(path, { force: true });
    throw error;
  }
  return { path, size, hash: hash.digest('hex'), head: Buffer.concat(head), nul, utf8: utf8.end() };
}

type Reading = {
  format: 'csv' | 'xlsx';
  encoding: CsvEncoding | null;
  separator: CsvSeparator | null;
  records: () => AsyncGenerator<CsvRecord>;
};

/** The file's text in its encoding, chunk by chunk. */
async function* decoded(path: string, encoding: CsvEncoding): AsyncGenerator<string> {
  const decoder = textDecoder(encoding);
  for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 }) as AsyncIterable<Buffer>)
    yield decoder.decode(chunk, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** The CSV's records through csv-parse's stream, each with the line it starts on. */
async function* csvRecords(path: string, encoding: CsvEncoding, separator: CsvSeparator): AsyncGenerator<CsvRecord> {
  const lines = csvRecordLines();
  const source = Readable.from(decoded(path, encoding));
  const parser = parse(csvParseOptions(separator));
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  try {
    for await (const parsed of parser as AsyncIterable<ParsedCsvRecord>) {
      const record = lines.record(parsed);
      if (record) yield record;
    }
  } catch (error) {
    throw lines.error(error);
  } finally {
    source.destroy();
    parser.destroy();
  }
}

const isZip = (head: Buffer) => head.length >= 4 && head.readUInt32LE(0) === 0x04034b50;

/**
 * How to read the file: an XLSX by its bytes (a zip: its first sheet written to `sheetPath` in a worker
 * thread), else a CSV in UTF-8 when every byte says so, else Windows-1252.
 */
async function readingOf(file: Spooled, contentType: string, sheetPath: string): Promise<Reading> {
  if (isZip(file.head)) {
    await writeSheetRecords({ path: file.path, out: sheetPath, maxRecords: MAX_IMPORT_ROWS + 2 });
    return { format: 'xlsx', encoding: null, separator: null, records: () => sheetRecords(sheetPath) };
  }
  if (contentType.startsWith(XLSX_CONTENT_TYPE)) throw fileError('fileImport.notXlsx');
  if (file.nul) throw fileError('fileImport.notText');
  const { encoding, separator } = csvLayout(file.head, file.utf8);
  return { format: 'csv', encoding, separator, records: () => csvRecords(file.path, encoding, separator) };
}

/** A file's reading problem as the 400 on `file` (with the line it is on, when one). */
function asFileError(error: unknown): unknown {
  if (error instanceof CsvFormatError) return fileError(`${error.code}|${error.line}`);
  if (error instanceof XlsxError) return fileError(error.code);
  return error;
}

type Checked = { columns: Record<string, number>; rows: number; decimalSign: DecimalSign };

/** Reads the whole file once: its header fits the type, every record is readable, its rows are within the limit. */
async function check(type: FileImportType, reading: Reading): Promise<Checked> {
  let columns: Record<string, number> | null = null;
  let rows = 0;
  const decimal = decimalSignCounter(reading.separator ?? ';');
  const decimalColumns = IMPORT_COLUMNS[type].filter((c) => c.kind === 'decimal').map((c) => c.name);
  for await (const record of reading.records()) {
    if (!columns) {
      const map = columnMap(type, record.cells);
      if (map.problems.length) throw fileError(map.problems[0]!);
      columns = map.indexes;
      continue;
    }
    if (++rows > MAX_IMPORT_ROWS) throw fileError(`fileImport.tooManyRows|${MAX_IMPORT_ROWS}`);
    for (const name of decimalColumns) {
      const index = columns[name];
      if (index !== undefined) decimal.see(record.cells[index] ?? '');
    }
  }
  if (!columns) throw fileError('fileImport.empty');
  if (!rows) throw fileError('fileImport.noRows');
  return { columns, rows, decimalSign: reading.format === 'xlsx' ? '.' : decimal.sign() };
}

/** The file's reading, checked whole; a problem with it as the 400 on `file`. */
async function readAndCheck(upload: Upload, file: Spooled, sheetPath: string) {
  try {
    const reading = await readingOf(file, upload.contentType, sheetPath);
    return { reading, checked: await check(upload.type, reading) };
  } catch (error) {
    throw asFileError(error);
  }
}

export type Upload = {
  type: FileImportType;
  fileName: string;
  contentType: string;
  body: Readable;
  userId: number | null;
  /** Each batch's insert holds the whole instance (the embedded database): keep it short (lib/pace.ts). */
  holdsInstance?: boolean;
};

/**
 * Stores an uploaded file as an import with its rows (status `queued`); its id and row count. A file
 * that is too large, empty, unreadable, of another layout, or the same as an earlier import of the
 * type, is a 400 on `file` and writes nothing.
 */
export async function storeUpload(db: Db, upload: Upload): Promise<{ importId: number; rows: number }> {
  const file = await spool(upload.body);
  if (isStatementType(upload.type)) {
    try {
      return await storeStatement(db, upload, file);
    } finally {
      await rm(file.path, { force: true });
    }
  }
  const sheetPath = `${file.path}.sheet`;
  try {
    if (file.size === 0) throw fileError('fileImport.empty');
    const { reading, checked } = await readAndCheck(upload, file, sheetPath);
    const importId = await newImport(db, {
      type: upload.type,
      fileName: upload.fileName,
      format: reading.format,
      contentHash: file.hash,
      sizeBytes: file.size,
      encoding: reading.encoding,
      separator: reading.separator,
      decimalSign: checked.decimalSign,
      columns: checked.columns,
      status: 'uploading',
      totalRows: checked.rows,
      userId: upload.userId,
    });
    try {
      await storeRows(db, importId, reading, upload.holdsInstance ?? false);
      await db.update(fileImports).set({ status: 'queued' }).where(eq(fileImports.id, importId));
    } catch (error) {
      await db.delete(fileImports).where(eq(fileImports.id, importId));
      throw asFileError(error);
    }
    return { importId, rows: checked.rows };
  } finally {
    await Promise.all([rm(file.path, { force: true }), rm(sheetPath, { force: true })]);
  }
}

async function storeRows(db: Db, importId: number, reading: Reading, holdsInstance: boolean) {
  let batch: { importId: number; line: number; cells: string[] }[] = [];
  // On the embedded database: inserts of about BATCH_TARGET_MS in the job lane, pausing for the
  // requests other than this upload (lib/pace.ts).
  const paced = pacedUnits(holdsInstance, { min: MIN_INSERT_BATCH, max: IMPORT_INSERT_BATCH }, 1);
  const insert = async () => {
    const rows = batch;
    batch = [];
    await paced.run(() => db.insert(importRows).values(rows));
  };
  let header = true;
  for await (const record of reading.records()) {
    if (header) {
      header = false;
      continue;
    }
    batch.push({ importId, line: record.line, cells: record.cells.map((c) => c.replaceAll('\u0000', '')) });
    if (batch.length >= paced.size()) await insert();
  }
  if (batch.length) await insert();
}
