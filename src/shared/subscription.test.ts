import { describe, expect, it } from 'vitest';
import {
  contractTerms,
  decreaseAllowedUntil,
  ncePlanOf,
  nceProductCode,
  quantityChangeRefusal,
  renewalAfter,
  subscriptionDifferences,
} from './subscription';

describe('NCE product codes', () => {
  it('reads the offer, term and billing plan from the code, also with a SKU in it', () => {
    expect(ncePlanOf('CFQ7TTC0LCHC-P1Y-A')).toEqual({ offer: 'CFQ7TTC0LCHC', term: 'P1Y', billingPlan: 'annual' });
    expect(ncePlanOf('CFQ7TTC0LFJ9-0002-P1M-M')).toEqual({
      offer: 'CFQ7TTC0LFJ9-0002',
      term: 'P1M',
      billingPlan: 'monthly',
    });
    expect(ncePlanOf('DOM-BE-REG')).toBeNull();
    expect(ncePlanOf('X-P2Y-A')).toBeNull();
  });

  it('writes the code of the same offer at another term and plan', () => {
    const plan = ncePlanOf('CFQ7TTC0LFJ9-0002-P1M-M')!;
    expect(nceProductCode({ ...plan, term: 'P3Y', billingPlan: 'annual' })).toBe('CFQ7TTC0LFJ9-0002-P3Y-A');
  });
});

describe('renewal dates', () => {
  it('renews after today, a whole number of terms after the start', () => {
    expect(renewalAfter('2025-03-10', 'P1Y', '2026-11-23')).toBe('2027-03-10');
    expect(renewalAfter('2026-11-23', 'P1M', '2026-11-23')).toBe('2026-12-23');
    expect(renewalAfter('2024-02-01', 'P3Y', '2026-11-23')).toBe('2027-02-01');
  });
});

describe('the seat count', () => {
  const current = { quantity: 10, renewalDate: '2027-11-20', term: 'P1Y' as const };

  it('may go up at any time', () => {
    expect(quantityChangeRefusal(current, 12, '2026-06-01')).toBeNull();
    expect(quantityChangeRefusal(current, 10, '2026-06-01')).toBeNull();
  });

  it('may go down only in the first 7 days of the term', () => {
    // The term started on 2026-11-20: lowering is allowed up to and including 2026-11-26.
    expect(decreaseAllowedUntil('2027-11-20', 'P1Y')).toBe('2026-11-26');
    expect(quantityChangeRefusal(current, 8, '2026-11-20')).toBeNull();
    expect(quantityChangeRefusal(current, 8, '2026-11-26')).toBeNull();
    expect(quantityChangeRefusal(current, 8, '2026-11-27')).toBe('validation.subscriptionDecreaseWindow');
    expect(quantityChangeRefusal(current, 8, '2026-11-19')).toBe('validation.subscriptionDecreaseWindow');
    expect(quantityChangeRefusal({ ...current, renewalDate: null }, 8, '2026-11-20')).toBe(
      'validation.subscriptionDecreaseWindow',
    );
  });

  it('never goes below one seat', () => {
    expect(quantityChangeRefusal(current, 0, '2026-11-20')).toBe('validation.min|1');
    expect(quantityChangeRefusal(current, 2.5, '2026-11-20')).toBe('validation.min|1');
  });
});

describe('differences', () => {
  it('names each field where the contract is not the provider, with both values', () => {
    const contract = contractTerms({ productCode: 'CFQ7TTC0LH18-P1M-M', quantity: 12, renewalDate: '2026-12-05' });
    expect(contract).toEqual({ quantity: 12, term: 'P1M', billingPlan: 'monthly', renewalDate: '2026-12-05' });
    expect(subscriptionDifferences(contract, { ...contract })).toEqual([]);
    expect(
      subscriptionDifferences(contract, {
        quantity: 15,
        term: 'P1Y',
        billingPlan: 'monthly',
        renewalDate: '2026-12-05',
      }),
    ).toEqual([
      { field: 'quantity', contract: 12, provider: 15 },
      { field: 'term', contract: 'P1M', provider: 'P1Y' },
    ]);
  });
});
