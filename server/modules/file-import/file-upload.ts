/**
 * The upload of an import file (POST imports): the request's bytes are spooled to a temporary file
 * (counted against MAX_IMPORT_BYTES and hashed on the way), checked whole (format, encoding, header,
 * every record readable, the number of rows) before anything is written, then read again into
 * `import_rows` in batches of IMPORT_INSERT_BATCH, each its own statement. Memory stays flat: only a
 * chunk, a batch and (for XLSX) the shared strings are ever held. A refused upload writes nothing.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import {
  IMPORT_COLUMNS,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  XLSX_CONTENT_TYPE,
  type FileImportType,
} from '../../../src/shared/constants/file-import';
import { columnMap } from '../../../src/shared/file-import';
import {
  CsvFormatError,
  CsvParser,
  decimalSignCounter,
  detectSeparator,
  firstLine,
  hasUtf8Bom,
  textDecoder,
  utf8Check,
  type CsvEncoding,
  type CsvRecord,
  type CsvSeparator,
  type DecimalSign,
} from '../../../src/shared/file-import-csv';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { fileImports, importRows } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { XlsxError, xlsxRecords } from './xlsx-reader';

/** Rows written per statement. */
const IMPORT_INSERT_BATCH = 500;
const HEAD_BYTES = 64 * 1024;

type Spooled = { path: string; size: number; hash: string; head: Buffer; nul: boolean; utf8: boolean };

const fileError = (code: string) => badRequest('validation.failed', { file: code });

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

async function* csvRecords(path: string, encoding: CsvEncoding, separator: CsvSeparator): AsyncGenerator<CsvRecord> {
  const decoder = textDecoder(encoding);
  const parser = new CsvParser(separator);
  for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 }) as AsyncIterable<Buffer>)
    yield* parser.push(decoder.decode(chunk, { stream: true }));
  yield* parser.push(decoder.decode());
  const last = parser.end();
  if (last) yield last;
}

const isZip = (head: Buffer) => head.length >= 4 && head.readUInt32LE(0) === 0x04034b50;

/** How to read the file: an XLSX by its bytes (a zip), else a CSV in UTF-8 when every byte says so, else Windows-1252. */
function readingOf(file: Spooled, contentType: string): Reading {
  if (isZip(file.head))
    return { format: 'xlsx', encoding: null, separator: null, records: () => xlsxRecords(file.path, file.size) };
  if (contentType.startsWith(XLSX_CONTENT_TYPE)) throw fileError('fileImport.notXlsx');
  if (file.nul) throw fileError('fileImport.notText');
  const encoding: CsvEncoding = file.utf8 || hasUtf8Bom(file.head) ? 'utf-8' : 'windows-1252';
  const separator = detectSeparator(firstLine(new TextDecoder(encoding).decode(file.head)));
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

export type Upload = {
  type: FileImportType;
  fileName: string;
  contentType: string;
  body: Readable;
  userId: number | null;
};

/** The refusal of a file uploaded before for this type. */
const sameFile = (id: number) => fileError(`fileImport.sameFile|${id}`);

/**
 * Stores an uploaded file as an import with its rows (status `queued`); its id and row count. A file
 * that is too large, empty, unreadable, of another layout, or the same as an earlier import of the
 * type, is a 400 on `file` and writes nothing.
 */
export async function storeUpload(db: Db, upload: Upload): Promise<{ importId: number; rows: number }> {
  const file = await spool(upload.body);
  try {
    if (file.size === 0) throw fileError('fileImport.empty');
    const reading = readingOf(file, upload.contentType);
    const checked = await check(upload.type, reading).catch((error: unknown) => {
      throw asFileError(error);
    });
    const [earlier] = await db
      .select({ id: fileImports.id })
      .from(fileImports)
      .where(and(eq(fileImports.type, upload.type), eq(fileImports.contentHash, file.hash)));
    if (earlier) throw sameFile(earlier.id);
    let importId: number;
    try {
      const [row] = await db
        .insert(fileImports)
        .values({
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
        })
        .returning({ id: fileImports.id });
      importId = row!.id;
    } catch (error) {
      // The same file uploaded twice at once: the unique index decides.
      if (isUniqueViolation(error)) throw sameFile(0);
      throw error;
    }
    try {
      await storeRows(db, importId, reading);
      await db.update(fileImports).set({ status: 'queued' }).where(eq(fileImports.id, importId));
    } catch (error) {
      await db.delete(fileImports).where(eq(fileImports.id, importId));
      throw asFileError(error);
    }
    return { importId, rows: checked.rows };
  } finally {
    await rm(file.path, { force: true });
  }
}

async function storeRows(db: Db, importId: number, reading: Reading) {
  let batch: { importId: number; line: number; cells: string[] }[] = [];
  let header = true;
  for await (const record of reading.records()) {
    if (header) {
      header = false;
      continue;
    }
    batch.push({ importId, line: record.line, cells: record.cells.map((c) => c.replaceAll('\u0000', '')) });
    if (batch.length >= IMPORT_INSERT_BATCH) {
      await db.insert(importRows).values(batch);
      batch = [];
    }
  }
  if (batch.length) await db.insert(importRows).values(batch);
}
