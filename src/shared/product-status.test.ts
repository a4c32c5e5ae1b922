import { describe, expect, it } from 'vitest';
import { productStatusTone } from './product-status';
import { PRODUCT_STATUS } from './constants/product';

describe('product status tone', () => {
  it('by id: 1 success, 2 (to check) warning, 3 (decommissioned) danger, others neutral', () => {
    expect(productStatusTone(1)).toBe('success');
    expect(productStatusTone(2)).toBe('warning');
    expect(productStatusTone(3)).toBe('danger');
    expect(productStatusTone(4)).toBe('neutral');
    expect(productStatusTone(0)).toBe('neutral');
  });

  it('by description: Active success, To check warning, Decommissioned (either spelling) danger', () => {
    expect(productStatusTone('Active')).toBe('success');
    expect(productStatusTone('To check')).toBe('warning');
    expect(productStatusTone('Decommissioned')).toBe('danger');
    expect(productStatusTone('Decommisioned')).toBe('danger');
    expect(productStatusTone(' to  CHECK ')).toBe('warning');
  });

  it('the id and the description of one status give the same tone', () => {
    expect(productStatusTone(PRODUCT_STATUS.active)).toBe(productStatusTone('Active'));
    expect(productStatusTone(PRODUCT_STATUS.toCheck)).toBe(productStatusTone('To check'));
    expect(productStatusTone(PRODUCT_STATUS.decommissioned)).toBe(productStatusTone('Decommissioned'));
  });

  it('anything else is neutral', () => {
    expect(productStatusTone('Draft')).toBe('neutral');
    expect(productStatusTone('constructor')).toBe('neutral');
    expect(productStatusTone('')).toBe('neutral');
    expect(productStatusTone(null)).toBe('neutral');
    expect(productStatusTone(undefined)).toBe('neutral');
  });
});
