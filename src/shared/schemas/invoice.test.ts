import { describe, expect, it } from 'vitest';
import { invoiceTextsForm } from './invoice';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('the reference and message form', () => {
  it('trims both, takes empty (cleared) and refuses what is too long', () => {
    expect(invoiceTextsForm.parse({ reference: '  PO-1 ', message: '' })).toEqual({ reference: 'PO-1', message: '' });
    expect(issues(invoiceTextsForm.safeParse({ reference: 'x'.repeat(101), message: 'y'.repeat(1001) }))).toEqual([
      'reference: validation.maxLength|100',
      'message: validation.maxLength|1000',
    ]);
  });
});
