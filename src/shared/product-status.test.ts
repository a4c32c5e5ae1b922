import { describe, expect, it } from 'vitest';
import { productStatusTone } from './product-status';
import { PRODUCT_STATUS } from './constants/product';

/** Each value's tone, by the value. */
const tonesOf = (...values: (number | string)[]) => Object.fromEntries(values.map((v) => [v, productStatusTone(v)]));

describe('product status tone', () => {
  it('by id: 1 success, 2 (to check) warning, 3 (decommissioned) danger, others neutral', () => {
    expect(tonesOf(1, 2, 3, 4, 0)).toEqual({ 1: 'success', 2: 'warning', 3: 'danger', 4: 'neutral', 0: 'neutral' });
  });

  it('by description: Active success, To check warning, Decommissioned (either spelling) danger', () => {
    expect(tonesOf('Active', 'To check', 'Decommissioned', 'Decommisioned', ' to  CHECK ')).toEqual({
      Active: 'success',
      'To check': 'warning',
      Decommissioned: 'danger',
      Decommisioned: 'danger',
      ' to  CHECK ': 'warning',
    });
  });

  it('the id and the description of one status give the same tone', () => {
    expect(productStatusTone(PRODUCT_STATUS.active)).toBe(productStatusTone('Active'));
    expect(productStatusTone(PRODUCT_STATUS.toCheck)).toBe(productStatusTone('To check'));
    expect(productStatusTone(PRODUCT_STATUS.decommissioned)).toBe(productStatusTone('Decommissioned'));
  });

  it('anything else is neutral', () => {
    for (const other of ['Draft', 'constructor', '', null, undefined]) expect(productStatusTone(other)).toBe('neutral');
  });
});
