import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

// nl-BE puts the euro sign first with a (non-breaking) space and uses a comma for decimals.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('shows euros in nl-BE with at least two decimals', () => {
    expect(plain(formatMoney(12))).toBe('€ 12,00');
    expect(plain(formatMoney(1234.5))).toBe('€ 1.234,50');
    expect(plain(formatMoney(0))).toBe('€ 0,00');
  });

  it('keeps more decimals when the amount has them, and honours another minimum', () => {
    expect(plain(formatMoney(1.2345))).toBe('€ 1,2345');
    expect(plain(formatMoney(3, 0))).toBe('€ 3');
  });
});
