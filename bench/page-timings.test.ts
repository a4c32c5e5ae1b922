import { describe, expect, it } from 'vitest';
import { timingProblems, type TimingResult } from './page-timings';

const result = (page: string, throttle: number, cls: number, lcp: number): TimingResult => {
  const at = (v: number) => ({ median: v, min: v, max: v });
  return { page, throttle, summary: { fcp: at(lcp), lcp: at(lcp), longestTask: at(50), cls: at(cls), heapMB: at(10) } };
};
const budgets = { clsMax: 0.02, lcpMedianMs: { '/products@4x': 800 } };

describe('timing budgets', () => {
  it('passes pages within their budgets', () => {
    expect(timingProblems([result('/products', 4, 0.01, 790), result('/login', 1, 0, 2_000)], budgets)).toEqual([]);
  });

  it('names a page that moved after painting, or painted its rows too late', () => {
    expect(timingProblems([result('/products', 4, 0.55, 1_540), result('/login', 1, 0.03, 100)], budgets)).toEqual([
      '/products cpu 4x: layout shift 0.550 > budget 0.02',
      '/products cpu 4x: LCP 1540 ms > budget 800 ms',
      '/login cpu 1x: layout shift 0.030 > budget 0.02',
    ]);
  });
});
