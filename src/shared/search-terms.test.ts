import { describe, expect, it } from 'vitest';
import { compactVatNumber, enterpriseNumberDigits, searchTermsOf, structuredReferenceDigits } from './search-terms';

describe('enterpriseNumberDigits', () => {
  it.each([
    ['0428.759.497', '0428759497'],
    ['BE0428759497', '0428759497'],
    ['be 0428 759 497', '0428759497'],
    ['BE0428-759-497', '0428759497'],
    ['0428/759/497', '0428759497'],
    ['  428.759  ', '428759'],
    ['042', '042'],
  ])('%s is %s', (text, digits) => expect(enterpriseNumberDigits(text)).toBe(digits));

  it.each(['04', 'BE', 'Delvaux', '0428.759.497.12', '0428a759', '+++090/9337/55493+++'])('%s is none', (text) =>
    expect(enterpriseNumberDigits(text)).toBeNull(),
  );
});

describe('compactVatNumber', () => {
  it.each([
    ['NL100000037B01', 'NL100000037B01'],
    ['nl 1000.0037 b01', 'NL10000037B01'],
    ['BE 0428.759.497', 'BE0428759497'],
    ['fr12345678901', 'FR12345678901'],
  ])('%s is %s', (text, compact) => expect(compactVatNumber(text)).toBe(compact));

  it.each(['Delvaux', 'NL', 'NL1', 'info@delvaux.be', 'C0000012'])('%s is none', (text) =>
    expect(compactVatNumber(text)).toBeNull(),
  );
});

describe('structuredReferenceDigits', () => {
  it.each([
    ['+++090/9337/55493+++', '090933755493'],
    ['***090/9337/55493***', '090933755493'],
    ['090/9337/55493', '090933755493'],
    ['090933755493', '090933755493'],
    [' +++090 / 9337 / 55493+++ ', '090933755493'],
    ['+++090/9337', '0909337'],
    ['090/933', '090933'],
  ])('%s is %s', (text, digits) => expect(structuredReferenceDigits(text)).toBe(digits));

  it.each(['090/9', '12345', '0909337554931', '2026/000123a', 'INV 2026', '+++abc/defg/hijkl+++'])(
    '%s is none',
    (text) => expect(structuredReferenceDigits(text)).toBeNull(),
  );
});

describe('searchTermsOf', () => {
  it('reads a name as a name only', () =>
    expect(searchTermsOf('  Delvaux ')).toEqual({
      text: 'Delvaux',
      enterpriseDigits: null,
      compactVatNumber: null,
      referenceDigits: null,
    }));

  it('reads a Belgian VAT number both as the enterprise number and as a VAT number', () =>
    expect(searchTermsOf('BE 0428.759.497')).toEqual({
      text: 'BE 0428.759.497',
      enterpriseDigits: '0428759497',
      compactVatNumber: 'BE0428759497',
      referenceDigits: null,
    }));

  it('reads a structured reference', () =>
    expect(searchTermsOf('+++090/9337/55493+++').referenceDigits).toBe('090933755493'));
});
