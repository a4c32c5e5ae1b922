/** Paged, sorted, searchable lists the way API.md describes them, for any table. */
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

/** ORDER BY terms from `orderBys` (`code`, `code_desc`), then a stable tie-breaker. */
export function orderByFrom(
  orderBys: readonly string[] | undefined,
  columns: Record<string, AnyColumn>,
  tieBreaker: AnyColumn,
): SQL[] {
  const terms = (orderBys ?? []).flatMap((o) => {
    const descending = o.endsWith('_desc');
    const column = columns[descending ? o.slice(0, -'_desc'.length) : o];
    return column ? [descending ? desc(column) : asc(column)] : [];
  });
  return [...terms, asc(tieBreaker)];
}

/** LIKE pattern for a search text, wildcards in it escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const pageWindow = (pageIndex: number, pageSize: number) => ({
  limit: pageSize,
  offset: (pageIndex - 1) * pageSize,
});
