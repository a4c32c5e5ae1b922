/**
 * The rows of an XLSX file's first worksheet, read from the spooled upload without holding the file:
 * the zip's central directory is read from the file's end, each part is inflated as a stream (zlib),
 * and the worksheet's XML is scanned tag by tag into rows of cell texts. Shared strings are the one
 * part kept in memory (the texts the sheet refers to by number). A part that inflates past its limit
 * (a zip bomb), a ZIP64 or encrypted file, or a file that is not a workbook is an XlsxError.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import type { CsvRecord } from '../../../src/shared/file-import-csv';
import { MAX_IMPORT_BYTES } from '../../../src/shared/constants/file-import';

export class XlsxError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

type Entry = { name: string; method: number; compressedSize: number; headerOffset: number };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Inflated characters a part may hold: the shared strings and the small parts are read whole. */
const SMALL_PART_LIMIT = 64 * 1024 * 1024;
/** A part that inflates past its limit is refused as a file too large. */
const TOO_LARGE = `fileImport.tooLarge|${MAX_IMPORT_BYTES / 1024 / 1024}`;
/** Characters of one tag or one text the scanner keeps waiting for its end. */
const TOKEN_LIMIT = 1024 * 1024;

async function centralDirectory(path: string, size: number): Promise<Map<string, Entry>> {
  const file = await open(path, 'r');
  try {
    const tail = Math.min(size, 65_557);
    const end = Buffer.alloc(tail);
    await file.read(end, 0, tail, size - tail);
    let at = -1;
    for (let i = tail - 22; i >= 0; i--)
      if (end.readUInt32LE(i) === EOCD) {
        at = i;
        break;
      }
    if (at < 0) throw new XlsxError('fileImport.notXlsx');
    const count = end.readUInt16LE(at + 10);
    const cdSize = end.readUInt32LE(at + 12);
    const cdOffset = end.readUInt32LE(at + 16);
    if (count === 0xffff || cdOffset === 0xffffffff || cdOffset + cdSize > size)
      throw new XlsxError('fileImport.notXlsx');
    const cd = Buffer.alloc(cdSize);
    await file.read(cd, 0, cdSize, cdOffset);
    const entries = new Map<string, Entry>();
    for (let p = 0, n = 0; n < count; n++) {
      if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL) throw new XlsxError('fileImport.notXlsx');
      const flags = cd.readUInt16LE(p + 8);
      const method = cd.readUInt16LE(p + 10);
      const compressedSize = cd.readUInt32LE(p + 20);
      const nameLength = cd.readUInt16LE(p + 28);
      const extra = cd.readUInt16LE(p + 30);
      const comment = cd.readUInt16LE(p + 32);
      const headerOffset = cd.readUInt32LE(p + 42);
      const name = cd.toString('utf8', p + 46, p + 46 + nameLength);
      if (flags & 1) throw new XlsxError('fileImport.encrypted');
      entries.set(name.replace(/^\//, ''), { name, method, compressedSize, headerOffset });
      p += 46 + nameLength + extra + comment;
    }
    return entries;
  } finally {
    await file.close();
  }
}

/** A part's inflated text, chunk by chunk. */
async function* partText(path: string, entry: Entry): AsyncGenerator<string> {
  if (entry.method !== 0 && entry.method !== 8) throw new XlsxError('fileImport.notXlsx');
  const file = await open(path, 'r');
  const header = Buffer.alloc(30);
  try {
    await file.read(header, 0, 30, entry.headerOffset);
  } finally {
    await file.close();
  }
  if (header.readUInt32LE(0) !== LOCAL) throw new XlsxError('fileImport.notXlsx');
  const start = entry.headerOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (entry.compressedSize === 0) return;
  const raw = createReadStream(path, { start, end: start + entry.compressedSize - 1 });
  const stream = entry.method === 8 ? raw.pipe(createInflateRaw()) : raw;
  raw.on('error', (e) => stream.destroy(e));
  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) yield decoder.decode(chunk, { stream: true });
  } catch (error) {
    if (error instanceof XlsxError) throw error;
    throw new XlsxError('fileImport.notXlsx');
  } finally {
    raw.destroy();
  }
}

async function smallPart(path: string, entries: Map<string, Entry>, name: string): Promise<string | null> {
  const entry = entries.get(name);
  if (!entry) return null;
  let text = '';
  for await (const chunk of partText(path, entry)) {
    text += chunk;
    if (text.length > SMALL_PART_LIMIT) throw new XlsxError(TOO_LARGE);
  }
  return text;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name] ?? all;
  });

type XmlEvents = {
  open: (name: string, attrs: Record<string, string>, selfClosing: boolean) => void;
  close: (name: string) => void;
  text: (text: string) => void;
};

