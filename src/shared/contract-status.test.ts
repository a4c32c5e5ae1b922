import { describe, expect, it } from 'vitest';
import { contractStatusTone } from './contract-status';
import { CONTRACT_STATUSES } from './constants/contract';

describe('contract status tone', () => {
  it('ACTIVE success, QUOTE info, SUSPENDED and ACTIVE_NOINVOICE warning, INACTIVE neutral', () => {
    const tones = Object.fromEntries(CONTRACT_STATUSES.map((status) => [status, contractStatusTone(status)]));
    expect(tones).toEqual({
      ACTIVE: 'success',
      QUOTE: 'info',
      SUSPENDED: 'warning',
      ACTIVE_NOINVOICE: 'warning',
      INACTIVE: 'neutral',
    });
  });

  it('every status has a tone', () => {
    for (const status of CONTRACT_STATUSES) expect(contractStatusTone(status)).toMatch(/\w+/);
  });

  it('anything else is neutral', () => {
    for (const other of ['active', 'constructor', '', null, undefined])
      expect(contractStatusTone(other)).toBe('neutral');
  });
});
