/**
 * Paged, sorted lists the way docs/api.md describes them (`{ items, totalCount, pageIndex, pageSize }`),
 * for any table with an integer primary key.
 *
 * A list works in two steps: first the ids of the page in order (filters and sort, with only the
 * joins the sort needs), then the rows of those ids by primary key, returned in that order. A page
 * then costs one sort of ids, not one of fully joined rows. The CSV export takes all matching ids in
 * the same order and reads the rows in batches.
 */
import { count, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListAnswer } from '../../src/shared/schemas/common';
import type { Db } from '../db/client';

/** A sort key and the joins it needs: the ids query joins them only when the list sorts by it. */
export type SortKey = {
  key: SQL | Column;
  /** Joins shared by two keys must be the same SQL object: each is added once. */
  joins?: readonly SQL[];
  /**
   * Rows without a key sort last in both directions. Only for keys that can be null: NULLS LAST on
   * a descending key that is never null would keep the planner off an index on it.
   */
  nullable?: boolean;
};

/** A term of the default order. */
export type SortTerm = SortKey & { descending?: boolean };

/** What a list lists; `C` are the columns its `orderBys` may name (its contract's sort columns). */
export type ListSource<C extends string> = {
  from: PgTable;
  /**
   * The integer primary key: the last sort term, so rows with equal keys keep one order on every
   * page and in the export; and what the rows are read back by.
   */
  id: PgColumn;
  /** The direction of that tie-breaker; ascending unless set. */
  idDescending?: boolean;
  /** The filters. */
  where?: SQL | undefined;
  sorts: Record<C, SortKey>;
  /** The order when `orderBys` names no column, before the tie-breaker; none: by id only. */
  defaultOrder?: readonly SortTerm[];
};

/** What a list request holds: `orderBys` values are `column` or `column_desc`; `pageIndex` counts from 1. */
export type ListQuery = { orderBys?: readonly string[] | undefined; pageIndex: number; pageSize: number };

const DESC = '_desc';

/**
 * FROM (with only the joins the order needs) and WHERE of the matching ids, and their ORDER BY: the
 * `orderBys` columns (a repeated column counts once, an unknown one is ignored), else the default
 * order; then the tie-breaker.
 */
function orderedIds<C extends string>(list: ListSource<C>, orderBys: readonly string[] | undefined) {
  const seen = new Set<string>();
  const requested: SortTerm[] = [];
  for (const orderBy of orderBys ?? []) {
    const descending = orderBy.endsWith(DESC);
    const column = descending ? orderBy.slice(0, -DESC.length) : orderBy;
    if (!Object.hasOwn(list.sorts, column) || seen.has(column)) continue;
    seen.add(column);
    requested.push({ ...list.sorts[column as C], descending });
  }
  const terms = requested.length ? requested : (list.defaultOrder ?? []);
  const direction = (descending: boolean | undefined, nullable?: boolean) =>
    sql.raw(`${descending ? 'desc' : 'asc'}${nullable ? ' nulls last' : ''}`);
  const order = sql.join(
    [
      ...terms.map((t) => sql`${t.key} ${direction(t.descending, t.nullable)}`),
      sql`${list.id} ${direction(list.idDescending)}`,
    ],
    sql`, `,
  );
  const joins = sql.join([...new Set(terms.flatMap((t) => t.joins ?? []))], sql` `);
  return { from: sql`from ${list.from} ${joins} ${list.where ? sql`where ${list.where}` : sql``}`, order };
}

/** The query of the matching ids in list order, a window of them. Exported for tests. */
export function idsQuery<C extends string>(
  list: ListSource<C>,
  orderBys: readonly string[] | undefined,
  window: { limit: number; offset: number },
): SQL {
  const { from, order } = orderedIds(list, orderBys);
  return sql`select ${list.id} as id ${from} order by ${order} limit ${window.limit} offset ${window.offset}`;
}

/**
 * The totals of the lists, per instance: one per count query (its SQL and parameters: the list and
 * its filter set), with the tables that query reads. A write to one of those tables drops it: the
 * database announces every write to every instance (db/change-notifications.ts), and the instance
 * that made a write through a route drops all totals before it answers (plugins/changes.ts), so the
 * writer's next list is right even before the announcement arrives. A count that was running while
 * something was dropped is not kept. The oldest totals go beyond `limit`.
 */
