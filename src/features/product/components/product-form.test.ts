import { describe, expect, it } from 'vitest';
import type { MetadataItem, ProductDetail } from '@/shared/schemas/product';
import { NO_PARTNER_CENTER_PROFILE, productFormValues } from './product-form';

const definition = (metadataId: number, accessibility: MetadataItem['accessibility']): MetadataItem => ({
  metadataId,
  code: `m${metadataId}`,
  category: 'Pricing',
  dataType: 'STRING',
  value: null,
  availableValues: {},
  accessibility,
  showOnCreate: false,
});

const product: ProductDetail = {
  productId: 7,
  productGuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  code: 'CFQ7TTC0LH18-P1Y-A',
  productTypeId: 1,
  productTypeCode: 'MS_NCE',
  productTypeDescription: 'Microsoft 365 licence (NCE)',
  priceMethodId: 2,
  priceMethodCode: 'TIERED',
  priceMethodDescription: 'Tiered',
  productStatusId: 1,
  productStatusDescription: 'Active',
  currentUserLocaleTranslationName: 'Microsoft 365 Business Basic',
  translations: [
    { productTranslationId: 1, language: 'EN', description: 'Microsoft 365 Business Basic' },
    { productTranslationId: 2, language: 'NL', description: 'Microsoft 365 Business Basic (NL)' },
  ],
  partnerPricingProfile: { rebateGroupId: null, rebateGroup: null },
  partnerCenterProfile: NO_PARTNER_CENTER_PROFILE,
  metadatas: [
    { metadataId: 1, code: 'm1', category: 'Pricing', value: 'a', accessibility: 'Editable', dataType: 'STRING' },
    { metadataId: 2, code: 'm2', category: 'Pricing', value: 'b', accessibility: 'ReadOnly', dataType: 'STRING' },
    { metadataId: 3, code: 'm3', category: 'Pricing', value: 'c', accessibility: 'Hidden', dataType: 'STRING' },
  ],
  version: 4,
  updatedAt: '2026-11-23T10:00:00.000Z',
};

describe('product form values of a stored product', () => {
  it('holds the descriptions in NL, EN, FR order (a missing one empty) and leaves hidden metadata out', () => {
    const values = productFormValues(product, [
      definition(1, 'Editable'),
      definition(2, 'ReadOnly'),
      definition(3, 'Hidden'),
    ]);
    expect(values.translations).toEqual([
      { language: 'NL', description: 'Microsoft 365 Business Basic (NL)' },
      { language: 'EN', description: 'Microsoft 365 Business Basic' },
      { language: 'FR', description: '' },
    ]);
    expect(values.metadatas?.map((m) => [m?.metadataId, m?.value])).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
    expect(values.partnerPricingProfile).toEqual({ rebateGroupId: null });
  });
});
