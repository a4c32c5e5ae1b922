/**
 * Paged, sorted lists the way docs/endpoints.md describes them (`{ items, totalCount, pageIndex, pageSize }`),
 * for any table with an integer primary key.
 *
 * A list works in two steps: first the ids of the page in order (filters and sort, with only the
 * joins the sort needs), then the rows of those ids by primary key, returned in that order. A page
 * then costs one sort of ids, not one of fully joined rows. The CSV export takes all matching ids in
 * the same order and reads the rows in batches.
 *
 * Every list read goes through the list cache of the database it reads (ListCache below), dropped
 * table by table when the database announces a write, so a page read before costs no statement.
 *
 * The convention every repository follows: its functions take the database first (`db: Db`), lists
 * too, and a route passes its `db` (`listContracts(db, query)`, `contractDetail(db, id, caller)`).
 * A list finds its cache from that `db` (`listCacheOf`: one per database handle, which `buildApp`
 * makes and keeps dropped; a handle without one, as in a script, reads straight from the database),
 * so a page is one call with one options object: `pagedList(db, { list, query, rows, toItem, idOf })`.
 */
import { count, getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
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

/**
 * The sorts of a list whose sort columns are its table's own columns, by the same names: text without
 * regard to case, a column that can be null last (the generated modules' lists).
 */
export function columnSorts<T extends PgTable, C extends keyof T['_']['columns'] & string>(
  table: T,
  columns: readonly C[],
): Record<C, SortKey> {
  const all: Record<string, Column> = getTableColumns(table);
  return Object.fromEntries(
    columns.map((name) => {
      const column = all[name]!;
      const key = column.dataType === 'string' ? sql`lower(${column})` : column;
      return [name, column.notNull ? { key } : { key, nullable: true }];
    }),
  ) as Record<C, SortKey>;
}

/** A term of the default order. */
export type SortTerm = SortKey & { descending?: boolean };

/** What a list lists; `C` are the columns its `orderBys` may name (the sort columns its endpoints name). */
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
  /**
   * The order when `orderBys` names no column, as an `orderBys` value of `sorts` (`documentDate_desc`):
   * the list screen shows it on its column (shared/constants); or `defaultOrder`, terms the screen does
   * not sort by; neither: by id only. Both before the tie-breaker.
   */
  defaultSort?: string;
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
  const requested = termsOf(list, orderBys ?? []);
  const terms = requested.length ? requested : defaultTerms(list);
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

/** The sort terms of `orderBys` values: a repeated column counts once, an unknown one is ignored. */
function termsOf<C extends string>(list: ListSource<C>, orderBys: readonly string[]): SortTerm[] {
  const seen = new Set<string>();
  const terms: SortTerm[] = [];
  for (const orderBy of orderBys) {
    const descending = orderBy.endsWith(DESC);
    const column = descending ? orderBy.slice(0, -DESC.length) : orderBy;
    if (!Object.hasOwn(list.sorts, column) || seen.has(column)) continue;
    seen.add(column);
    terms.push({ ...list.sorts[column as C], descending });
  }
  return terms;
}

function defaultTerms<C extends string>(list: ListSource<C>): readonly SortTerm[] {
  if (!list.defaultSort) return list.defaultOrder ?? [];
  const terms = termsOf(list, [list.defaultSort]);
  if (!terms.length) throw new Error(`The default sort ${list.defaultSort} is not a column the list sorts by`);
  return terms;
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

/** A query the list cache can key: its SQL text and parameters. */
type Keyed = { sql: string; params: unknown[] };

/**
 * What the lists read, per instance: the totals, the ids of each page and the rows of those ids,
 * each kept by its query (SQL and parameters: the list, its filter set, sort, page and language) with
 * the tables that query reads. A page a colleague (or the same person) has read before then costs
 * no statement at all; on the embedded database, which runs one statement at a time inside the
 * server, that is most of what a busy list costs.
 *
 * A write to one of those tables drops what read it: the database announces every write to every
 * instance (db/change-notifications.ts), and the instance that made a write through a route drops
 * everything before it answers (plugins/changes.ts), so the writer's next list is right even before
 * the announcement arrives. A read that was running while something was dropped is not kept. Beyond
 * `limit` (counted in rows: a total weighs one, a page of ids or rows its length) the least recently
 * used go. Only for reads whose answer depends on nothing but the tables (no `now()`).
 */
export class ListCache {
  readonly #entries = new Map<string, { value: unknown; tables: readonly string[]; weight: number }>();
  #weight = 0;
  #generation = 0;
  /** How often each table was written: a load is kept only when none of its tables was written meanwhile. */
  readonly #writes = new Map<string, number>();

  /** Where a load of `tables` started: every clear and every write of those tables moves it. */
  #stamp(tables: readonly string[]) {
    return `${this.#generation}:${tables.map((t) => this.#writes.get(t) ?? 0).join(',')}`;
  }
  constructor(private readonly limit = 200_000) {}

  /** The cached answer of `query`, else `load()`'s, kept. */
  async read<T>(query: Keyed, load: () => Promise<T>): Promise<T> {
    const key = `${query.sql}\u0000${JSON.stringify(query.params)}`;
    const known = this.#entries.get(key);
    if (known) {
      // Most recently used last.
      this.#entries.delete(key);
      this.#entries.set(key, known);
      return known.value as T;
    }
    // Per table: a job writing other tables all the time (a month run, a mailing) keeps no list uncached.
    const tables = tablesRead(query.sql);
    const stamp = this.#stamp(tables);
    const value = await load();
    if (stamp === this.#stamp(tables) && !this.#entries.has(key)) {
      const weight =
        Array.isArray(value) || ArrayBuffer.isView(value) ? Math.max(1, (value as ArrayLike<unknown>).length) : 1;
      this.#entries.set(key, { value, tables, weight });
      this.#weight += weight;
      for (const [oldest, entry] of this.#entries) {
        if (this.#weight <= this.limit) break;
        this.#entries.delete(oldest);
        this.#weight -= entry.weight;
      }
    }
    return value;
  }

  /** A table was written: what read it goes. */
  dropTable(table: string) {
    this.#writes.set(table, (this.#writes.get(table) ?? 0) + 1);
    for (const [key, entry] of this.#entries)
      if (entry.tables.includes(table)) {
        this.#entries.delete(key);
        this.#weight -= entry.weight;
      }
  }

  clear() {
    this.#generation++;
    this.#entries.clear();
    this.#weight = 0;
  }

  /** How many answers are kept. */
  get size() {
    return this.#entries.size;
  }
}

/** The tables a query reads: every `from "t"` and `join "t"` (drizzle quotes every table name). */
export const tablesRead = (text: string) => [
  ...new Set(Array.from(text.matchAll(/\b(?:from|join)\s+"([^"]+)"/gi), (m) => m[1]!)),
];

/** Each database handle's list cache (listCacheOf). */
const caches = new WeakMap<Db, ListCache>();

/**
 * The list cache of the database `db` stands for, made the first time: `buildApp` takes it and drops
 * from it on the database's announcements, every list read of `db` goes through it. Two apps on one
 * handle in one process (as tests make them) share it: what it keeps is the database's answer.
 */
export function listCacheOf(db: Db): ListCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ListCache()));
  return cache;
}

/** `load()`'s answer to `query`, kept in `db`'s list cache (straight from the database without one). */
export const readCached = <T>(db: Db, query: Keyed, load: () => Promise<T>): Promise<T> =>
  caches.get(db)?.read(query, load) ?? load();

declare module 'fastify' {
  interface FastifyInstance {
    /** The list cache of this instance's database (app.ts takes it; plugins/changes.ts clears it on a write). */
    listCache: ListCache;
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

/** The rows of a page as the list selects them: a query (drizzle's builder) the cache can key. */
export type RowsQuery<Row> = PromiseLike<Row[]> & { toSQL(): Keyed };

const dialect = new PgDialect();

/** What a page of a list is read from (pagedList). */
export type PageOf<C extends string, Row, R> = {
  /** What is listed: table, id, filters, sorts. */
  list: ListSource<C>;
  /** The page asked for and its order. */
  query: ListQuery;
  /** The list's own SELECT of a page's rows, with `.where(byIds)`. */
  rows: (byIds: SQL) => RowsQuery<Row>;
  /** A row as the answer's item. */
  toItem: (row: Row) => R;
  /** An item's id. */
  idOf: (item: R) => number;
};

/**
 * A page of the list: the ids of the page in order, then `rows(byIds)` reads their rows, which
 * `toItem` turns into the answer's items, in the ids' order. The total, the ids and the rows each go
 * through `db`'s list cache.
 */
export const pagedList = <C extends string, Row, R>(db: Db, page: PageOf<C, Row, R>): Promise<ListAnswer<R>> =>
  pagedListThrough(caches.get(db), db, page);

/** pagedList through the cache given (none: straight from the database). Exported for tests. */
export async function pagedListThrough<C extends string, Row, R>(
  cache: ListCache | undefined,
  db: Db,
  { list, query, rows, toItem, idOf }: PageOf<C, Row, R>,
): Promise<ListAnswer<R>> {
  const read = <T>(keyed: Keyed, load: () => Promise<T>) => cache?.read(keyed, load) ?? load();
  const { pageIndex, pageSize } = query;
  const window = { limit: pageSize, offset: (pageIndex - 1) * pageSize };
  const total = db.select({ n: count() }).from(list.from).where(list.where);
  const page = idsQuery(list, query.orderBys, window);
  const [ids, totalCount] = await Promise.all([
    read(dialect.sqlToQuery(page), async () =>
      Int32Array.from((await db.execute<{ id: number }>(page)).rows, (r) => Number(r.id)),
    ),
    read(total.toSQL(), async () => (await total)[0]?.n ?? 0),
  ]);
  if (!ids.length) return { items: [], totalCount, pageIndex, pageSize };
  const pageRows = rows(idIn(list.id, ids));
  const items = await read(pageRows.toSQL(), async () => inIdOrder(ids, (await pageRows).map(toItem), idOf));
  return { items, totalCount, pageIndex, pageSize };
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
