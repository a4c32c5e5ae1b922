import { describe, expect, it } from 'vitest';
import { amountPaidForm, invoiceTextsForm } from './invoice';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('the payment form', () => {
  const form = amountPaidForm(123.45);
  const paid = (amountPaid: number) => form.safeParse({ invoiceId: 7, version: 3, amountPaid });

  it('takes any amount from a cent up to the total incl. VAT, exactly', () => {
    expect(paid(0.01).success).toBe(true);
    expect(paid(123.45).success).toBe(true);
    // 0.1 + 0.2 style float noise on a total is no overpayment.
    expect(amountPaidForm(0.3).safeParse({ invoiceId: 1, version: 1, amountPaid: 0.1 + 0.2 }).success).toBe(true);
  });

  it('refuses more than the total on the amount field, and nothing, less or a third decimal', () => {
    expect(issues(paid(123.46))).toEqual(['amountPaid: validation.overpaid']);
    expect(issues(paid(0))).toEqual(['amountPaid: validation.positive']);
    expect(issues(paid(-5))).toEqual(['amountPaid: validation.positive']);
    expect(issues(paid(1.005))).toEqual(['amountPaid: validation.decimals|2']);
  });
});

describe('the reference and message form', () => {
  it('trims both, takes empty (cleared) and refuses what is too long', () => {
    expect(invoiceTextsForm.parse({ reference: '  PO-1 ', message: '' })).toEqual({ reference: 'PO-1', message: '' });
    expect(issues(invoiceTextsForm.safeParse({ reference: 'x'.repeat(101), message: 'y'.repeat(1001) }))).toEqual([
      'reference: validation.maxLength|100',
      'message: validation.maxLength|1000',
    ]);
  });
});
