import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import nlEnums from '@/locales/nl/enums.json';
import nlCommon from '@/locales/nl/common.json';
import {
  enumLabel,
  metadataName,
  metadataOptionLabel,
  metadataValueText,
  priceTypeCode,
  priceTypeLabel,
  productStatusCode,
  readableCode,
} from '@/shared/enumerations';

const t = i18next.t.bind(i18next);

describe('enumeration labels', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('labels a value in the reader language, never the code or the English description', async () => {
    expect(enumLabel(t, 'productType', 'MS_NCE', 'whatever the table says')).toBe('Microsoft 365 licence (NCE)');
    i18next.addResourceBundle('nl', 'enums', nlEnums);
    await i18next.changeLanguage('nl');
    expect(enumLabel(t, 'productType', 'MS_NCE', 'Microsoft 365 licence (NCE)')).toBe('Microsoft 365-licentie (NCE)');
    expect(enumLabel(t, 'vatRegime', 'BE_STANDARD', 'Belgian VAT')).toBe('Belgische btw');
    expect(enumLabel(t, 'productStatus', productStatusCode(2), 'To check')).toBe('Na te kijken');
  });

  it('a value without a label: the description sent with it, else its code made readable; none is the dash', () => {
    expect(enumLabel(t, 'productType', 'NEW_TYPE', 'New type from the table')).toBe('New type from the table');
    expect(enumLabel(t, 'productType', 'NEW_TYPE')).toBe('New type');
    expect(enumLabel(t, 'productType', null)).toBe('–');
    expect(enumLabel(t, 'contractType', null, 'Hosting')).toBe('Hosting');
    expect(readableCode('minimumQuantity')).toBe('Minimum quantity');
    expect(readableCode('MINIMUM_QUANTITY')).toBe('Minimum quantity');
    expect(readableCode('billingplan')).toBe('Billingplan');
  });

  it('fixed ids as codes', () => {
    expect([1, 2, 3, 4].map(productStatusCode)).toEqual(['active', 'toCheck', 'decommissioned', undefined]);
    expect([1, 2, 3, 4].map(priceTypeCode)).toEqual(['purchase', 'sales', 'partner', undefined]);
    expect(priceTypeLabel(t, { priceTypeId: 2, priceTypeDescription: 'RRP' })).toBe('Sales (RRP)');
    expect(priceTypeLabel(t, { priceTypeId: 9, priceTypeDescription: 'Special' })).toBe('Special');
  });

  it('metadata: codes and categories case-insensitively, values by their key, an unknown code readable', async () => {
    expect(metadataName(t, { code: 'billingplan', category: 'Billing' })).toBe('Billing plan (Billing)');
    expect(metadataName(t, { code: 'PONUMBER', category: 'Invoicing' })).toBe('Purchase order number (Invoicing)');
    expect(metadataName(t, { code: 'licenceType', category: 'Partner Center' })).toBe('Licence type (Partner Center)');
    expect(metadataName(t, { code: 'warrantyEnd', category: 'Service desk' })).toBe('Warranty end (Service desk)');
    expect(metadataOptionLabel(t, 'licenceType', 'device', 'Per device')).toBe('Per device');
    expect(metadataOptionLabel(t, 'colour', 'red', 'Red')).toBe('Red');
    const plan = { code: 'billingplan', dataType: 'MULTISELECT', availableValues: { P03M: 'Quarterly' } };
    const renews = { code: 'autoRenew', dataType: 'BOOL' };
    i18next.addResourceBundle('nl', 'enums', nlEnums);
    i18next.addResourceBundle('nl', 'common', nlCommon);
    await i18next.changeLanguage('nl');
    expect(metadataValueText(t, plan, 'p03m')).toBe('Per kwartaal');
    expect(metadataValueText(t, renews, 'true')).toBe('Ja');
    expect(metadataValueText(t, renews, '')).toBe('–');
    expect(metadataValueText(t, { code: 'renewaldate', dataType: 'DATE' }, '2026-03-01')).toBe('01/03/2026');
    expect(metadataName(t, { code: 'autoRenew', category: 'Licensing' })).toBe('Automatisch verlengen (Licenties)');
  });
});
