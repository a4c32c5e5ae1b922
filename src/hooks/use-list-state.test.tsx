import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, renderHook } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListSearchOf } from '@/lib/list-search';
import { useUiStore } from '@/stores/ui-store';
import { SEARCH_DEBOUNCE_MS } from './use-debounced-value';
import { useListState, type SearchUpdater } from './use-list-state';

const FILTERS = { statusIds: 'ids', updatedFrom: 'day' } as const;
type Search = ListSearchOf<typeof FILTERS>;

/** The URL's search as React state, the way the router holds it. */
function useHarness(initial: Search) {
  const [search, setSearch] = useState(initial);
  const update = useCallback<SearchUpdater<Search>>((change) => setSearch((s) => change(s)), []);
  return { search, list: useListState(search, update, FILTERS, ['code']) };
}

describe('useListState', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useUiStore.setState({ pageSize: 20 });
  });
  afterEach(() => vi.useRealTimers());

  it('sends paging, search, orderBys and filters; page size falls back to the saved one', () => {
    useUiStore.setState({ pageSize: 50 });
    const { result } = renderHook(() =>
      useHarness({ pageIndex: 2, searchText: ' azure ', sort: 'code_desc', statusIds: [1] }),
    );
    expect(result.current.list.query).toEqual({
      pageIndex: 2,
      pageSize: 50,
      searchText: 'azure',
      orderBys: ['code_desc'],
      statusIds: [1],
    });
    expect(result.current.list.activeFilters).toBe(1);
  });

  it('a filter or page-size change starts at page 1; paging and sorting keep the filters', () => {
    const { result } = renderHook(() => useHarness({ pageIndex: 4, statusIds: [1] }));
    act(() => result.current.list.setFilters({ statusIds: [1, 2] }));
    expect(result.current.search).toEqual({ statusIds: [1, 2] });
    act(() => result.current.list.setPage(3));
    act(() => result.current.list.setSort(['code']));
    expect(result.current.search).toEqual({ statusIds: [1, 2], pageIndex: 3, sort: 'code' });
    act(() => result.current.list.setPageSize(100));
    expect(result.current.search).toEqual({ statusIds: [1, 2], sort: 'code', pageSize: 100 });
    expect(useUiStore.getState().pageSize).toBe(100);
    act(() => result.current.list.setSort(undefined));
    expect(result.current.search).toEqual({ statusIds: [1, 2], pageSize: 100 });
  });

  it('typed search is applied after a pause and starts at page 1', () => {
    const { result } = renderHook(() => useHarness({ pageIndex: 4 }));
    act(() => result.current.list.setSearchText('exch'));
    expect(result.current.search).toEqual({ pageIndex: 4 });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.search).toEqual({ searchText: 'exch' });
    expect(result.current.list.searchText).toBe('exch');
  });

  it('reset clears filters and search (the box too), page and page size, and keeps the sort', () => {
    const { result } = renderHook(() =>
      useHarness({ pageIndex: 4, pageSize: 5, searchText: 'exch', sort: 'code', statusIds: [3] }),
    );
    expect(result.current.list.searchText).toBe('exch');
    act(() => result.current.list.reset());
    expect(result.current.search).toEqual({ sort: 'code' });
    expect(result.current.list.searchText).toBe('');
    expect(result.current.list.pageSize).toBe(20);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(result.current.search).toEqual({ sort: 'code' });
  });

  it('reset forgets the page size the user picked: the default (20) applies again', () => {
    const { result } = renderHook(() => useHarness({ statusIds: [3] }));
    act(() => result.current.list.setPageSize(50));
    expect(result.current.list.pageSize).toBe(50);
    act(() => result.current.list.reset());
    expect(result.current.search).toEqual({});
    expect(result.current.list.pageSize).toBe(20);
    expect(useUiStore.getState().pageSize).toBe(20);
  });

  it('applying a saved filter replaces the filters and the search box', () => {
    const { result } = renderHook(() => useHarness({ pageIndex: 2, statusIds: [2], updatedFrom: '2026-01-01' }));
    act(() => result.current.list.applySaved({ statusIds: [1], searchText: 'teams' }));
    expect(result.current.search).toEqual({ statusIds: [1], searchText: 'teams' });
    expect(result.current.list.searchText).toBe('teams');
    expect(result.current.list.savedValues()).toEqual({ statusIds: [1], searchText: 'teams' });
  });
});

describe('useListState in a router', () => {
  it('a search still pausing when the user leaves the screen is dropped, not applied over the new page', async () => {
    function ListScreen() {
      const search = listRoute.useSearch() as Search;
      const navigate = listRoute.useNavigate();
      const update = useCallback<SearchUpdater<Search>>(
        (change) => void navigate({ search: (s) => change(s as Search) }),
        [navigate],
      );
      const list = useListState(search, update, FILTERS, ['code']);
      return <input aria-label="Search" value={list.searchText} onChange={(e) => list.setSearchText(e.target.value)} />;
    }
    const root = createRootRoute({ component: Outlet });
    const listRoute = createRoute({ getParentRoute: () => root, path: '/', component: ListScreen });
    // The detail loads for longer than the search pauses: the list stays on screen meanwhile.
    const detail = createRoute({
      getParentRoute: () => root,
      path: '/detail',
      loader: () => new Promise((done) => setTimeout(done, SEARCH_DEBOUNCE_MS * 3)),
      component: () => null,
    });
    const router = createRouter({
      routeTree: root.addChildren([listRoute, detail]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    const view = render(<RouterProvider router={router} />);
    const box = await view.findByLabelText('Search');

    fireEvent.change(box, { target: { value: 'delvaux' } });
    act(() => router.history.push('/detail'));
    await act(() => new Promise((done) => setTimeout(done, SEARCH_DEBOUNCE_MS * 5)));
    expect(router.state.location.pathname).toBe('/detail');
    expect(router.state.location.search).toEqual({});
  });
});

describe('useListState with state beside the filters', () => {
  beforeEach(() => useUiStore.setState({ pageSize: 20 }));

  it('a filter reset and a saved filter keep what the screen shows beside its filters (a view)', () => {
    type ViewSearch = Search & { view?: 'customers' };
    const { result } = renderHook(() => {
      const [search, setSearch] = useState<ViewSearch>({ view: 'customers', statusIds: [1], pageIndex: 2 });
      const update = useCallback<SearchUpdater<ViewSearch>>((change) => setSearch((s) => change(s)), []);
      const keep = (s: ViewSearch) => (s.view ? { view: s.view } : {});
      return { search, list: useListState(search, update, FILTERS, ['code'], keep) };
    });
    act(() => result.current.list.reset());
    expect(result.current.search).toEqual({ view: 'customers' });
    act(() => result.current.list.applySaved({ statusIds: [2], view: 'ignored' }));
    expect(result.current.search).toEqual({ view: 'customers', statusIds: [2] });
  });
});
