import { describe, expect, it } from 'vitest';
import { errorsOf } from '../testing/field-errors';
import { manualProductForm, manualProductInput, manualProductListQuery, manualProductUpdate } from './manual-product';

const VALID = {
  code: 'setup-fee',
  description: ' Setup fee ',
  productTypeId: 4,
  unitPrice: 150,
  vatRate: 21,
  unit: 'piece',
};

describe('a manual product', () => {
  it('stores the code in upper case and trims the texts', () => {
    expect(manualProductInput.parse({ ...VALID, code: '  cloud-audit_2.0 ' })).toMatchObject({
      code: 'CLOUD-AUDIT_2.0',
      description: 'Setup fee',
    });
  });

  it('refuses a code with spaces or other signs, an empty one and a long one', () => {
    expect(errorsOf(manualProductInput, { ...VALID, code: 'SETUP FEE' })).toEqual({ code: 'validation.invalid' });
    expect(errorsOf(manualProductInput, { ...VALID, code: '-FEE' })).toEqual({ code: 'validation.invalid' });
    expect(errorsOf(manualProductInput, { ...VALID, code: '  ' })).toEqual({ code: 'validation.required' });
    expect(errorsOf(manualProductInput, { ...VALID, code: 'X'.repeat(31) })).toEqual({
      code: 'validation.maxLength|30',
    });
  });

  it('takes a price of 0 or more with two decimals at most', () => {
    expect(manualProductInput.parse({ ...VALID, unitPrice: 0 }).unitPrice).toBe(0);
    expect(manualProductInput.parse({ ...VALID, unitPrice: 0.29 }).unitPrice).toBe(0.29);
    expect(errorsOf(manualProductInput, { ...VALID, unitPrice: 9.999 })).toEqual({
      unitPrice: 'validation.decimals|2',
    });
    expect(errorsOf(manualProductInput, { ...VALID, unitPrice: -0.01 })).toEqual({ unitPrice: 'validation.min|0' });
    expect(errorsOf(manualProductInput, { ...VALID, unitPrice: 1_000_000 })).toEqual({
      unitPrice: 'validation.max|999999.99',
    });
    expect(errorsOf(manualProductInput, { ...VALID, unitPrice: '12' })).toEqual({ unitPrice: 'validation.number' });
    expect(errorsOf(manualProductInput, { ...VALID, unitPrice: undefined })).toEqual({
      unitPrice: 'validation.required',
    });
  });

  it('takes the Belgian VAT rates and the known units only', () => {
    for (const vatRate of [0, 6, 12, 21])
      expect(manualProductInput.safeParse({ ...VALID, vatRate }).success).toBe(true);
    expect(errorsOf(manualProductInput, { ...VALID, vatRate: 20 })).toEqual({
      vatRate: 'validation.oneOf|0, 6, 12, 21',
    });
    expect(errorsOf(manualProductInput, { ...VALID, unit: 'litre' })).toEqual({
      unit: 'validation.oneOf|hour, day, piece, month, year',
    });
    expect(errorsOf(manualProductInput, { ...VALID, unit: undefined })).toEqual({ unit: 'validation.required' });
  });

  it('an update needs its id, version and active flag', () => {
    const errors = errorsOf(manualProductUpdate, VALID);
    expect(Object.keys(errors).sort()).toEqual(['active', 'manualProductId', 'version']);
    expect(errors.active).toBe('validation.required');
    expect(manualProductUpdate.parse({ ...VALID, manualProductId: 3, version: 2, active: false }).active).toBe(false);
  });

  it('the form reads an empty type and price as required', () => {
    expect(errorsOf(manualProductForm, { ...VALID, productTypeId: null, unitPrice: null, active: true })).toEqual({
      productTypeId: 'validation.required',
      unitPrice: 'validation.required',
    });
  });

  it('the list takes repeated statuses and type ids', () => {
    expect(manualProductListQuery.parse({ statuses: 'inactive', productTypeIds: ['1', '3'] })).toMatchObject({
      statuses: ['inactive'],
      productTypeIds: [1, 3],
      pageIndex: 1,
      pageSize: 20,
    });
    expect(errorsOf(manualProductListQuery, { statuses: ['gone'] })).toEqual({ 'statuses.0': 'validation.invalid' });
  });
});
