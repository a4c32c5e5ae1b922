import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { camtPreview, codaPreview } from './statement-preview';

const sample = (name: string) => readFileSync(`server/modules/payment/statement/samples/${name}`, 'latin1');

describe('the upload preview of a bank statement', () => {
  it('CODA: its movements (day, signed amount, payer, structured reference or message) and their count', () => {
    const preview = codaPreview(sample('demo-statement.cod'));
    expect(preview).toMatchObject({ format: 'coda', lines: 26, problems: [] });
    expect(preview.rows[0]).toEqual(['04/12/2026', '2904.00', 'ATELIER LUMIERE SRL', '+++202/6000/53443+++']);
    expect(preview.rows).toHaveLength(5);
  });

  it('CAMT.053: its entries, a debit negative', () => {
    const preview = camtPreview(
      readFileSync('server/modules/payment/statement/samples/demo-statement.camt053-v02.xml', 'utf8'),
    );
    expect(preview).toMatchObject({ format: 'camt', lines: 26, problems: [] });
    expect(preview.rows[0]).toEqual(['04/12/2026', '2904.00', 'Atelier Lumière SRL', '202600053443']);
  });

  it('a file that is no statement says so, and shows nothing', () => {
    expect(codaPreview('code;price\r\nA;1\r\n')).toMatchObject({
      rows: [],
      lines: 0,
      problems: ['fileImport.notStatement'],
    });
    expect(camtPreview('<html><body/></html>')).toMatchObject({ rows: [], problems: ['fileImport.notStatement'] });
  });
});
