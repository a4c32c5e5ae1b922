import { describe, expect, it } from 'vitest';
import { contractStatusTone } from './contract-status';
import { CONTRACT_STATUSES } from './constants/contract';

describe('contract status tone', () => {
  it('ACTIVE success, QUOTE info, SUSPENDED and ACTIVE_NOINVOICE warning, INACTIVE neutral', () => {
    expect(contractStatusTone('ACTIVE')).toBe('success');
    expect(contractStatusTone('QUOTE')).toBe('info');
    expect(contractStatusTone('SUSPENDED')).toBe('warning');
    expect(contractStatusTone('ACTIVE_NOINVOICE')).toBe('warning');
    expect(contractStatusTone('INACTIVE')).toBe('neutral');
  });

  it('every status has a tone', () => {
    for (const status of CONTRACT_STATUSES) expect(contractStatusTone(status)).toMatch(/\w+/);
  });

  it('anything else is neutral', () => {
    expect(contractStatusTone('active')).toBe('neutral');
    expect(contractStatusTone('constructor')).toBe('neutral');
    expect(contractStatusTone('')).toBe('neutral');
    expect(contractStatusTone(null)).toBe('neutral');
    expect(contractStatusTone(undefined)).toBe('neutral');
  });
});
