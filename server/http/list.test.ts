/** The list helper on the real database: sort, tie-breaker, nulls last, default order, paging, joins. */
import { desc, eq, sql } from 'drizzle-orm';
import { integer, PgDialect, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announced, createTestApp, type TestApp } from '../testing/test-app';
import { ensureChangeNotifications } from '../db/change-notifications';
import {
  columnSorts,
  idsInListOrder,
  idsQuery,
  inIdOrder,
  ListCache,
  pagedListThrough,
  tablesRead,
  type ListQuery,
  type ListSource,
  type SortKey,
} from './list';

const groups = pgTable('list_test_groups', { id: serial('id').primaryKey(), label: text('label').notNull() });
const items = pgTable('list_test_items', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  rank: integer('rank'),
  groupId: integer('group_id'),
});

/** id: name, rank, group. */
const ROWS = [
  { name: 'b', rank: 2, groupId: 1 },
  { name: 'a', rank: null, groupId: null },
  { name: 'b', rank: 1, groupId: 2 },
  { name: 'c', rank: null, groupId: 1 },
  { name: 'a', rank: 3, groupId: null },
  { name: 'b', rank: 2, groupId: 2 },
  { name: 'c', rank: 1, groupId: 1 },
];

const groupJoin = sql`left join ${groups} on ${eq(groups.id, items.groupId)}`;
const sorts: Record<'name' | 'rank' | 'group' | 'groupLength', SortKey> = {
  name: { key: items.name },
  rank: { key: items.rank, nullable: true },
  group: { key: groups.label, joins: [groupJoin], nullable: true },
  groupLength: { key: sql`length(${groups.label})`, joins: [groupJoin], nullable: true },
};
const list = (more: Partial<ListSource<keyof typeof sorts>> = {}): ListSource<keyof typeof sorts> => ({
  from: items,
  id: items.id,
  sorts,
  ...more,
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.execute(sql`create table list_test_groups (id serial primary key, label text not null)`);
  await db.execute(
    sql`create table list_test_items (id serial primary key, name text not null, rank integer, group_id integer)`,
  );
  await db.insert(groups).values([{ label: 'A' }, { label: 'B' }]);
  await db.insert(items).values(ROWS);
});
afterAll(() => t.close());

/** A page (rows read back in reverse, to prove the helper puts them in order). */
const read = (cache: ListCache, source: ListSource<keyof typeof sorts>, query: ListQuery) =>
  pagedListThrough(cache, t.database.db, {
    list: source,
    query,
    rows: (byIds) => t.database.db.select().from(items).where(byIds).orderBy(desc(items.id)),
    toItem: (row) => row,
    idOf: (row) => row.id,
  });

/** The ids of one page, read without a cache. */
async function page(orderBys: string[] | undefined, pageIndex = 1, pageSize = 100, source = list()) {
  const answer = await read(new ListCache(), source, { orderBys, pageIndex, pageSize });
  return { ...answer, ids: answer.items.map((r) => r.id) };
}
const ids = async (orderBys?: string[], source?: ListSource<keyof typeof sorts>) =>
  (await page(orderBys, 1, 100, source)).ids;
const sqlOf = (orderBys: string[]) => new PgDialect().sqlToQuery(idsQuery(list(), orderBys, { limit: 10, offset: 0 }));

