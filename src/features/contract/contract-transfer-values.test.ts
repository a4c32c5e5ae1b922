import { describe, expect, it } from 'vitest';
import { transferStartDay } from './contract-transfer-values';

describe('the transfer start date offered', () => {
  it('is the first of next month, across a year end', () => {
    expect(transferStartDay('2025-01-01', '2026-11-25')).toBe('2026-12-01');
    expect(transferStartDay('2025-01-01', '2026-12-15')).toBe('2027-01-01');
  });

  it('is never on or before the contract start', () => {
    expect(transferStartDay('2026-12-01', '2026-11-25')).toBe('2026-12-02');
    expect(transferStartDay('2027-03-31', '2026-11-25')).toBe('2027-04-01');
  });
});
