import { describe, expect, it } from 'vitest';
import { NEXT_PAGE_THRESHOLD, shouldLoadNextPage } from './infinite-scroll';

describe('shouldLoadNextPage (75 % rule)', () => {
  it('loads once the bottom of the viewport passes 75 % of the loaded content', () => {
    expect(NEXT_PAGE_THRESHOLD).toBe(0.75);
    // 1000 px loaded, 300 px visible: the bottom edge reaches 750 px at scrollTop 450.
    expect(shouldLoadNextPage({ scrollOffset: 0, viewportSize: 300, contentSize: 1000 })).toBe(false);
    expect(shouldLoadNextPage({ scrollOffset: 449, viewportSize: 300, contentSize: 1000 })).toBe(false);
    expect(shouldLoadNextPage({ scrollOffset: 450, viewportSize: 300, contentSize: 1000 })).toBe(true);
    expect(shouldLoadNextPage({ scrollOffset: 700, viewportSize: 300, contentSize: 1000 })).toBe(true);
  });

  it('measures against the content loaded so far, which grows with every page', () => {
    expect(shouldLoadNextPage({ scrollOffset: 450, viewportSize: 300, contentSize: 2000 })).toBe(false);
    expect(shouldLoadNextPage({ scrollOffset: 1200, viewportSize: 300, contentSize: 2000 })).toBe(true);
  });

  it('loads at once when the content does not fill the viewport, never before layout', () => {
    expect(shouldLoadNextPage({ scrollOffset: 0, viewportSize: 600, contentSize: 400 })).toBe(true);
    expect(shouldLoadNextPage({ scrollOffset: 0, viewportSize: 600, contentSize: 600 })).toBe(true);
    expect(shouldLoadNextPage({ scrollOffset: 0, viewportSize: 0, contentSize: 0 })).toBe(false);
  });

  it('takes another threshold', () => {
    expect(shouldLoadNextPage({ scrollOffset: 450, viewportSize: 300, contentSize: 1000 }, 0.9)).toBe(false);
    expect(shouldLoadNextPage({ scrollOffset: 600, viewportSize: 300, contentSize: 1000 }, 0.9)).toBe(true);
  });
});
