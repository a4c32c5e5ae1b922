import { describe, expect, it } from 'vitest';
import { enumCells, translatorOf } from './labels';

describe('enumeration labels on the server', () => {
  it.each([
    ['en', ['End user', 'Active', 'Dutch', 'Quote', 'Web and mail hosting', 'To check', 'Hosting', 'Fixed']],
    [
      'nl',
      ['Eindklant', 'Actief', 'Nederlands', 'Offerte', 'Web- en mailhosting', 'Na te kijken', 'Webhosting', 'Vast'],
    ],
    [
      'fr',
      [
        'Client final',
        'Active',
        'Néerlandais',
        'Devis',
        'Hébergement web et e-mail',
        'À vérifier',
        'Hébergement',
        'Fixe',
      ],
    ],
  ] as const)('writes each value as the %s screens show it', (language, labels) => {
    const company = enumCells(language, {
      partyType: 'partyType',
      status: 'companyStatus',
      language: 'customerLanguage',
    });
    const contract = enumCells(language, { status: 'contractStatus', contractType: 'contractType' });
    const product = enumCells(language, {
      status: 'productStatus',
      productType: 'productType',
      priceMethod: 'priceMethod',
    });
    expect([
      company.partyType!('ENDUSER'),
      company.status!('active'),
      company.language!('NL'),
      contract.status!('QUOTE'),
      contract.contractType!('hosting'),
      product.status!('toCheck'),
      product.productType!('HOSTING'),
      product.priceMethod!('FIXED'),
    ]).toEqual(labels);
  });

  it('keeps an empty cell empty and makes a value without a label readable', () => {
    const cells = enumCells('nl', { partyType: 'partyType' });
    expect(cells.partyType!(null)).toBeNull();
    expect(cells.partyType!('')).toBe('');
    expect(cells.partyType!('SOME_NEW_KIND')).toBe('Some new kind');
    expect(translatorOf('fr')('company:nothing.here', { defaultValue: 'fallback' })).toBe('fallback');
  });
});
