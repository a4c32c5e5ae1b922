/**
 * The list state in the URL (search text, sorting, page, page size and the screen's filters), read
 * with safe defaults so a hand-edited or stale link never breaks the screen. Plain code rather than
 * zod: route search validation runs in the entry bundle, which must stay free of zod.
 */
import { isCalendarDay } from '../shared/calendar-day';
import { PAGE_SIZES, type PageSize } from '@/shared/constants/common';

/**
 * `sort` is one orderBys value (`code` or `code_desc`), kept as a plain string so links stay readable;
 * `savedView` a shared view's link (a saved filter's id): the screen applies it, which takes it out.
 */
export type ListSearch = {
  pageIndex?: number;
  pageSize?: PageSize;
  searchText?: string;
  sort?: string;
  savedView?: number;
};

/**
 * The filters a screen offers, by URL key: `ids` is a list of positive ids (a multi-select, 0 allowed
 * for "none"), `day` a calendar day `YYYY-MM-DD` (one end of a date range), `month` a month `YYYY-MM`
 * (one end of a range of invoicing months), and a list of codes the codes allowed (a multi-select of
 * fixed values: statuses, party types, languages).
 */
export type FilterSpec = Record<string, 'ids' | 'day' | 'month' | readonly string[]>;
export type FilterValues<S extends FilterSpec> = {
  -readonly [K in keyof S]?: S[K] extends 'ids' ? number[] : S[K] extends readonly string[] ? S[K][number][] : string;
};
export type ListSearchOf<S extends FilterSpec> = ListSearch & FilterValues<S>;

const MAX_IDS = 100;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const isMonth = (value: unknown): value is string => typeof value === 'string' && MONTH.test(value);

function parseIds(value: unknown): number[] | undefined {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const ids = [...new Set(list.map(Number).filter((n) => Number.isInteger(n) && n >= 0 && n <= 2_147_483_647))].slice(
    0,
    MAX_IDS,
  );
  return ids.length ? ids.sort((a, b) => a - b) : undefined;
}

/** The allowed codes among the value, once each, in the allowed order. */
function parseCodes(value: unknown, allowed: readonly string[]): string[] | undefined {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const codes = allowed.filter((code) => list.includes(code));
  return codes.length ? codes : undefined;
}

export function parseListSearch<S extends FilterSpec = Record<never, never>>(
  raw: Record<string, unknown>,
  sortColumns: readonly string[],
  filters?: S,
): ListSearchOf<S> {
  const out: ListSearch & Record<string, unknown> = {};
  const page = Number(raw.pageIndex);
  if (Number.isInteger(page) && page > 1 && page <= 1_000_000) out.pageIndex = page;
  const size = Number(raw.pageSize);
  if ((PAGE_SIZES as readonly number[]).includes(size)) out.pageSize = size as PageSize;
  if (typeof raw.searchText === 'string' && raw.searchText.trim()) out.searchText = raw.searchText.slice(0, 200);
  const allowed = new Set(sortColumns.flatMap((c) => [c, `${c}_desc`]));
  if (typeof raw.sort === 'string' && allowed.has(raw.sort)) out.sort = raw.sort;
  const savedView = typeof raw.savedView === 'string' || typeof raw.savedView === 'number' ? Number(raw.savedView) : 0;
  if (Number.isInteger(savedView) && savedView > 0 && savedView <= 2_147_483_647) out.savedView = savedView;
  for (const [key, kind] of Object.entries(filters ?? {})) {
    const value =
      kind === 'ids'
        ? parseIds(raw[key])
        : kind === 'day' || kind === 'month'
          ? (kind === 'day' ? isCalendarDay : isMonth)(raw[key])
            ? raw[key]
            : undefined
          : parseCodes(raw[key], kind);
    if (value !== undefined) out[key] = value;
  }
  return out as ListSearchOf<S>;
}

