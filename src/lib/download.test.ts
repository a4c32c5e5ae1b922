import { describe, expect, it } from 'vitest';
import { countRecordEnds, fileNameFrom } from './download';

describe('CSV progress counting', () => {
  it('counts record ends outside quotes, across chunk boundaries', () => {
    const csv = 'code,name\r\nA,"two\r\nlines"\r\nB,"say ""hi"""\r\nC,plain\r\n';
    // Split at every position: the count never depends on where the network cut the stream.
    for (let cut = 0; cut <= csv.length; cut++) {
      let ends = 0;
      let inQuotes = false;
      for (const part of [csv.slice(0, cut), csv.slice(cut)]) {
        const r = countRecordEnds(part, inQuotes);
        ends += r.ends;
        inQuotes = r.inQuotes;
      }
      expect(ends).toBe(4);
      expect(inQuotes).toBe(false);
    }
  });

  it('reads the file name from Content-Disposition', () => {
    expect(fileNameFrom('attachment; filename="products-2026-11-23.csv"', 'x.csv')).toBe('products-2026-11-23.csv');
    expect(fileNameFrom("attachment; filename*=UTF-8''produits%20%C3%A9t%C3%A9.csv", 'x.csv')).toBe('produits été.csv');
    expect(fileNameFrom(null, 'export.csv')).toBe('export.csv');
  });
});
