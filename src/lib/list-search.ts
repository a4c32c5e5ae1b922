/**
 * The list state in the URL (search text, sorting, page, page size), read with safe defaults so a
 * hand-edited or stale link never breaks the screen. Plain code rather than zod: route search
 * validation runs in the entry bundle, which must stay free of zod.
 */
import { PAGE_SIZES, type PageSize } from '../schemas/constants';

/** `sort` is one orderBys value (`code` or `code_desc`), kept as a plain string so links stay readable. */
export type ListSearch = { pageIndex?: number; pageSize?: PageSize; searchText?: string; sort?: string };

export function parseListSearch(raw: Record<string, unknown>, sortColumns: readonly string[]): ListSearch {
  const out: ListSearch = {};
  const page = Number(raw.pageIndex);
  if (Number.isInteger(page) && page > 1 && page <= 1_000_000) out.pageIndex = page;
  const size = Number(raw.pageSize);
  if ((PAGE_SIZES as readonly number[]).includes(size)) out.pageSize = size as PageSize;
  if (typeof raw.searchText === 'string' && raw.searchText.trim()) out.searchText = raw.searchText.slice(0, 200);
  const allowed = new Set(sortColumns.flatMap((c) => [c, `${c}_desc`]));
  if (typeof raw.sort === 'string' && allowed.has(raw.sort)) out.sort = raw.sort;
  return out;
}

/** A change of search, filters or page size starts again at page 1. */
export function withReset(search: ListSearch, change: Omit<ListSearch, 'pageIndex'>): ListSearch {
  const next: ListSearch = { ...search, ...change };
  delete next.pageIndex;
  for (const key of Object.keys(next) as (keyof ListSearch)[]) if (next[key] === undefined) delete next[key];
  return next;
}
