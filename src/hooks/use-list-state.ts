/**
 * The state of one list screen, kept in the URL: search text (typed, applied
 * after a short pause), filters, sort, page and page size. Every change but paging starts at page 1;
 * the chosen page size is also remembered locally as the default for every list, until a reset.
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import {
  applySavedValues,
  countActiveFilters,
  listQueryOf,
  resetList,
  toSavedValues,
  withReset,
  type FilterSpec,
  type FilterValues,
  type ListSearchOf,
} from '@/lib/list-search';
import { useUiStore } from '@/stores/ui-store';
import { SEARCH_DEBOUNCE_MS } from './use-debounced-value';
import type { PageSize } from '@/shared/constants/common';

/** Applies a change to the URL's search (the route's navigate with a search updater). */
export type SearchUpdater<T> = (update: (previous: T) => T) => void;

/**
 * `keep` names what the screen shows beyond its filters (the invoices' view, a simulation's drafts):
 * a filter reset and a saved filter leave it as it is.
 */
export function useListState<S extends FilterSpec, T extends ListSearchOf<S> = ListSearchOf<S>>(
  search: T,
  update: SearchUpdater<T>,
  filters: S,
  sortColumns: readonly string[],
  keep: (search: T) => object = () => ({}),
) {
  const savedPageSize = useUiStore((s) => s.pageSize);
  const query = listQueryOf(search, filters, savedPageSize);
  const { pageIndex, pageSize } = query;

  // The search box: typing is applied after a pause; a change of the URL from elsewhere (reset,
  // saved filter, back button) replaces what the box shows, unless it is what was just typed.
  const urlText = search.searchText ?? '';
  const [text, setText] = useState(urlText);
  const [seen, setSeen] = useState({ url: urlText, pushed: urlText });
  if (seen.url !== urlText) {
    setSeen({ url: urlText, pushed: seen.pushed });
    if (urlText !== seen.pushed) setText(urlText);
  }
  // Leaving the screen (a row's link clicked while the pause runs) drops the pending search: applied
  // after it, it would take the user back to the list.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  useEffect(() => {
    if (text === urlText) return;
    const timer = setTimeout(() => {
      setSeen((s) => ({ ...s, pushed: text }));
      update((s) => withReset(s, { searchText: text.trim() ? text : undefined }));
    }, SEARCH_DEBOUNCE_MS);
    const unsubscribe = router?.subscribe('onBeforeNavigate', (event) => {
      if (event.pathChanged) clearTimeout(timer);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe?.();
    };
  }, [text, urlText, update, router]);

  return {
    pageIndex,
    pageSize,
    /** What the list call sends: paging, search, orderBys and the filters (listQueryOf). */
    query,
    activeFilters: countActiveFilters(search, filters),
    searchText: text,
    setSearchText: setText,
    setSort: (orderBys: string[] | undefined) =>
      update((s) => {
        const next = { ...s, sort: orderBys?.[0] };
        if (next.sort === undefined) delete next.sort;
        return next;
      }),
    setPage: (page: number) =>
      update((s) => {
        const next: T = { ...s, pageIndex: page };
        if (page <= 1) delete next.pageIndex;
        return next;
      }),
    setPageSize: (size: PageSize) => {
      useUiStore.getState().setPageSize(size);
      update((s) => withReset(s, { pageSize: size }));
    },
    /** Sets one or more filters (an undefined value clears it) and starts at page 1. */
    setFilters: (change: FilterValues<S>) => update((s) => withReset(s, change as Partial<T>)),
    /** Filter reset: the URL's page size goes (resetList) and so does the remembered one. */
    reset: () => {
      useUiStore.getState().resetPageSize();
      update((s) => ({ ...resetList(s), ...keep(s) }) as T);
    },
    savedValues: () => toSavedValues(search, filters),
    applySaved: (saved: Record<string, unknown>) =>
      update((s) => ({ ...applySavedValues(s, saved, sortColumns, filters), ...keep(s) }) as T),
  };
}

export type ListState = ReturnType<typeof useListState>;
