/**
 * A list screen in one declaration. A feature declares its list once (`defineList`, in its
 * `<domain>-list.ts`): the route it lives at, the module that guards it, its filters and sort
 * columns as URL keys, the texts it needs, its queries and the screen parts to load with it. The
 * route file spreads `listRoute(list)` beside its component; the page reads the same declaration
 * through `useRouteListState` (use-route-list-state.ts), so the route and the screen ask for the same
 * query and share one cache entry.
 *
 * `listRoute` makes what every list route ran by hand: the search check (plain code, no zod: route
 * options run in the start-up bundle), the loader's dependencies (the search and the remembered page
 * size), the module guard and the loader, which starts the texts, the screen's lazily loaded parts and
 * the queries beside the route's code. The queries' factory is imported when the route loads (a small
 * chunk, never the start-up bundle): that rule lives here, not in every route file.
 */
import type { FetchQueryOptions } from '@tanstack/react-query';
import { requireModule } from '@/lib/guards';
import { loadNamespaces } from '@/lib/i18n';
import { listQueryOf, parseListSearch, type FilterSpec, type ListQueryOf, type ListSearchOf } from '@/lib/list-search';
import { loadQueries } from '@/lib/query-client';
import type { ModuleKey } from '@/shared/catalogue';
import type { PageSize } from '@/shared/constants/common';
import { idOfSegment } from '@/lib/url';
import { useUiStore } from '@/stores/ui-store';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query of the factories
type AnyQuery = FetchQueryOptions<any, any, any, any>;

export type ListSpec<S extends FilterSpec, X extends object, Q> = {
  /** The route's id (`/_app/contract/`): the screen reads its search and navigates through it. */
  route: string;
  /** The module whose read right the route needs; its edit right offers the add button. */
  module: ModuleKey;
  /** The filters, as URL keys (the names the list call takes). */
  filters: S;
  /** The columns the list sorts by (`orderBys`), from the domain's constants. */
  sortColumns: readonly string[];
  /** The order the server keeps when none is chosen (shared/constants), shown on its column. */
  defaultSort?: string;
  /** Text namespaces the screen needs beyond those already loaded (its layout's). */
  namespaces?: readonly string[];
  /**
   * What the screen shows beyond its filters, read from the URL as strictly (the invoices' view, a
   * simulation's drafts): kept by a filter reset and by applying a saved filter, never saved.
   */
  extra?: (raw: Record<string, unknown>) => X;
  /** What the list call sends, when it is more than the paging, search, sort and filters (`listQueryOf`). */
  query?: (search: ListSearchOf<S> & X, pageSize: PageSize) => Q;
  /** The queries the route loads: the list and its filters' options, from the feature's query factory. */
  queries: () => Promise<
    (query: NoInfer<Q>, search: ListSearchOf<S> & X, params: Record<string, string>) => AnyQuery[]
  >;
  /** Parts of the screen to load with the route, so it paints complete (the date filter's inputs). */
  preload?: () => Promise<unknown>;
};

/** A list's declaration, its types inferred (the list call's query is `listQueryOf`'s unless `query` says). */
export const defineList = <const S extends FilterSpec, X extends object = Record<never, never>, Q = ListQueryOf<S>>(
  spec: ListSpec<S, X, Q>,
) => spec;

/**
 * The queries of a record's rows screen (an import's rows, a month run's log lines): the record's
 * detail with the rows `query` asks for, the record named by the route's `param`; none for a bad id.
 */
export const recordRowsQueries =
  <Q>(param: string, detail: (id: number, query: Q) => AnyQuery) =>
  (query: Q, _search: unknown, params: Record<string, string>): AnyQuery[] => {
    const id = idOfSegment(params[param] ?? '');
    return id === null ? [] : [detail(id, query)];
  };

/** What the list call sends for a search: the route's loader and the screen build it the same way. */
export function queryOfList<S extends FilterSpec, X extends object, Q>(
  spec: ListSpec<S, X, Q>,
  search: ListSearchOf<S> & X,
  pageSize: PageSize,
): Q {
  return spec.query ? spec.query(search, pageSize) : (listQueryOf(search, spec.filters, pageSize) as Q);
}

/** The search check: the list's search with safe defaults, and the extra state when the list has one. */
export function parseListRouteSearch<S extends FilterSpec, X extends object, Q>(
  spec: ListSpec<S, X, Q>,
  raw: Record<string, unknown>,
): ListSearchOf<S> & X {
  return { ...parseListSearch(raw, spec.sortColumns, spec.filters), ...spec.extra?.(raw) } as ListSearchOf<S> & X;
}

type LoaderContext<S extends FilterSpec, X extends object> = {
  deps: { search: ListSearchOf<S> & X; pageSize: PageSize };
  context: Parameters<typeof loadQueries>[0]['context'];
  cause: Parameters<typeof loadQueries>[0]['cause'];
};

/**
 * The route's path parameters, which the router passes to every loader. Not in `LoaderContext`: the
 * router would infer the route's parameter types from that declaration instead of from its path.
 */
const paramsOf = (match: object) => (match as { params?: Record<string, string> }).params ?? {};

/** The route options of a list screen: spread them into `createFileRoute(...)` beside the component. */
export function listRoute<S extends FilterSpec, X extends object, Q>(spec: ListSpec<S, X, Q>) {
  return {
    validateSearch: (raw: Record<string, unknown>) => parseListRouteSearch(spec, raw),
    loaderDeps: ({ search }: { search: ListSearchOf<S> & X }) => ({ search, pageSize: useUiStore.getState().pageSize }),
    beforeLoad: requireModule(spec.module),
    loader: (match: LoaderContext<S, X>) => {
      const { search, pageSize } = match.deps;
      return Promise.all([
        spec.namespaces?.length ? loadNamespaces(...spec.namespaces) : undefined,
        spec.preload?.().catch(() => undefined),
        spec
          .queries()
          .then((queriesOf) =>
            loadQueries(match, ...queriesOf(queryOfList(spec, search, pageSize), search, paramsOf(match))),
          ),
      ]);
    },
  };
}
