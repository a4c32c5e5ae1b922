import { describe, expect, it } from 'vitest';
import { claimUntilOf, moveAllowed, serviceFeeActions } from './service-fee-states';

describe('service fee states', () => {
  it('gives a period three months after it to be claimed, to the month’s last day', () => {
    expect(claimUntilOf('2026-10')).toBe('2027-01-31');
    expect(claimUntilOf('2026-11')).toBe('2027-02-28');
    expect(claimUntilOf('2027-11')).toBe('2028-02-29');
    expect(claimUntilOf('2026-01')).toBe('2026-04-30');
  });

  it('moves unclaimed to claimed or expired, claimed to paid, and nothing out of paid or expired', () => {
    expect(moveAllowed('claim', 'unclaimed')).toBe(true);
    expect(moveAllowed('claim', 'claimed')).toBe(false);
    expect(moveAllowed('setDatePaid', 'claimed')).toBe(true);
    expect(moveAllowed('setDatePaid', 'unclaimed')).toBe(false);
    expect(moveAllowed('expire', 'unclaimed')).toBe(true);
    expect(moveAllowed('expire', 'claimed')).toBe(false);
    for (const move of ['claim', 'setDatePaid', 'expire'] as const) {
      expect(moveAllowed(move, 'paid')).toBe(false);
      expect(moveAllowed(move, 'expired')).toBe(false);
    }
  });

  it('offers the moves of the status to an editor, only the download to a reader', () => {
    expect(serviceFeeActions('unclaimed', true)).toEqual(['claim', 'download']);
    expect(serviceFeeActions('claimed', true)).toEqual(['linkDocNumber', 'setDatePaid', 'download']);
    expect(serviceFeeActions('paid', true)).toEqual(['linkDocNumber', 'download']);
    expect(serviceFeeActions('expired', true)).toEqual(['download']);
    expect(serviceFeeActions('unclaimed', false)).toEqual(['download']);
  });
});
