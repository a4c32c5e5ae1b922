import { describe, expect, it } from 'vitest';
import { timingProblems, type TimingResult } from './page-timings';

const result = (page: string, profile: string, cls: number, lcp: number, ready = lcp): TimingResult => {
  const at = (v: number) => ({ median: v, min: v, max: v });
  return {
    page,
    profile,
    summary: {
      fcp: at(lcp),
      lcp: at(lcp),
      ready: at(ready),
      interactive: at(ready),
      longestTask: at(50),
      cls: at(cls),
      heapMB: at(10),
    },
  };
};
const budgets = {
  clsMax: 0.02,
  lcpMedianMs: { '/products@4x': 800 },
  readyMedianMs: { '/products@slow4g': 1_000 },
};

const problems = (...results: TimingResult[]) => timingProblems(results, budgets);

describe('timing budgets', () => {
  it('passes pages within their budgets', () => {
    expect(
      problems(
        result('/products', '4x', 0.01, 790),
        result('/products', 'slow4g', 0, 2_000, 990),
        result('/login', '1x', 0, 2_000),
      ),
    ).toEqual([]);
  });

  it('names a page that moved after painting, or painted its rows too late', () => {
    expect(
      problems(
        result('/products', '4x', 0.55, 1_540),
        result('/products', 'slow4g', 0, 900, 1_400),
        result('/login', '1x', 0.03, 100),
      ),
    ).toEqual([
      '/products 4x: layout shift 0.550 > budget 0.02',
      '/products 4x: LCP 1540 ms > budget 800 ms',
      '/products slow4g: ready 1400 ms > budget 1000 ms',
      '/login 1x: layout shift 0.030 > budget 0.02',
    ]);
  });

  it('gives a slower machine time budgets grown by its factor, never a larger layout shift', () => {
    expect(timingProblems([result('/products', '4x', 0.01, 1_540)], budgets, 2)).toEqual([]);
    expect(timingProblems([result('/products', '4x', 0.03, 1_700)], budgets, 2)).toEqual([
      '/products 4x: layout shift 0.030 > budget 0.02',
      '/products 4x: LCP 1700 ms > budget 1600 ms',
    ]);
  });
});
