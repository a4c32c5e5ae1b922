/**
 * When an infinite list loads its next page ("at 75% scroll"): once the bottom
 * of the viewport has passed 75 % of the content loaded so far, i.e. scrollTop + clientHeight >=
 * 0.75 * scrollHeight (the scroll threshold of the list the spec describes). Content shorter than
 * its viewport cannot be scrolled, so it loads the next page at once; a viewport not laid out yet
 * (hidden, size 0) loads nothing.
 */
export const NEXT_PAGE_THRESHOLD = 0.75;

export type ScrollMetrics = {
  /** Pixels scrolled from the top (scrollTop). */
  scrollOffset: number;
  /** Visible height of the scroll container (clientHeight). */
  viewportSize: number;
  /** Height of the loaded content (scrollHeight, without loading rows). */
  contentSize: number;
};

export function shouldLoadNextPage(
  { scrollOffset, viewportSize, contentSize }: ScrollMetrics,
  threshold = NEXT_PAGE_THRESHOLD,
): boolean {
  if (viewportSize <= 0) return false;
  if (contentSize <= viewportSize) return true;
  return scrollOffset + viewportSize >= threshold * contentSize;
}
