/**
 * The upload dialog's preview of a chosen file, read in the browser before anything is sent: its
 * first rows, how it will be read (the same rules as the server: src/shared/file-import-csv.ts, and
 * csv-parse's browser build with the server's options) and what is wrong with its header for the
 * type. A CSV is judged on its first 64 KB (cut after its last whole line); an XLSX is read
 * part by part from the file (the zip's directory at its end, the sheet inflated by the browser's
 * DecompressionStream until the first rows are in). Loaded with the dialog only.
 */
import { IMPORT_COLUMNS, IMPORT_PREVIEW_ROWS, type FileImportType } from '@/shared/constants/file-import';
import { columnMap } from '@/shared/file-import';
import { csvTextRecords } from '@/shared/file-import-csv-text';
import {
  csvLayout,
  decimalSignCounter,
  utf8Check,
  type CsvEncoding,
  type CsvSeparator,
  type DecimalSign,
} from '@/shared/file-import-csv';

export type Preview = {
  format: 'csv' | 'xlsx';
  encoding: CsvEncoding | null;
  separator: CsvSeparator | null;
  decimalSign: DecimalSign;
  header: string[];
  rows: string[][];
  /** Text codes: the header's problems for the type, or why the file cannot be read. */
  problems: string[];
};

const SAMPLE_BYTES = 64 * 1024;

/** A file that shows no rows: how it would be read, and why not. */
const unreadable = (
  problem: string,
  format: Preview['format'],
  layout: Pick<Preview, 'encoding' | 'separator'> = { encoding: null, separator: null },
): Preview => ({ format, ...layout, decimalSign: '.', header: [], rows: [], problems: [problem] });

function decimalOf(type: FileImportType, header: string[], rows: string[][], separator: CsvSeparator): DecimalSign {
  const { indexes } = columnMap(type, header);
  const counter = decimalSignCounter(separator);
  for (const column of IMPORT_COLUMNS[type].filter((c) => c.kind === 'decimal'))
    if (indexes[column.name] !== undefined) for (const row of rows) counter.see(row[indexes[column.name]!] ?? '');
  return counter.sign();
}

async function csvPreview(file: File, type: FileImportType): Promise<Preview> {
  const whole = file.size <= SAMPLE_BYTES;
  const bytes = new Uint8Array(await file.slice(0, SAMPLE_BYTES).arrayBuffer());
  const check = utf8Check();
  check.push(bytes);
  // A sample cut in the middle of a character is still UTF-8: only a whole file is judged to its end.
  const utf8 = whole ? check.end() : check.soFar();
  const { encoding, separator } = csvLayout(bytes, utf8);
  const text = new TextDecoder(encoding).decode(bytes);
  // A sample ends after its last line break (a quote still open there waits for the server).
  const sample = whole ? text : text.slice(0, Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r')) + 1);
  const { records, error } = csvTextRecords(sample, separator);
  if (error && (whole || error.code !== 'fileImport.unclosedQuote'))
    return unreadable(`${error.code}|${error.line}`, 'csv', { encoding, separator });
  const [header, ...data] = records.map((r) => r.cells);
  if (!header) return unreadable('fileImport.empty', 'csv', { encoding, separator });
  const rows = data.slice(0, IMPORT_PREVIEW_ROWS);
  const problems = columnMap(type, header).problems;
  if (!data.length) problems.push('fileImport.noRows');
  return {
    format: 'csv',
    encoding,
    separator,
    decimalSign: decimalOf(type, header, data, separator),
    header,
    rows,
    problems,
  };
}

type Entry = { method: number; size: number; offset: number };

async function zipEntries(file: File): Promise<Map<string, Entry>> {
  const tail = Math.min(file.size, 65_557);
  const end = new DataView(await file.slice(file.size - tail).arrayBuffer());
  let at = -1;
  for (let i = tail - 22; i >= 0; i--)
    if (end.getUint32(i, true) === 0x06054b50) {
      at = i;
      break;
    }
  if (at < 0) throw new Error('fileImport.notXlsx');
  const count = end.getUint16(at + 10, true);
  const size = end.getUint32(at + 12, true);
  const offset = end.getUint32(at + 16, true);
  const cd = await file.slice(offset, offset + size).arrayBuffer();
  const view = new DataView(cd);
  const names = new TextDecoder();
  const entries = new Map<string, Entry>();
  for (let p = 0, n = 0; n < count && p + 46 <= cd.byteLength; n++) {
    const nameLength = view.getUint16(p + 28, true);
    const name = names.decode(new Uint8Array(cd, p + 46, nameLength));
    entries.set(name, {
      method: view.getUint16(p + 10, true),
      size: view.getUint32(p + 20, true),
      offset: view.getUint32(p + 42, true),
    });
    p += 46 + nameLength + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
  }
  return entries;
}

/** A part's text as it inflates; `enough` stops reading once it has what it needs. */
async function partText(file: File, entry: Entry, enough: (text: string) => boolean = () => false): Promise<string> {
  const head = new DataView(await file.slice(entry.offset, entry.offset + 30).arrayBuffer());
  const start = entry.offset + 30 + head.getUint16(26, true) + head.getUint16(28, true);
  const raw = file.slice(start, start + entry.size).stream();
  const stream = entry.method === 8 ? raw.pipeThrough(new DecompressionStream('deflate-raw')) : raw;
  const reader = stream.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += value;
    if (enough(text)) {
      void reader.cancel();
      break;
    }
  }
  return text;
}

