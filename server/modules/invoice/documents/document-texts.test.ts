import { describe, expect, it } from 'vitest';
import { DOCUMENT_TEXTS, formatDay, formatMonth } from './document-texts';
import { printable } from './invoice-pdf';
import { CUSTOMER_LANGUAGES } from '../../../../src/shared/constants/company';
import { formatMoney, formatNumber, formatPercent } from '../../../../src/shared/format';

// Pure: no database. The type makes a missing key fail tsc; this catches an empty one.
describe('the texts of an invoice document', () => {
  it('every language has every text, none empty, and the same keys as English', () => {
    const keys = Object.keys(DOCUMENT_TEXTS.EN).sort();
    for (const language of CUSTOMER_LANGUAGES) {
      const texts = DOCUMENT_TEXTS[language];
      expect(Object.keys(texts).sort(), language).toEqual(keys);
      expect(Object.keys(texts.exemptions).sort(), language).toEqual(Object.keys(DOCUMENT_TEXTS.EN.exemptions).sort());
      for (const [key, value] of Object.entries(texts)) {
        const shown = typeof value === 'function' ? (value as (...a: string[]) => string)('1', '2') : value;
        expect(
          typeof shown === 'string' ? shown.trim() : Object.values(shown as object).join(''),
          `${language}.${key}`,
        ).not.toBe('');
      }
      // Every text can be printed in the PDF's built-in font as it is.
      expect(printable(JSON.stringify(texts)), language).toBe(JSON.stringify(texts));
    }
  });

  it("writes amounts, quantities and rates with the shared formatters in the customer's language, printable as they are", () => {
    // What the PDF prints: fr-BE's narrow no-break space (U+202F) is not in WinAnsi, printable makes it a space.
    const printed = (text: string) => printable(text).replace(/\u00a0/g, ' ');
    const money = (amount: number, language: string) => printed(formatMoney(amount, { language }));
    expect(money(1234.56, 'NL')).toBe('€ 1.234,56');
    expect(money(1234.56, 'FR')).toBe('1 234,56 €');
    expect(money(1234.56, 'DE')).toBe('1.234,56 €');
    expect(money(1234.56, 'EN')).toBe('€1,234.56');
    expect(money(-0.5, 'NL')).toBe('€ -0,50');
    expect(money(-1234567.8, 'FR')).toBe('-1 234 567,80 €');
    expect(money(-1234567.8, 'EN')).toBe('-€1,234,567.80');
    expect(money(-0.00001, 'FR')).toBe('0,00 €');
    expect(money(0.0125, 'DE')).toBe('0,0125 €');
    expect(printed(formatNumber(2.5, { language: 'NL' }))).toBe('2,5');
    expect(printed(formatNumber(1000, { language: 'EN' }))).toBe('1,000');
    expect(printed(formatNumber(1000, { language: 'FR' }))).toBe('1 000');
    expect(printed(formatPercent(21, { language: 'FR' }))).toBe('21 %');
    expect(printed(formatPercent(21, { language: 'EN' }))).toBe('21%');
    for (const language of CUSTOMER_LANGUAGES) {
      const text =
        formatMoney(-1234567.8912, { language }) + formatPercent(6, { language }) + formatNumber(1e6, { language });
      expect(printable(text), language).toBe(text.replace(/\u202f/g, ' '));
    }
  });

  it('writes days and months in the language', () => {
    expect(formatDay('2026-11-30T00:00:00.000Z', 'NL')).toBe('30/11/2026');
    expect(formatDay('2026-11-30', 'DE')).toBe('30.11.2026');
    expect(formatDay(null, 'EN')).toBe('–');
    expect(formatMonth('2026-11', 'NL')).toBe('november 2026');
    expect(formatMonth('2026-02', 'FR')).toBe('février 2026');
    expect(formatMonth('2026-03', 'DE')).toBe('März 2026');
    expect(formatMonth('2026-12', 'EN')).toBe('December 2026');
  });

  it('keeps what Helvetica shows and brings other letters down to their base', () => {
    expect(printable('1\u202f234 €')).toBe('1 234 €');
    expect(printable('a\u0001b\u0085c\nd')).toBe('abc\nd');
    expect(printable('Café Ærø € – “ok” ß Łódź Şişli 1 234')).toBe('Café Ærø € – “ok” ß ?ódz Sisli 1 234');
  });
});