/** A streaming scanner of XML tags and texts (no DTD, the five named entities and numeric ones). */
function xmlScanner(events: XmlEvents) {
  let buffer = '';
  const local = (name: string) => name.slice(name.indexOf(':') + 1);
  return (chunk: string) => {
    buffer += chunk;
    let i = 0;
    for (;;) {
      const lt = buffer.indexOf('<', i);
      if (lt < 0) break;
      if (lt > i) events.text(unescape(buffer.slice(i, lt)));
      if (buffer.startsWith('<![CDATA[', lt)) {
        const end = buffer.indexOf(']]>', lt);
        if (end < 0) {
          i = lt;
          break;
        }
        events.text(buffer.slice(lt + 9, end));
        i = end + 3;
        continue;
      }
      if (buffer.startsWith('<!--', lt)) {
        const end = buffer.indexOf('-->', lt);
        if (end < 0) {
          i = lt;
          break;
        }
        i = end + 3;
        continue;
      }
      const gt = buffer.indexOf('>', lt);
      if (gt < 0) {
        i = lt;
        break;
      }
      const tag = buffer.slice(lt + 1, gt);
      i = gt + 1;
      if (tag[0] === '?' || tag[0] === '!') continue;
      if (tag[0] === '/') {
        events.close(local(tag.slice(1).trim()));
        continue;
      }
      const selfClosing = tag.endsWith('/');
      const body = selfClosing ? tag.slice(0, -1) : tag;
      const name = /^[^\s/>]+/.exec(body)?.[0] ?? '';
      const attrs: Record<string, string> = {};
      for (const m of body.slice(name.length).matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
        attrs[local(m[1]!)] = unescape(m[2] ?? m[3] ?? '');
      events.open(local(name), attrs, selfClosing);
    }
    // Text after the last tag waits for the next chunk (an entity may be cut in two).
    buffer = buffer.slice(i);
    if (buffer.length > TOKEN_LIMIT) throw new XlsxError('fileImport.notXlsx');
  };
}

async function sharedStrings(path: string, entries: Map<string, Entry>): Promise<string[]> {
  const entry = entries.get('xl/sharedStrings.xml');
  if (!entry) return [];
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let chars = 0;
  const scan = xmlScanner({
    open: (name, _attrs, selfClosing) => {
      if (name === 'si') current = '';
      else if (name === 't' && !selfClosing) inText = true;
      else if (name === 'rPh') inText = false;
    },
    close: (name) => {
      if (name === 'si') {
        strings.push(current ?? '');
        current = null;
      } else if (name === 't') inText = false;
    },
    text: (text) => {
      if (inText && current !== null) current += text;
    },
  });
  for await (const chunk of partText(path, entry)) {
    chars += chunk.length;
    if (chars > SMALL_PART_LIMIT) throw new XlsxError(TOO_LARGE);
    scan(chunk);
  }
  return strings;
}

/** The first worksheet's part: the workbook's first sheet through its relationships, else sheet1. */
async function firstSheet(path: string, entries: Map<string, Entry>): Promise<Entry> {
  const workbook = await smallPart(path, entries, 'xl/workbook.xml');
  if (workbook === null) throw new XlsxError('fileImport.notXlsx');
  const rels = (await smallPart(path, entries, 'xl/_rels/workbook.xml.rels')) ?? '';
  const id = /<(?:\w+:)?sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1];
  const target = id ? new RegExp(`<Relationship\\b[^>]*Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1] : undefined;
  const targetAlt = id ? new RegExp(`<Relationship\\b[^>]*Target="([^"]+)"[^>]*Id="${id}"`).exec(rels)?.[1] : undefined;
  const name = (target ?? targetAlt)?.replace(/^\/?(xl\/)?/, 'xl/');
  const sheet = (name && entries.get(name)) || entries.get('xl/worksheets/sheet1.xml');
  if (!sheet) throw new XlsxError('fileImport.notXlsx');
  return sheet;
}

/** The column index of a cell reference (B7 is 1). */
const columnOf = (ref: string) => {
  let n = 0;
  for (const ch of /^[A-Z]+/i.exec(ref)?.[0].toUpperCase() ?? '') n = n * 26 + ch.charCodeAt(0) - 64;
  return n - 1;
};

/** The rows of the first worksheet as records (the row's number is its line), empty rows left out. */
export async function* xlsxRecords(path: string, size: number): AsyncGenerator<CsvRecord> {
  const entries = await centralDirectory(path, size);
  const sheet = await firstSheet(path, entries);
  const strings = await sharedStrings(path, entries);
  const ready: CsvRecord[] = [];
  let row: string[] | null = null;
  let rowNumber = 0;
  let cell: { index: number; type: string; value: string } | null = null;
  let inValue = false;
  let nextIndex = 0;
  const scan = xmlScanner({
    open: (name, attrs, selfClosing) => {
      if (name === 'row') {
        rowNumber = Number(attrs.r) || rowNumber + 1;
        row = [];
        nextIndex = 0;
        if (selfClosing) row = null;
      } else if (name === 'c' && row) {
        const index = attrs.r ? columnOf(attrs.r) : nextIndex;
        if (index < 0 || index > 16_383) throw new XlsxError('fileImport.notXlsx');
        nextIndex = index + 1;
        cell = { index, type: attrs.t ?? 'n', value: '' };
        if (selfClosing) cell = null;
      } else if ((name === 'v' || name === 't') && cell && !selfClosing) inValue = true;
    },
    close: (name) => {
      if (name === 'v' || name === 't') inValue = false;
      else if (name === 'c' && cell && row) {
        const text =
          cell.type === 's'
            ? (strings[Number(cell.value)] ?? '')
            : cell.type === 'b'
              ? cell.value === '1'
                ? 'TRUE'
                : 'FALSE'
              : cell.value;
        while (row.length < cell.index) row.push('');
        row[cell.index] = text.trim();
        cell = null;
      } else if (name === 'row' && row) {
        if (row.some((c) => c !== '')) ready.push({ line: rowNumber, cells: row });
        row = null;
      }
    },
    text: (text) => {
      if (inValue && cell) cell.value += text;
    },
  });
  for await (const chunk of partText(path, sheet)) {
    scan(chunk);
    while (ready.length) yield ready.shift()!;
  }
  while (ready.length) yield ready.shift()!;
}
