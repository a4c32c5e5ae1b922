/**
 * What the two record types of access administration (roles, entities) read alike: a page of the
 * list and one record, through the same columns and mapping, and the list's search over a few of
 * their text columns.
 */
import { eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern, pagedList, type ListQuery, type RowsQuery, type SortKey } from '../../http/list';

/** Rows any of whose `columns` contain the search text (case-insensitive); none asked: every row. */
export const containing = (text: string | undefined, columns: readonly PgColumn[]) =>
  text ? or(...columns.map((column) => ilike(column, containsPattern(text)))) : undefined;

export type RecordSource<C extends string, Row, Item> = {
  table: PgTable;
  id: PgColumn;
  /** The list's sorts; it is by name unless the query names another order. */
  sorts: Record<C, SortKey>;
  /** The record's own SELECT (its columns, from `table`) with `where`. */
  select: (db: Db, where: SQL) => RowsQuery<Row>;
  toItem: (row: Row) => Item;
  idOf: (item: Item) => number;
};

/** The list page (filtered by `where`) and the single record of one source. */
export function recordsOf<C extends string, Row, Item>(source: RecordSource<C, Row, Item>) {
  const { table, id, sorts, select, toItem, idOf } = source;
  return {
    page: (db: Db, query: ListQuery, where: SQL | undefined) =>
      pagedList(db, {
        list: { from: table, id, where, sorts, defaultSort: 'name' },
        query,
        rows: (byIds) => select(db, byIds),
        toItem,
        idOf,
      }),
    find: async (db: Db, recordId: number): Promise<Item | null> => {
      const [row] = await select(db, eq(id, recordId));
      return row ? toItem(row) : null;
    },
  };
}
