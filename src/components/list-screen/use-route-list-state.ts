/**
 * A list screen's state from its declaration (list-route.ts): the route's search, the list state kept
 * in the URL (useListState: search box, sort, paging, filters, reset, saved filters), each filter bound
 * for its field, and the query the list call sends, the same the route's loader asked for (one cache
 * entry).
 */
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useListState, type SearchUpdater } from '@/hooks/use-list-state';
import type { FilterSpec, FilterValues, ListSearchOf } from '@/lib/list-search';
import { useUiStore } from '@/stores/ui-store';
import { queryOfList, type ListSpec } from './list-route';

/** The keys of the filters of fixed codes, and a key's codes. */
type CodeKey<S extends FilterSpec> = {
  [K in keyof S & string]: S[K] extends readonly string[] ? K : never;
}[keyof S & string];
type CodeOf<S extends FilterSpec, K extends keyof S> = S[K] extends readonly (infer C extends string)[] ? C : never;

export function useRouteListState<S extends FilterSpec, X extends object, Q>(spec: ListSpec<S, X, Q>) {
  type Search = ListSearchOf<S> & X;
  // The declaration names its route by id; its search is what listRoute's search check made of the URL.
  const route = getRouteApi(spec.route as '/_app/');
  const search = route.useSearch() as Search;
  const navigate = route.useNavigate();
  const update = useCallback<SearchUpdater<Search>>(
    (change) => void navigate({ search: (s) => change(s as Search) as never }),
    [navigate],
  );
  const list = useListState(search, update, spec.filters, spec.sortColumns, (s) => spec.extra?.(s) ?? {});
  const savedPageSize = useUiStore((s) => s.pageSize);
  /**
   * One filter's value and change, for its field in the sidebar:
   * `<OptionFilter legend={…} options={…} {...list.filter('statuses', DEFAULT_STATUSES)} />`, where the
   * fallback is what the field shows while the URL names none (the server's default).
   */
  const filter = <K extends keyof S & string>(key: K, fallback?: FilterValues<S>[K]) => ({
    value: (search as FilterValues<S>)[key] ?? fallback,
    onChange: (value: FilterValues<S>[K]) => list.setFilters({ [key]: value } as FilterValues<S>),
  });
  /**
   * A filter of fixed codes (the values the declaration lists for it) with its options, each labelled
   * by `label`: `<OptionFilter legend={…} {...list.codes('statuses', (s) => t(`task:statuses.${s}`))} />`.
   */
  const codes = <K extends CodeKey<S> & keyof S & string>(
    key: K,
    label: (code: CodeOf<S, K>) => string,
    fallback?: FilterValues<S>[K],
  ) => ({
    options: (spec.filters[key] as unknown as readonly CodeOf<S, K>[]).map((id) => ({ id, label: label(id) })),
    ...filter(key, fallback),
  });
  return { ...list, spec, search, update, filter, codes, query: queryOfList(spec, search, savedPageSize) };
}

export type RouteListState<S extends FilterSpec, X extends object, Q> = ReturnType<typeof useRouteListState<S, X, Q>>;
