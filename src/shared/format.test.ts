import { afterEach, describe, expect, it } from 'vitest';
import {
  EMPTY,
  formatCount,
  formatCountry,
  formatLanguageName,
  formatMoney,
  formatNumber,
  formatPercent,
  languageOf,
  orEmpty,
  setFormatLanguage,
} from './format';

// The spaces Intl writes, spelled out: a no-break space (nl's `€ 12`, before the euro sign after fr
// and de figures, before fr and de %) and French's narrow no-break space between thousands.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

afterEach(() => setFormatLanguage('en'));

describe('formatMoney', () => {
  it('writes euros as each language does: en `€1,059,662.88`, nl `€ 1.059.662,88`, fr `1 059 662,88 €`, de `1.059.662,88 €`', () => {
    expect(formatMoney(1_059_662.88, { language: 'en' })).toBe('€1,059,662.88');
    expect(formatMoney(1_059_662.88, { language: 'nl' })).toBe(`€${NBSP}1.059.662,88`);
    expect(formatMoney(1_059_662.88, { language: 'fr' })).toBe(`1${NNBSP}059${NNBSP}662,88${NBSP}€`);
    expect(formatMoney(1_059_662.88, { language: 'de' })).toBe(`1.059.662,88${NBSP}€`);
  });

  it('puts the minus where the language does', () => {
    expect(formatMoney(-1234.5, { language: 'en' })).toBe('-€1,234.50');
    expect(formatMoney(-1234.5, { language: 'nl' })).toBe(`€${NBSP}-1.234,50`);
    expect(formatMoney(-1234.5, { language: 'fr' })).toBe(`-1${NNBSP}234,50${NBSP}€`);
    expect(formatMoney(-1234.5, { language: 'de' })).toBe(`-1.234,50${NBSP}€`);
  });

  it('never shows -0,00: zero, negative zero and what rounds to zero are zero, a real fraction keeps its sign', () => {
    for (const zero of [0, -0, -0.00001, -0.00004]) {
      expect(formatMoney(zero, { language: 'en' })).toBe('€0.00');
      expect(formatMoney(zero, { language: 'nl' })).toBe(`€${NBSP}0,00`);
      expect(formatMoney(zero, { language: 'fr' })).toBe(`0,00${NBSP}€`);
      expect(formatMoney(zero, { language: 'de' })).toBe(`0,00${NBSP}€`);
    }
    // -0.004 is an amount (four decimals at most): shown, with its sign.
    expect(formatMoney(-0.004, { language: 'en' })).toBe('-€0.004');
    expect(formatMoney(-0.004, { language: 'nl' })).toBe(`€${NBSP}-0,004`);
    expect(formatMoney(-0.004, { language: 'fr' })).toBe(`-0,004${NBSP}€`);
  });

  it('keeps up to four decimals of a unit price, at least two, or the minimum asked', () => {
    expect(formatMoney(0.0125, { language: 'en' })).toBe('€0.0125');
    expect(formatMoney(0.0125, { language: 'nl' })).toBe(`€${NBSP}0,0125`);
    expect(formatMoney(0.0125, { language: 'fr' })).toBe(`0,0125${NBSP}€`);
    expect(formatMoney(0.0125, { language: 'de' })).toBe(`0,0125${NBSP}€`);
    expect(formatMoney(1.23456, { language: 'en' })).toBe('€1.2346');
    expect(formatMoney(12, { language: 'nl' })).toBe(`€${NBSP}12,00`);
    expect(formatMoney(3, { language: 'nl', minimumFractionDigits: 0 })).toBe(`€${NBSP}3`);
    expect(formatMoney(2500, { language: 'en', minimumFractionDigits: 0 })).toBe('€2,500');
  });

  it('formats in the screens’ language when none is given', () => {
    expect(formatMoney(1234.5)).toBe('€1,234.50');
    setFormatLanguage('fr');
    expect(formatMoney(1234.5)).toBe(`1${NNBSP}234,50${NBSP}€`);
    setFormatLanguage('nl-BE');
    expect(formatMoney(1234.5)).toBe(`€${NBSP}1.234,50`);
    // A customer's language (NL, FR, EN, DE) reads as the same languages.
    expect(formatMoney(1234.5, { language: 'FR' })).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatMoney(1234.5, { language: 'EN' })).toBe('€1,234.50');
  });
});

describe('formatNumber', () => {
  it('writes quantities and factors with up to four decimals, grouped', () => {
    expect(formatNumber(2.5, { language: 'en' })).toBe('2.5');
    expect(formatNumber(2.5, { language: 'nl' })).toBe('2,5');
    expect(formatNumber(2.5, { language: 'fr' })).toBe('2,5');
    expect(formatNumber(2.5, { language: 'de' })).toBe('2,5');
    expect(formatNumber(1234.56789, { language: 'en' })).toBe('1,234.5679');
    expect(formatNumber(1234.56789, { language: 'nl' })).toBe('1.234,5679');
    expect(formatNumber(1234.56789, { language: 'fr' })).toBe(`1${NNBSP}234,5679`);
    expect(formatNumber(40, { language: 'nl' })).toBe('40');
  });

  it('with fixed decimals, and never a negative zero', () => {
    expect(formatNumber(3, { language: 'en', fractionDigits: 2 })).toBe('3.00');
    expect(formatNumber(-0.004, { language: 'nl', fractionDigits: 2 })).toBe('0,00');
    expect(formatNumber(-0.00001, { language: 'fr' })).toBe('0');
    expect(formatNumber(-12.5, { language: 'fr' })).toBe('-12,5');
  });
});