const unescape = (text: string) =>
  new DOMParser().parseFromString(`<x>${text}</x>`, 'text/xml').documentElement.textContent ?? '';

const columnOf = (ref: string) => {
  let n = 0;
  for (const ch of /^[A-Z]+/i.exec(ref)?.[0].toUpperCase() ?? '') n = n * 26 + ch.charCodeAt(0) - 64;
  return n - 1;
};

async function xlsxPreview(file: File, type: FileImportType): Promise<Preview> {
  const entries = await zipEntries(file);
  const sheet =
    entries.get('xl/worksheets/sheet1.xml') ?? [...entries].find(([n]) => n.startsWith('xl/worksheets/'))?.[1];
  if (!sheet) throw new Error('fileImport.notXlsx');
  const stringsPart = entries.get('xl/sharedStrings.xml');
  const strings = stringsPart
    ? [
        ...new DOMParser().parseFromString(await partText(file, stringsPart), 'text/xml').getElementsByTagName('si'),
      ].map((si) =>
        [...si.getElementsByTagName('t')]
          .filter((t) => t.parentElement?.localName !== 'rPh')
          .map((t) => t.textContent)
          .join(''),
      )
    : [];
  const wanted = IMPORT_PREVIEW_ROWS + 1;
  const xml = await partText(file, sheet, (text) => (text.match(/<\/row>/g)?.length ?? 0) >= wanted);
  const records: string[][] = [];
  for (const row of xml.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)) {
    const cells: string[] = [];
    for (const cell of row[1]!.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1]!;
      const ref = /\br="([A-Z]+)\d*"/.exec(attrs)?.[1];
      const kind = /\bt="(\w+)"/.exec(attrs)?.[1] ?? 'n';
      const body = cell[2] ?? '';
      const value = unescape(
        /<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ??
          [...body.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((m) => m[1]).join(''),
      );
      const index = ref ? columnOf(ref) : cells.length;
      while (cells.length < index) cells.push('');
      cells[index] = (kind === 's' ? (strings[Number(value)] ?? '') : value).trim();
    }
    if (cells.some((c) => c)) records.push(cells);
    if (records.length >= wanted) break;
  }
  const [header, ...rows] = records;
  if (!header) return unreadable('fileImport.empty', 'xlsx');
  const problems = columnMap(type, header).problems;
  if (!rows.length) problems.push('fileImport.noRows');
  return { format: 'xlsx', encoding: null, separator: null, decimalSign: '.', header, rows, problems };
}

const isXlsx = async (file: File) => {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 3 && head[3] === 4;
};

/** The preview of a file for the type; a file that cannot be read has its problem and no rows. */
export async function previewFile(file: File, type: FileImportType): Promise<Preview> {
  if (file.size === 0) return unreadable('fileImport.empty', 'csv');
  if (await isXlsx(file)) return xlsxPreview(file, type).catch(() => unreadable('fileImport.notXlsx', 'xlsx'));
  return csvPreview(file, type);
}
