import { describe, expect, it } from 'vitest';
import { metadataValueError, productInput, productPartnerCenterProfile } from './product';

describe('metadata values by data type', () => {
  it('PERCENTAGE is required, 0 to 100, a comma read as a decimal point', () => {
    expect(metadataValueError('PERCENTAGE', null)).toBe('validation.required');
    expect(metadataValueError('PERCENTAGE', ' ')).toBe('validation.required');
    expect(metadataValueError('PERCENTAGE', -1)).toBe('validation.percentageMin');
    expect(metadataValueError('PERCENTAGE', '100,5')).toBe('validation.max|100');
    expect(metadataValueError('PERCENTAGE', '12,5')).toBeNull();
    expect(metadataValueError('PERCENTAGE', 0)).toBeNull();
    expect(metadataValueError('PERCENTAGE', 'abc')).toBe('validation.number');
  });

  it('BOOL is the string true or false; the other types are optional', () => {
    expect(metadataValueError('BOOL', 'true')).toBeNull();
    expect(metadataValueError('BOOL', 'yes')).toBe('validation.bool');
    expect(metadataValueError('BOOL', null)).toBeNull();
    for (const type of ['STRING', 'GUID', 'DECIMAL', 'MULTISELECT', 'INTEGER', 'DATE'] as const)
      expect(metadataValueError(type, null)).toBeNull();
  });

  it('INTEGER, DECIMAL, DATE, GUID and MULTISELECT values must be what their type says', () => {
    expect(metadataValueError('INTEGER', '12')).toBeNull();
    expect(metadataValueError('INTEGER', '1.5')).toBe('validation.integer');
    expect(metadataValueError('INTEGER', '99999999999')).toBe('validation.integer');
    expect(metadataValueError('DECIMAL', '-3.25')).toBeNull();
    expect(metadataValueError('DECIMAL', '3,25x')).toBe('validation.number');
    expect(metadataValueError('DATE', '2026-02-28')).toBeNull();
    expect(metadataValueError('DATE', '2026-02-30')).toBe('validation.date');
    expect(metadataValueError('GUID', '0f8fad5b-d9cb-469f-a165-70867728950e')).toBeNull();
    expect(metadataValueError('GUID', 'not-a-guid')).toBe('validation.guid');
    // The strict GUID rule: version 1 to 5, variant 8, 9, a or b.
    expect(metadataValueError('GUID', '0f8fad5b-d9cb-069f-a165-70867728950e')).toBe('validation.guid');
    expect(metadataValueError('GUID', '0f8fad5b-d9cb-669f-a165-70867728950e')).toBe('validation.guid');
    expect(metadataValueError('GUID', '0f8fad5b-d9cb-469f-c165-70867728950e')).toBe('validation.guid');
    expect(metadataValueError('GUID', '0F8FAD5B-D9CB-169F-B165-70867728950E')).toBeNull();
    expect(metadataValueError('MULTISELECT', 'p1y', { P1M: '1 month', P1Y: '1 year' })).toBeNull();
    expect(metadataValueError('MULTISELECT', 'P2Y', { P1M: '1 month', P1Y: '1 year' })).toBe(
      'validation.oneOf|P1M, P1Y',
    );
    expect(metadataValueError('STRING', 5)).toBe('validation.invalidType');
  });
});

describe('product rules', () => {
  it('the segment is required once the availability product, SKU and availability ids are filled', () => {
    const ids = { availabilityProductId: 'CFQ7TTC0LH18', availabilitySkuId: '0001', availabilityId: 'CFQ7TTC0K5BF' };
    const missing = productPartnerCenterProfile.safeParse({ ...ids, segment: null });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({ path: ['segment'], message: 'validation.required' });
    expect(productPartnerCenterProfile.safeParse({ ...ids, segment: 'education' }).success).toBe(true);
    expect(productPartnerCenterProfile.safeParse({ ...ids, availabilityId: ' ', segment: null }).success).toBe(true);
  });

  it('code, type, price method, status and each description are required; the rebate group may be null', () => {
    const result = productInput.safeParse({
      code: ' ',
      translations: [
        { language: 'NL', description: '' },
        { language: 'EN', description: 'x' },
        { language: 'FR', description: 'y' },
      ],
      metadatas: [],
      partnerPricingProfile: { rebateGroupId: null },
      productPartnerCenterProfile: {},
    });
    expect(result.success).toBe(false);
    const paths = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(paths).toMatchObject({
      code: 'validation.required',
      productTypeId: 'validation.required',
      priceMethodId: 'validation.required',
      productStatusId: 'validation.required',
      'translations.0.description': 'validation.required',
    });
    expect(paths['partnerPricingProfile.rebateGroupId']).toBeUndefined();
  });
});
