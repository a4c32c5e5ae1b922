import { parse as parseStream } from 'csv-parse';
import { describe, expect, it } from 'vitest';
import { columnMap, templateCsv } from './file-import';
import {
  csvLayout,
  csvParseOptions,
  csvRecordLines,
  decimalSignCounter,
  detectSeparator,
  parseDay,
  parseDecimal,
  utf8Check,
  type CsvRecord,
  type ParsedCsvRecord,
} from './file-import-csv';
import { csvTextRecords } from './file-import-csv-text';

/** The records as the preview reads a text (csv-parse's sync build); its reading error thrown. */
function parse(text: string, separator: ',' | ';' = ';') {
  const { records, error } = csvTextRecords(text, separator);
  if (error) throw error;
  return records;
}

/** The records as the server reads a file (csv-parse's stream), the text given in `pieces` chunks. */
async function parseInPieces(text: string, separator: ',' | ';', pieces: number) {
  const lines = csvRecordLines();
  const parser = parseStream(csvParseOptions(separator));
  const size = Math.ceil(text.length / pieces);
  for (let i = 0; i < text.length; i += size) parser.write(text.slice(i, i + size));
  parser.end();
  const records: CsvRecord[] = [];
  for await (const parsed of parser as AsyncIterable<ParsedCsvRecord>) {
    const read = lines.record(parsed);
    if (read) records.push(read);
  }
  return records;
}

describe('reading an import CSV', () => {
  it('finds the separator the header uses most outside quotes', () => {
    expect(detectSeparator('productCode;priceType;amount')).toBe(';');
    expect(detectSeparator('name,"Street; number",city')).toBe(',');
    expect(detectSeparator('a\tb\tc')).toBe('\t');
    expect(detectSeparator('single')).toBe(',');
  });

  it('reads the encoding from the bytes and the separator from the header line', () => {
    const bom = Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('a;b\r\n1;2')]);
    expect(csvLayout(bom, true)).toEqual({ encoding: 'utf-8', separator: ';' });
    expect(csvLayout(Uint8Array.from([0x5a, 0x6f, 0xeb, 0x2c, 0x78]), false)).toEqual({
      encoding: 'windows-1252',
      separator: ',',
    });
  });

  it('reads quoted cells with separators, doubled quotes and line breaks, with the line each record starts on', async () => {
    const text = 'a;b\r\n"x;y";"say ""hi"""\r\n\r\n"two\nlines";z\nlast;row';
    const expected = [
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x;y', 'say "hi"'] },
      { line: 4, cells: ['two\nlines', 'z'] },
      { line: 6, cells: ['last', 'row'] },
    ];
    expect(parse(text)).toEqual(expected);
    for (const pieces of [1, 3, 17]) expect(await parseInPieces(text, ';', pieces)).toEqual(expected);
  });

  it('trims unquoted cells, keeps a quote inside one and leaves out rows with nothing in them', () => {
    expect(parse('a;b\r\n  "q "  ;ab"c\r\n;;\r\n x ; y \r')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['q ', 'ab"c'] },
      { line: 4, cells: ['x', 'y'] },
    ]);
  });

  it('refuses a quote never closed, a quote in the wrong place and a record too long, with their line', () => {
    const problem = (text: string) => {
      try {
        parse(text);
      } catch (error) {
        const { code, line } = error as { code: string; line: number };
        return `${code}|${line}`;
      }
      return null;
    };
    expect(problem('a;b\r\n"open;x\r\nmore')).toBe('fileImport.unclosedQuote|2');
    expect(problem('a;b\r\n1;2\r\n"closed"then;x\r\n')).toBe('fileImport.badQuote|3');
    expect(problem(`a;b\n${'x'.repeat(70_000)}\n`)).toBe('fileImport.rowTooLong|2');
  });

  it('tells the decimal sign from the numbers, and reads them with it', () => {
    const comma = decimalSignCounter(';');
    ['12,5', '1,500', '3'].forEach((c) => comma.see(c));
    expect(comma.sign()).toBe(',');
    const commaSeparated = decimalSignCounter(',');
    commaSeparated.see('12,5');
    expect(commaSeparated.sign()).toBe('.');
    expect(parseDecimal('1.250,75', ',')).toBe(1250.75);
    expect(parseDecimal('12,5', ',')).toBe(12.5);
    expect(parseDecimal('12.5', ',')).toBeNull();
    expect(parseDecimal('1,234.5', '.')).toBe(1234.5);
    expect(parseDecimal('ten', '.')).toBeNull();
  });

  it('reads days in ISO and European writing, and refuses days that do not exist', () => {
    expect(parseDay('2026-05-31')).toBe('2026-05-31');
    expect(parseDay('31/05/2026')).toBe('2026-05-31');
    expect(parseDay('1.2.2026')).toBe('2026-02-01');
    expect(parseDay('31/02/2026')).toBeNull();
    expect(parseDay('yesterday')).toBeNull();
  });

  it('judges UTF-8 over chunks, a character cut between two of them included', () => {
    const bytes = new TextEncoder().encode('Zoë');
    const check = utf8Check();
    check.push(bytes.slice(0, 3));
    check.push(bytes.slice(3));
    expect(check.end()).toBe(true);
    const latin = utf8Check();
    latin.push(Uint8Array.from([0x5a, 0x6f, 0xeb, 0x20]));
    expect(latin.end()).toBe(false);
  });

  it('maps the header to the type`s columns and names what is wrong with it', () => {
    expect(columnMap('prices', ['Product code', 'price_type', 'AMOUNT'])).toEqual({
      indexes: { productCode: 0, priceType: 1, amount: 2 },
      problems: [],
    });
    expect(columnMap('prices', ['productCode', 'amount', 'amount', 'colour']).problems).toEqual([
      'fileImport.duplicateColumn|amount',
      'fileImport.unknownColumn|colour',
      'fileImport.missingColumn|priceType',
    ]);
    expect(templateCsv('companies').split('\r\n')[0]).toBe('name;vatNumber;partyType;language;street;email;phone');
  });
});