/**
 * What a list call sends for this search: paging (the URL's page size, else the remembered one),
 * the search text, the sort as orderBys and the screen's filters. The route's loader and the screen
 * build it the same way, so they share one cache entry.
 */
export type ListQueryOf<S extends FilterSpec> = {
  pageIndex: number;
  pageSize: PageSize;
  searchText: string | undefined;
  orderBys: string[] | undefined;
} & FilterValues<S>;

export function listQueryOf<S extends FilterSpec>(
  search: ListSearchOf<S>,
  filters: S,
  defaultPageSize: PageSize,
): ListQueryOf<S> {
  const values = search as Record<string, unknown>;
  const filterValues = Object.fromEntries(
    Object.keys(filters).flatMap((key) => (values[key] === undefined ? [] : [[key, values[key]]])),
  ) as FilterValues<S>;
  return {
    pageIndex: search.pageIndex ?? 1,
    pageSize: search.pageSize ?? defaultPageSize,
    searchText: search.searchText?.trim() || undefined,
    orderBys: search.sort ? [search.sort] : undefined,
    ...filterValues,
  };
}

/**
 * A list query without the keys the search leaves unset, for a call whose query takes none as
 * undefined (a record's rows, a list whose query the page adds to): `definedOf(listQueryOf(...))`.
 */
export const definedOf = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Defined<T>;

/** A type's keys that may be undefined made optional instead (exactOptionalPropertyTypes). */
type Defined<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

function withoutEmpty<T extends object>(search: T): T {
  const out = { ...search } as Record<string, unknown>;
  for (const key of Object.keys(out))
    if (out[key] === undefined || out[key] === '' || (Array.isArray(out[key]) && out[key].length === 0))
      delete out[key];
  return out as T;
}

/** A change of search, filters or page size starts again at page 1. */
export function withReset<T extends ListSearch>(search: T, change: Omit<ListSearch, 'pageIndex'> | Partial<T>): T {
  const next: ListSearch = withoutEmpty({ ...search, ...change });
  delete next.pageIndex;
  return next as T;
}

/** How many of the screen's filters are set (a date range counts once per end). */
export function countActiveFilters<S extends FilterSpec>(search: ListSearchOf<S>, filters: S): number {
  const values = search as Record<string, unknown>;
  return Object.keys(filters).filter((key) => {
    const value = values[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
  }).length;
}

/**
 * Filter reset: filters and search text cleared, page 1, the default page size.
 * The sort order is not a filter and stays.
 */
export function resetList<T extends ListSearch>(search: T): ListSearch {
  return search.sort ? { sort: search.sort } : {};
}

/** What a saved filter holds: the screen's filters, its search text and its sort. */
export type SavedFilterValues = Record<string, string | number | boolean | null | (string | number)[]>;

export function toSavedValues<S extends FilterSpec>(search: ListSearchOf<S>, filters: S): SavedFilterValues {
  const values = search as Record<string, unknown>;
  const out: SavedFilterValues = {};
  for (const key of [...Object.keys(filters), 'searchText', 'sort']) {
    const value = values[key];
    if (typeof value === 'string' || (Array.isArray(value) && value.length > 0)) out[key] = value as string | number[];
  }
  return out;
}

/**
 * Applying a saved filter replaces the screen's filters (and search and sort) with the saved
 * values, read as strictly as a URL, and starts at page 1; the page size stays.
 */
export function applySavedValues<S extends FilterSpec>(
  search: ListSearchOf<S>,
  saved: Record<string, unknown>,
  sortColumns: readonly string[],
  filters: S,
): ListSearchOf<S> {
  // A saved filter never holds a link to another one (`savedView`): opening a view stops there.
  const parsed = parseListSearch(
    { ...saved, pageIndex: undefined, pageSize: undefined, savedView: undefined },
    sortColumns,
    filters,
  );
  return withoutEmpty({ ...parsed, pageSize: search.pageSize }) as ListSearchOf<S>;
}
