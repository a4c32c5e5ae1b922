import { describe, expect, it } from 'vitest';
import { calibrate, speedFactor } from './calibration';

describe('machine calibration', () => {
  it('times the fixed work', () => {
    const ms = calibrate(3);
    expect(ms).toBeGreaterThan(0);
    expect(Number.isFinite(ms)).toBe(true);
  });

  it('grows time budgets on a slower machine and never shrinks them on a faster one', () => {
    expect(speedFactor(300, 100)).toBe(3);
    expect(speedFactor(150, 100)).toBe(1.5);
    expect(speedFactor(50, 100)).toBe(1);
  });
});