describe('formatPercent', () => {
  it('writes a number of percent as each language does', () => {
    expect(formatPercent(21, { language: 'en' })).toBe('21%');
    expect(formatPercent(21, { language: 'nl' })).toBe('21%');
    expect(formatPercent(21, { language: 'fr' })).toBe(`21${NBSP}%`);
    expect(formatPercent(21, { language: 'de' })).toBe(`21${NBSP}%`);
    expect(formatPercent(15.5, { language: 'en' })).toBe('15.5%');
    expect(formatPercent(15.5, { language: 'fr' })).toBe(`15,5${NBSP}%`);
  });

  it('with exactly the decimals asked, or a sign before a rise', () => {
    expect(formatPercent(13, { language: 'en', fixed: true })).toBe('13.00%');
    expect(formatPercent(13, { language: 'nl', fixed: true })).toBe('13,00%');
    expect(formatPercent(13, { language: 'fr', fixed: true })).toBe(`13,00${NBSP}%`);
    expect(formatPercent(12.34, { language: 'en', fractionDigits: 1, signed: true })).toBe('+12.3%');
    expect(formatPercent(-12.34, { language: 'nl', fractionDigits: 1, signed: true })).toBe('-12,3%');
    expect(formatPercent(0, { language: 'en', signed: true })).toBe('0%');
  });

  it('never shows a negative zero', () => {
    expect(formatPercent(-0.004, { language: 'en' })).toBe('0%');
    expect(formatPercent(-0.004, { language: 'fr', signed: true })).toBe(`0${NBSP}%`);
    expect(formatPercent(-0, { language: 'nl', fixed: true })).toBe('0,00%');
  });
});

describe('formatCount', () => {
  it('writes a count as each language does: 1,284 / 1.284 / 1 284', () => {
    expect(formatCount(1284, { language: 'en' })).toBe('1,284');
    expect(formatCount(1284, { language: 'nl' })).toBe('1.284');
    expect(formatCount(1284, { language: 'fr' })).toBe(`1${NNBSP}284`);
    expect(formatCount(1284, { language: 'de' })).toBe('1.284');
    expect(formatCount(12_345_678, { language: 'en' })).toBe('12,345,678');
    expect(formatCount(12_345_678, { language: 'nl' })).toBe('12.345.678');
    expect(formatCount(12_345_678, { language: 'fr' })).toBe(`12${NNBSP}345${NNBSP}678`);
    expect(formatCount(7, { language: 'fr' })).toBe('7');
    expect(formatCount(0, { language: 'nl' })).toBe('0');
  });
});

describe('country and language names', () => {
  it('names a country or a language by its code in the language (a language first letter up)', () => {
    const names: [typeof formatCountry, string, string, string][] = [
      [formatCountry, 'BE', 'en', 'Belgium'],
      [formatCountry, 'BE', 'nl', 'België'],
      [formatCountry, 'BE', 'fr', 'Belgique'],
      [formatCountry, 'be', 'de', 'Belgien'],
      [formatCountry, 'NL', 'fr', 'Pays-Bas'],
      [formatLanguageName, 'NL', 'en', 'Dutch'],
      [formatLanguageName, 'NL', 'nl', 'Nederlands'],
      [formatLanguageName, 'NL', 'fr', 'Néerlandais'],
      [formatLanguageName, 'de', 'fr', 'Allemand'],
      [formatLanguageName, 'FR', 'nl', 'Frans'],
      [formatLanguageName, 'EN', 'de', 'Englisch'],
    ];
    for (const [format, code, language, name] of names)
      expect(format(code, language), `${code} ${language}`).toBe(name);
    setFormatLanguage('nl');
    expect(formatCountry('FR')).toBe('Frankrijk');
  });

  it('shows no code as the empty value, and a code Intl cannot read as it is', () => {
    for (const none of [null, undefined, '']) {
      expect(formatCountry(none, 'en')).toBe(EMPTY);
      expect(formatLanguageName(none, 'en')).toBe(EMPTY);
    }
    expect(formatCountry('not a code', 'en')).toBe('not a code');
    expect(formatLanguageName('??', 'nl')).toBe('??');
  });
});

describe('the empty value and the language', () => {
  it('is one dash', () => {
    expect(EMPTY).toBe('–');
    for (const none of [null, undefined, '']) expect(orEmpty(none)).toBe('–');
    expect(orEmpty('Brussel')).toBe('Brussel');
  });

  it('reads a language by its first two letters, English for one without formats', () => {
    expect(['fr-BE', 'NL', 'de', 'es', undefined].map(languageOf)).toEqual(['fr', 'nl', 'de', 'en', 'en']);
  });
});
