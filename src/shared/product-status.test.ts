import { describe, expect, it } from 'vitest';
import { productStatusTone } from './product-status';

describe('product status tone (spec 01 section 4)', () => {
  it('by id: 1 success, 2 danger, 3 warning, others neutral', () => {
    expect(productStatusTone(1)).toBe('success');
    expect(productStatusTone(2)).toBe('danger');
    expect(productStatusTone(3)).toBe('warning');
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

  it('anything else is neutral', () => {
    expect(productStatusTone('Draft')).toBe('neutral');
    expect(productStatusTone('constructor')).toBe('neutral');
    expect(productStatusTone('')).toBe('neutral');
    expect(productStatusTone(null)).toBe('neutral');
    expect(productStatusTone(undefined)).toBe('neutral');
  });
});