describe('pagedList', () => {
  it('sorts ascending and descending, equal keys by id', async () => {
    expect(await ids(['name'])).toEqual([2, 5, 1, 3, 6, 4, 7]);
    expect(await ids(['name_desc'])).toEqual([4, 7, 1, 3, 6, 2, 5]);
    expect(await ids(['name_desc', 'rank'])).toEqual([7, 4, 3, 1, 6, 5, 2]);
  });

  it('keeps equal keys in one order across pages', async () => {
    const walked: number[] = [];
    for (let pageIndex = 1; pageIndex <= 4; pageIndex++) walked.push(...(await page(['name'], pageIndex, 2)).ids);
    expect(walked).toEqual([2, 5, 1, 3, 6, 4, 7]);
  });

  it('sorts a nullable key last in both directions', async () => {
    expect(await ids(['rank'])).toEqual([3, 7, 1, 6, 5, 2, 4]);
    expect(await ids(['rank_desc'])).toEqual([5, 1, 6, 3, 7, 2, 4]);
    expect(await ids(['group'])).toEqual([1, 4, 7, 3, 6, 2, 5]);
    expect(await ids(['group_desc'])).toEqual([3, 6, 1, 4, 7, 2, 5]);
  });

  it('counts a repeated column once and ignores unknown ones', async () => {
    expect(await ids(['name_desc', 'rank', 'name'])).toEqual(await ids(['name_desc', 'rank']));
    expect(sqlOf(['name_desc', 'rank', 'name', 'rank_desc'])).toEqual(sqlOf(['name_desc', 'rank']));
    expect(sqlOf(['bogus', 'constructor', 'name'])).toEqual(sqlOf(['name']));
  });

  it('takes the default order (and the id direction) when no column is named', async () => {
    const newestFirst = list({
      defaultOrder: [{ key: items.rank, descending: true, nullable: true }],
      idDescending: true,
    });
    expect(await ids(undefined, newestFirst)).toEqual([5, 6, 1, 7, 3, 4, 2]);
    expect(await ids([], newestFirst)).toEqual([5, 6, 1, 7, 3, 4, 2]);
    expect(await ids(['name'], newestFirst)).toEqual([5, 2, 6, 3, 1, 7, 4]);
    expect(await ids()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('takes a default sort, an orderBys value the screen shows, as if it were asked for', async () => {
    const byRankDesc = list({ defaultSort: 'rank_desc' });
    expect(await ids(undefined, byRankDesc)).toEqual(await ids(['rank_desc']));
    expect(await ids(['name'], byRankDesc)).toEqual(await ids(['name']));
    // A default the list does not sort by is a mistake in the code, said at once.
    await expect(ids(undefined, list({ defaultSort: 'bogus' }))).rejects.toThrow(/default sort bogus/);
  });

  it('answers the page window with the total count of the filters', async () => {
    expect(await page(['name'], 2, 3)).toMatchObject({ ids: [3, 6, 4], totalCount: 7, pageIndex: 2, pageSize: 3 });
    expect(await page(['name'], 3, 3)).toMatchObject({ ids: [7], totalCount: 7 });
    expect(await page(['name'], 4, 3)).toMatchObject({ ids: [], items: [], totalCount: 7 });
    const inGroupA = list({ where: eq(items.groupId, 1) });
    expect(await page(['rank_desc'], 1, 2, inGroupA)).toMatchObject({ ids: [1, 7], totalCount: 3 });
  });

  it('joins what a sort needs only when sorting by it, each join once', () => {
    expect(sqlOf(['name', 'rank_desc']).sql).not.toMatch(/join/i);
    expect(sqlOf([]).sql).not.toMatch(/join/i);
    const byGroup = sqlOf(['group_desc', 'groupLength']).sql;
    expect(byGroup.match(/left join "list_test_groups"/g)).toHaveLength(1);
    expect(byGroup).toMatch(
      /order by "list_test_groups"."label" desc nulls last, length\("list_test_groups"."label"\) asc nulls last, "list_test_items"."id" asc/,
    );
  });
});

describe('columnSorts', () => {
  it("sorts by the table's columns of those names: text without regard to case, a nullable one last", async () => {
    const byColumns = list({ sorts: { ...sorts, ...columnSorts(items, ['name', 'rank']) } });
    expect(await ids(['name_desc', 'rank'], byColumns)).toEqual(await ids(['name_desc', 'rank']));
    expect(await ids(['rank_desc'], byColumns)).toEqual(await ids(['rank_desc']));
    expect(
      new PgDialect().sqlToQuery(idsQuery(byColumns, ['name_desc', 'rank'], { limit: 10, offset: 0 })).sql,
    ).toMatch(
      /order by lower\("list_test_items"."name"\) desc, "list_test_items"."rank" asc nulls last, "list_test_items"."id" asc/,
    );
  });
});

describe('idsInListOrder', () => {
  it('gives every matching id in list order', async () => {
    const all = await idsInListOrder(t.database.db, list(), ['group_desc', 'groupLength', 'name']);
    expect(all).toBeInstanceOf(Int32Array);
    expect([...all]).toEqual(await ids(['group_desc', 'groupLength', 'name']));
    expect([...(await idsInListOrder(t.database.db, list({ where: eq(items.name, 'z') }), undefined))]).toEqual([]);
  });
});

describe('inIdOrder', () => {
  it('puts rows in the order of the ids and skips ids without a row', () => {
    expect(inIdOrder([3, 1, 2], [{ id: 1 }, { id: 3 }], (r) => r.id)).toEqual([{ id: 3 }, { id: 1 }]);
  });
});

describe('the list cache (ListCache)', () => {
  const firstTwo = (cache: ListCache, source = list()) => read(cache, source, { pageIndex: 1, pageSize: 2 });
  const heard = (table: string) => announced(t.app, table);

  it('answers a page read before without the database, until a table it read is dropped', async () => {
    const cache = new ListCache();
    expect(await firstTwo(cache)).toMatchObject({ totalCount: 7, items: [{ id: 1 }, { id: 2 }] });
    // The total, the ids of the page and their rows.
    expect(cache.size).toBe(3);
    // Written behind the cache's back (nobody tells it): the kept answer stays.
    await t.database.db.execute(sql`update list_test_items set name = 'B' where id = 1`);
    expect(await firstTwo(cache)).toMatchObject({ totalCount: 7, items: [{ id: 1, name: 'b' }, { id: 2 }] });
    // A second filter set is kept beside the first.
    await firstTwo(cache, list({ where: eq(items.groupId, 1) }));
    expect(cache.size).toBe(6);
    cache.dropTable('list_test_groups');
    expect(cache.size).toBe(6);
    cache.dropTable('list_test_items');
    expect(cache.size).toBe(0);
    expect(await firstTwo(cache)).toMatchObject({ totalCount: 7, items: [{ id: 1, name: 'B' }, { id: 2 }] });
    await t.database.db.execute(sql`update list_test_items set name = 'b' where id = 1`);
    expect(
      tablesRead('select count(*) from "a" "x" left join "b" on true where "a"."id" in (select 1 from "c")'),
    ).toEqual(['a', 'b', 'c']);
  });

  it('drops what read a table when it is written, by any writer: the database announces it', async () => {
    // Tables made after the start get their trigger the next time the server starts.
    await ensureChangeNotifications(t.database.db);
    const cache = new ListCache();
    const stop = t.app.events.subscribe((e) => {
      if (e.type === 'tableChanged') cache.dropTable(e.table);
    });
    try {
      expect((await firstTwo(cache)).totalCount).toBe(7);
      const written = heard('list_test_items');
      // Written in plain SQL, as another program would: no route announced it.
      await t.database.db.execute(sql`insert into list_test_items (name) values ('d')`);
      await written;
      expect((await firstTwo(cache)).totalCount).toBe(8);
      // A write elsewhere leaves it alone.
      const other = heard('list_test_groups');
      await t.database.db.execute(sql`update list_test_groups set label = label`);
      await other;
      expect(cache.size).toBe(3);
      const deleted = heard('list_test_items');
      await t.database.db.execute(sql`delete from list_test_items where name = 'd'`);
      await deleted;
      expect((await firstTwo(cache)).totalCount).toBe(7);
    } finally {
      stop();
    }
  });

  it('keeps nothing that was being read while one of its tables was written, and all else', async () => {
    const cache = new ListCache();
    const reading = firstTwo(cache);
    cache.dropTable('list_test_items');
    expect((await reading).totalCount).toBe(7);
    // Only the rows of the page, read after the write.
    expect(cache.size).toBe(1);
    // A job that writes other tables all the time (a month run, a mailing) leaves the list cached.
    const other = new ListCache();
    const meanwhile = firstTwo(other);
    other.dropTable('invoice_lines');
    await meanwhile;
    expect(other.size).toBe(3);
  });

  it('keeps at most its limit of rows, the least recently used going first', async () => {
    // A total weighs one, a page of ids or rows its length: 1 + 2 + 2 a read.
    const cache = new ListCache(10);
    const [a, b, c] = ['a', 'b', 'c'].map((name) => list({ where: eq(items.name, name) }));
    await firstTwo(cache, a);
    await firstTwo(cache, b);
    expect(cache.size).toBe(6);
    await firstTwo(cache, a);
    await firstTwo(cache, c);
    // b's three went, a was used since.
    expect(cache.size).toBe(6);
    // Renamed behind the cache's back: a's kept page stands, b is read anew.
    await t.database.db.execute(sql`update list_test_items set name = upper(name) where id in (1, 2)`);
    try {
      expect((await firstTwo(cache, a)).items.map((r) => [r.id, r.name])).toEqual([
        [2, 'a'],
        [5, 'a'],
      ]);
      expect((await firstTwo(cache, b)).items.map((r) => r.id)).toEqual([3, 6]);
    } finally {
      await t.database.db.execute(sql`update list_test_items set name = lower(name) where id in (1, 2)`);
    }
  });
});
