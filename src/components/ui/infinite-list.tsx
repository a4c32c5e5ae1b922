/**
 * A virtualized list that loads its next page as the user scrolls (at 75 %).
 * Only the rows in view (and a few around them) are in the DOM; each row's real height is measured,
 * so rows may differ in height. Below the rows: placeholder rows while the next page loads, a retry
 * when it failed, and an end-of-list line when there is nothing more. Accessible as a list: every
 * row a listitem with its position in the whole set (aria-posinset / aria-setsize), the list
 * aria-busy while loading, and a polite status line for screen readers.
 */
import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { shouldLoadNextPage } from '@/lib/infinite-scroll';
import { Button } from './button';
import { Skeleton } from './skeleton';

/** Placeholder rows of a list still loading its first page. */
const FIRST_LOAD_ROWS = 8;

export type InfiniteListProps<T> = {
  items: readonly T[];
  getKey: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** The accessible name of the list. */
  label: string;
  /** A row's height before it is measured (px). */
  estimateSize?: number;
  /** The first page is loading: placeholder rows instead of the list. */
  isLoading?: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** Loading the next page failed: a retry instead of loading again by itself. */
  isFetchNextPageError?: boolean;
  /** Loads the next page; not called again before its promise settles. */
  fetchNextPage: () => unknown;
  /** How many items there are in all, when known (aria-setsize). */
  totalCount?: number;
  /** Placeholder rows shown under the list while the next page loads. */
  loadingRows?: number;
  className?: string;
  rowClassName?: (item: T, index: number) => string | undefined;
};

function PlaceholderRows({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <div key={i} className="px-4 py-3" aria-hidden>
      <Skeleton className="h-10" />
    </div>
  ));
}

type RowOptions = Pick<
  VirtualizerOptions<HTMLDivElement, Element>,
  'count' | 'getScrollElement' | 'estimateSize' | 'getItemKey' | 'overscan'
>;

/**
 * TanStack Virtual's virtualizer for a scrolling element, as react-virtual's useVirtualizer wires
 * it, but handing back a snapshot of what a render needs instead of the (mutable, always identical)
 * instance, so that nothing built on it can go stale under memoisation.
 */
function useVirtualRows(options: RowOptions) {
  'use no memo';
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const resolved: VirtualizerOptions<HTMLDivElement, Element> = {
    observeElementRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    ...options,
    onChange: () => rerender(),
  };
  const [virtualizer] = useState(() => new Virtualizer(resolved));
  virtualizer.setOptions(resolved);
  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer._willUpdate());
  return {
    rows: virtualizer.getVirtualItems(),
    totalSize: virtualizer.getTotalSize(),
    scrollOffset: virtualizer.scrollOffset ?? 0,
    viewportSize: virtualizer.scrollRect?.height ?? 0,
    measureElement: virtualizer.measureElement,
  };
}

export function InfiniteList<T>({
  items,
  getKey,
  renderItem,
  label,
  estimateSize = 64,
  isLoading = false,
  hasNextPage,
  isFetchingNextPage,
  isFetchNextPageError = false,
  fetchNextPage,
  totalCount,
  loadingRows = 3,
  className,
  rowClassName,
}: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const { rows, totalSize, scrollOffset, viewportSize, measureElement } = useVirtualRows({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    getItemKey: (index) => getKey(items[index]!),
    overscan: 6,
  });

  // One request at a time, whatever renders in between; when it settles (a page, or nothing
  // because a refetch was already under way) the position is judged again.
  const pending = useRef(false);
  const [settled, setSettled] = useState(0);
  const load = useCallback(() => {
    pending.current = true;
    // A failure shows through isFetchNextPageError; here it only ends the wait.
    void Promise.resolve(fetchNextPage())
      .catch(() => undefined)
      .finally(() => {
        pending.current = false;
        setSettled((n) => n + 1);
      });
  }, [fetchNextPage]);
  useEffect(() => {
    if (pending.current || isLoading || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (shouldLoadNextPage({ scrollOffset, viewportSize, contentSize: totalSize })) load();
  }, [
    isLoading,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    scrollOffset,
    viewportSize,
    totalSize,
    load,
    settled,
  ]);

  const busy = isLoading || isFetchingNextPage;
  const status = busy ? t('list.loadingMore') : isFetchNextPageError ? t('list.loadMoreFailed') : '';

  return (
    <div
      ref={scrollRef}
      // Focusable, so that the list scrolls with the keyboard even when its rows hold no control.
      tabIndex={0}
      className={cn(
        'overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {isLoading ? (
        <div role="list" aria-label={label} aria-busy="true">
          <PlaceholderRows count={FIRST_LOAD_ROWS} />
        </div>
      ) : (
        <div role="list" aria-label={label} aria-busy={busy} className="relative w-full" style={{ height: totalSize }}>
          {rows.map((row) => {
            const item = items[row.index]!;
            return (
              <div
                key={row.key}
                role="listitem"
                aria-posinset={row.index + 1}
                aria-setsize={totalCount ?? -1}
                data-index={row.index}
                ref={measureElement}
                className={cn('absolute inset-x-0 top-0', rowClassName?.(item, row.index))}
                style={{ transform: `translateY(${row.start}px)` }}
              >
                {renderItem(item, row.index)}
              </div>
            );
          })}
        </div>
      )}
      {isFetchingNextPage && <PlaceholderRows count={loadingRows} />}
      {isFetchNextPageError && !isFetchingNextPage && (
        <div className="flex items-center justify-between gap-3 px-4 py-3 text-sm text-red-700">
          <span>{t('list.loadMoreFailed')}</span>
          <Button variant="secondary" onClick={load}>
            {t('actions.retry')}
          </Button>
        </div>
      )}
      {!isLoading && !hasNextPage && items.length > 0 && (
        <p className="px-4 py-3 text-center text-xs text-slate-600">{t('list.end')}</p>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
