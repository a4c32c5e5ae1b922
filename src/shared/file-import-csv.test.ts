import { describe, expect, it } from 'vitest';
import { columnMap, templateCsv } from './file-import';
import {
  CsvFormatError,
  CsvParser,
  decimalSignCounter,
  detectSeparator,
  parseDay,
  parseDecimal,
  utf8Check,
} from './file-import-csv';

const parse = (text: string, separator: ',' | ';' = ';', pieces = 1) => {
  const parser = new CsvParser(separator);
  const size = Math.ceil(text.length / pieces);
  const records = [];
  for (let i = 0; i < text.length; i += size) records.push(...parser.push(text.slice(i, i + size)));
  const last = parser.end();
  if (last) records.push(last);
  return records;
};

describe('reading an import CSV', () => {
  it('finds the separator the header uses most outside quotes', () => {
    expect(detectSeparator('productCode;priceType;amount')).toBe(';');
    expect(detectSeparator('name,"Street; number",city')).toBe(',');
    expect(detectSeparator('a\tb\tc')).toBe('\t');
    expect(detectSeparator('single')).toBe(',');
  });

  it('reads quoted cells with separators, doubled quotes and line breaks, with the line each record starts on', () => {
    const text = 'a;b\r\n"x;y";"say ""hi"""\r\n\r\n"two\nlines";z\nlast;row';
    for (const pieces of [1, 3, 17])
      expect(parse(text, ';', pieces)).toEqual([
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['x;y', 'say "hi"'] },
        { line: 4, cells: ['two\nlines', 'z'] },
        { line: 6, cells: ['last', 'row'] },
      ]);
  });

  it('refuses a quote never closed, with its line', () => {
    expect(() => parse('a;b\r\n"open;x\r\nmore')).toThrow(CsvFormatError);
    try {
      parse('a;b\r\n"open;x\r\nmore');
    } catch (error) {
      expect((error as CsvFormatError).line).toBe(2);
    }
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
