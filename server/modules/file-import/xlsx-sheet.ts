/**
 * An XLSX upload's first worksheet, read by exceljs's streaming WorkbookReader in a worker thread
 * (xlsx-sheet-thread.ts, server/lib/thread-pool.ts): inflating a workbook and parsing its XML is CPU
 * work that would hold the event loop for seconds on a large file. The thread writes the sheet's
 * rows, as they come, to a file of their own (one JSON line `[line, ...cells]` a row, empty rows left
 * out), which the upload then reads like a CSV's records, twice (to check, to store), never whole.
 * The thread's heap is capped: a workbook that inflates past it (a zip bomb of shared strings, the
 * one part exceljs keeps in memory) is refused as too large; a file exceljs cannot read is not a
 * workbook.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { MAX_IMPORT_BYTES } from '../../../src/shared/constants/file-import';
import type { CsvRecord } from '../../../src/shared/file-import-csv';
import { threadPool, ThreadError, type ThreadPool } from '../../lib/thread-pool';

export class XlsxError extends Error {
  override readonly name = 'XlsxError';
  constructor(readonly code: string) {
    super(code);
  }
}

/** The sheet of `path` as JSON lines in `out`, at most `maxRecords` of them (the header included). */
export type SheetInput = { path: string; out: string; maxRecords: number };
export type SheetOutput = { records: number };

/** The heap a sheet's thread may take: a workbook that needs more is refused as too large. */
const THREAD_HEAP_MB = 256;
const TOO_LARGE = `fileImport.tooLarge|${MAX_IMPORT_BYTES / 1024 / 1024}`;

let pool: ThreadPool<SheetInput, SheetOutput> | null = null;

/** Writes the first worksheet's rows to `out` in the pool's thread; answers how many it wrote. */
export async function writeSheetRecords(input: SheetInput): Promise<number> {
  pool ??= threadPool<SheetInput, SheetOutput>(new URL('./xlsx-sheet-thread.ts', import.meta.url), 1, {
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
  });
  try {
    return (await pool.run(input)).records;
  } catch (error) {
    if (error instanceof ThreadError && error.name === 'XlsxError') throw new XlsxError(error.message);
    if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new XlsxError(TOO_LARGE);
    throw error;
  }
}

/** The records the thread wrote, one at a time. */
export async function* sheetRecords(path: string): AsyncGenerator<CsvRecord> {
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Infinity });
  try {
    for await (const text of lines) {
      if (!text) continue;
      const [line, ...cells] = JSON.parse(text) as [number, ...string[]];
      yield { line, cells };
    }
  } finally {
    lines.close();
  }
}