export class ListCounts {
  readonly #totals = new Map<string, { count: number; tables: readonly string[] }>();
  #generation = 0;
  constructor(private readonly limit = 2_000) {}

  async count(db: Db, list: Pick<ListSource<string>, 'from' | 'where'>): Promise<number> {
    const query = db.select({ n: count() }).from(list.from).where(list.where);
    const { sql: text, params } = query.toSQL();
    const key = `${text}\u0000${JSON.stringify(params)}`;
    const known = this.#totals.get(key);
    if (known) return known.count;
    const generation = this.#generation;
    const [row] = await query;
    const total = row?.n ?? 0;
    if (generation === this.#generation) {
      this.#totals.set(key, { count: total, tables: tablesRead(text) });
      if (this.#totals.size > this.limit) this.#totals.delete(this.#totals.keys().next().value!);
    }
    return total;
  }

  /** A table was written: the totals that read it go. */
  dropTable(table: string) {
    this.#generation++;
    for (const [key, total] of this.#totals) if (total.tables.includes(table)) this.#totals.delete(key);
  }

  clear() {
    this.#generation++;
    this.#totals.clear();
  }

  get size() {
    return this.#totals.size;
  }
}

/** The tables a query reads: every `from "t"` and `join "t"` (drizzle quotes every table name). */
export const tablesRead = (text: string) => [
  ...new Set(Array.from(text.matchAll(/\b(?:from|join)\s+"([^"]+)"/gi), (m) => m[1]!)),
];

/** What a list reads with: the database and the instance's list totals. */
export type ListDb = { db: Db; counts: ListCounts };

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's list totals (app.ts creates them; plugins/changes.ts drops them on a write). */
    listCounts: ListCounts;
  }
}

/** `id = any('{1,2,3}')`: the rows of these ids, one parameter however many there are. */
export const idIn = (id: PgColumn, ids: ArrayLike<number>) =>
  sql`${id} = any(${`{${Array.prototype.join.call(ids, ',')}}`}::int[])`;

/** The rows in the order of `ids`; an id without a row (deleted meanwhile) is skipped. */
export function inIdOrder<R>(ids: ArrayLike<number>, rows: readonly R[], idOf: (row: R) => number): R[] {
  const byId = new Map(rows.map((r) => [idOf(r), r]));
  return Array.from(ids, (id) => byId.get(id)).filter((r): r is R => r !== undefined);
}

/**
 * A page of the list: the ids of the page in order, then `readRows(byIds)` reads their rows (the
 * list's own SELECT with `.where(byIds)`), which come back in the ids' order; `idOf` tells a row's id.
 */
export async function pagedList<C extends string, R>(
  { db, counts }: ListDb,
  list: ListSource<C>,
  query: ListQuery,
  readRows: (byIds: SQL) => Promise<R[]>,
  idOf: (row: R) => number,
): Promise<ListAnswer<R>> {
  const { pageIndex, pageSize } = query;
  const window = { limit: pageSize, offset: (pageIndex - 1) * pageSize };
  const [result, totalCount] = await Promise.all([
    db.execute<{ id: number }>(idsQuery(list, query.orderBys, window)),
    counts.count(db, list),
  ]);
  const ids = result.rows.map((r) => Number(r.id));
  const rows = ids.length ? await readRows(idIn(list.id, ids)) : [];
  return { items: inIdOrder(ids, rows, idOf), totalCount, pageIndex, pageSize };
}

/** Every matching id in list order (for an export: 4 bytes a row); its length is the number of rows. */
export async function idsInListOrder<C extends string>(
  db: Db,
  list: ListSource<C>,
  orderBys: readonly string[] | undefined,
): Promise<Int32Array> {
  const { from, order } = orderedIds(list, orderBys);
  const result = await db.execute<{ ids: number[] | null }>(
    sql`select array_agg(${list.id} order by ${order}) as ids ${from}`,
  );
  return Int32Array.from(result.rows[0]?.ids ?? []);
}

/** LIKE pattern for "contains the text", the wildcards in the text escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
