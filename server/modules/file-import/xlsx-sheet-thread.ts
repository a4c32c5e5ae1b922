/**
 * The worker thread of xlsx-sheet.ts: reads an XLSX file's first worksheet with exceljs's streaming
 * reader (shared strings cached, styles and hyperlinks ignored: a day stays the spreadsheet's serial
 * number, which the import reads) and writes each row that holds something as a JSON line.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import ExcelJS from 'exceljs';
import { serveTasks } from '../../lib/thread-pool';
import { XlsxError, type SheetInput, type SheetOutput } from './xlsx-sheet';

/** A cell's value as the text of a CSV cell. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return '';
  if ('richText' in value && Array.isArray(value.richText))
    return value.richText.map((run: { text?: unknown }) => cellText(run.text)).join('');
  if ('result' in value) return cellText(value.result);
  if ('text' in value) return cellText(value.text);
  if ('error' in value) return cellText(value.error);
  return '';
}

async function writeSheet({ path, out, maxRecords }: SheetInput): Promise<SheetOutput> {
  const input = createReadStream(path);
  const output = createWriteStream(out);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let records = 0;
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      sheets++;
      for await (const row of sheet) {
        const values = row.values as unknown[];
        const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1]).trim());
        if (!cells.some((cell) => cell !== '')) continue;
        if (!output.write(`${JSON.stringify([row.number, ...cells])}\n`)) await once(output, 'drain');
        if (++records >= maxRecords) break;
      }
      break;
    }
  } catch {
    throw new XlsxError('fileImport.notXlsx');
  } finally {
    input.destroy();
    await new Promise<void>((resolve, reject) =>
      output.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
  if (!sheets) throw new XlsxError('fileImport.notXlsx');
  return { records };
}

serveTasks<SheetInput, SheetOutput>(writeSheet);
