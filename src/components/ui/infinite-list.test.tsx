import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfiniteList } from './infinite-list';

type Item = { id: number; height: number };
const itemsOf = (n: number, height = (i: number) => 50 + 0 * i): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, height: height(i) }));

// jsdom lays nothing out: the scroll container is 300 px high, each row as high as its item says.
const VIEWPORT = 300;
const descriptors = {
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
};
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('tabindex') === '0' ? VIEWPORT : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return Number(this.querySelector('[data-height]')?.getAttribute('data-height') ?? 0);
    },
  });
});
afterEach(() => {
  for (const [name, descriptor] of Object.entries(descriptors))
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
});

/** fetchNextPage as TanStack Query's: a promise that settles when the page has arrived. */
function pageLoader() {
  const arrivals: (() => void)[] = [];
  const fetchNextPage = vi.fn(() => new Promise<void>((resolve) => arrivals.push(resolve)));
  const arrive = () => act(async () => arrivals.shift()?.());
  return { fetchNextPage, arrive };
}

type ListProps = Partial<Parameters<typeof InfiniteList<Item>>[0]> & { items: Item[] };

function renderList(props: ListProps) {
  const { fetchNextPage, arrive } = pageLoader();
  const listOf = (shown: ListProps) => (
    <InfiniteList<Item>
      label="Things"
      getKey={(item) => item.id}
      renderItem={(item) => <p data-height={item.height}>Item {item.id}</p>}
      estimateSize={50}
      hasNextPage
      isFetchingNextPage={false}
      fetchNextPage={fetchNextPage}
      {...shown}
    />
  );
  const view = render(listOf(props));
  const list = screen.getByRole('list', { name: 'Things' });
  const scroller = list.parentElement!;
  const scrollTo = (top: number) =>
    act(() => {
      Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: top });
      fireEvent.scroll(scroller);
    });
  /** The list again with other props (the first ones forgotten). */
  const rerender = (shown: ListProps) => view.rerender(listOf(shown));
  return { ...view, rerender, fetchNextPage, arrive, list, scroller, scrollTo };
}

describe('InfiniteList', () => {
  it('renders only the rows in view, as list items with their place in the whole set', () => {
    const { list } = renderList({ items: itemsOf(100), totalCount: 240 });
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(20);
    expect(rows[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(rows[0]!.getAttribute('aria-setsize')).toBe('240');
    expect(list.style.height).toBe('5000px');
  });

  it('measures rows of different heights', () => {
    const { list } = renderList({ items: itemsOf(5, (i) => (i % 2 ? 80 : 40)), hasNextPage: false });
    expect(list.style.height).toBe('280px');
    const rows = screen.getAllByRole('listitem');
    expect(rows[1]!.style.transform).toBe('translateY(40px)');
    expect(rows[2]!.style.transform).toBe('translateY(120px)');
  });

  it('loads the next page once the bottom of the view passes 75 % of the loaded content', async () => {
    // 20 rows of 50 px = 1000 px; the bottom of the 300 px view reaches 750 px at scrollTop 450.
    const { fetchNextPage, arrive, scrollTo, rerender } = renderList({ items: itemsOf(20) });
    expect(fetchNextPage).not.toHaveBeenCalled();
    scrollTo(449);
    expect(fetchNextPage).not.toHaveBeenCalled();
    scrollTo(450);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    scrollTo(600);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);

    // While the page loads: placeholder rows, the list busy; then 40 rows (2000 px), threshold 1500 px.
    rerender({ isFetchingNextPage: true, items: itemsOf(20) });
    expect(screen.getByRole('list', { name: 'Things' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading more…');
    rerender({ items: itemsOf(40) });
    await arrive();
    expect(screen.getByRole('list', { name: 'Things' }).getAttribute('aria-busy')).toBe('false');
    scrollTo(1199);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    scrollTo(1200);
    expect(fetchNextPage).toHaveBeenCalledTimes(2);
  });

  it('judges the position again when a request settles without a page (a refetch was under way)', async () => {
    const { fetchNextPage, arrive, scrollTo } = renderList({ items: itemsOf(20) });
    scrollTo(700);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    scrollTo(710);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    await arrive();
    expect(fetchNextPage).toHaveBeenCalledTimes(2);
  });

  it('loads at once while the loaded rows do not fill the view', () => {
    const { fetchNextPage } = renderList({ items: itemsOf(3) });
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('shows the end of the list, and nothing more loads', () => {
    const { fetchNextPage, scrollTo } = renderList({ items: itemsOf(20), hasNextPage: false });
    scrollTo(700);
    expect(fetchNextPage).not.toHaveBeenCalled();
    expect(screen.getByText('You have reached the end of the list.')).toBeTruthy();
  });

  it('offers a retry when the next page failed, instead of loading again by itself', () => {
    const { fetchNextPage, scrollTo } = renderList({ items: itemsOf(20), isFetchNextPageError: true });
    scrollTo(700);
    expect(fetchNextPage).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('The next items could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('shows placeholder rows while the first page loads', () => {
    render(
      <InfiniteList<Item>
        label="Things"
        getKey={(item) => item.id}
        renderItem={(item) => <p>Item {item.id}</p>}
        isLoading
        hasNextPage={false}
        isFetchingNextPage={false}
        fetchNextPage={() => {}}
        items={[]}
      />,
    );
    expect(screen.getByRole('list', { name: 'Things' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
