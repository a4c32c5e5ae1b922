/**
 * __Records__ in the database: the list and its export, one record, create, update with
 * optimistic concurrency on the version, and delete. A row is the record as the answers carry it
 * (every column; the id named `__camel__Id`), so a new column needs no line here.
 */
import { and, eq, ilike, inArray, sql } from 'drizzle-orm';
import { __constant___DEFAULT_STATUSES, __constant___SORT_COLUMNS } from '../../../src/shared/constants/__kebab__';
import type {
  __pascal__,
  __pascal__ExportQuery,
  __pascal__Input,
  __pascal__ListQuery,
  __pascal__Update,
} from '../../../src/shared/schemas/__kebab__';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { __plural__ } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import {
  columnSorts,
  containsPattern,
  idIn,
  idsInListOrder,
  inIdOrder,
  pagedList,
  type ListSource,
} from '../../http/list';

const toDto = ({ id, createdAt, updatedAt, ...fields }: typeof __plural__.$inferSelect): __pascal__ => ({
  __camel__Id: id,
  ...fields,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

const sorts = columnSorts(__plural__, __constant___SORT_COLUMNS);

/** The list and its export: the statuses chosen (else the default ones), the name containing the search text; by name unless sorted. */
function __camel__List(q: __pascal__ExportQuery): ListSource<(typeof __constant___SORT_COLUMNS)[number]> {
  return {
    from: __plural__,
    id: __plural__.id,
    where: and(
      inArray(__plural__.status, [...(q.statuses?.length ? q.statuses : __constant___DEFAULT_STATUSES)]),
      q.searchText ? ilike(__plural__.name, containsPattern(q.searchText)) : undefined,
    ),
    sorts,
    defaultOrder: [sorts.name],
  };
}

export function list__pluralPascal__(db: Db, q: __pascal__ListQuery) {
  return pagedList(db, {
    list: __camel__List(q),
    query: q,
    rows: (byIds) => db.select().from(__plural__).where(byIds),
    toItem: toDto,
    idOf: (r) => r.__camel__Id,
  });
}

/** The export's snapshot: every matching id in list order (read back in batches). */
export const __camel__IdsInOrder = (db: Db, q: __pascal__ExportQuery) =>
  idsInListOrder(db, __camel__List(q), q.orderBys);

/** The records of these ids, in their order (one gone meanwhile is skipped). */
export async function __plural__ByIds(db: Db, ids: ArrayLike<number>): Promise<__pascal__[]> {
  const rows = await db.select().from(__plural__).where(idIn(__plural__.id, ids));
  return inIdOrder(ids, rows.map(toDto), (r) => r.__camel__Id);
}

export const __camel__ById = async (db: Db, id: number) => (await __plural__ByIds(db, [id]))[0];

/** The name is unique without regard to case (the table's index): a clash is the name's field error. */
async function unlessNameTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('validation.failed', { name: 'validation.unique' });
    throw error;
  }
}

export async function create__pascal__(db: Db, input: __pascal__Input): Promise<number> {
  const [row] = await unlessNameTaken(() => db.insert(__plural__).values(input).returning({ id: __plural__.id }));
  return row!.id;
}

/**
 * Updates only when the stored version is the one the caller loaded (one statement, so two parallel
 * updates cannot both win); otherwise 409 with the current record, or 404.
 */
export async function update__pascal__(db: Db, { __camel__Id, version, ...fields }: __pascal__Update) {
  const [updated] = await unlessNameTaken(() =>
    db
      .update(__plural__)
      .set({ ...fields, version: sql`${__plural__.version} + 1`, updatedAt: new Date() })
      .where(and(eq(__plural__.id, __camel__Id), eq(__plural__.version, version)))
      .returning(),
  );
  if (updated) return toDto(updated);
  const current = await __camel__ById(db, __camel__Id);
  if (!current) throw notFound();
  throw conflict(current);
}

export async function delete__pluralPascal__(db: Db, ids: number[]) {
  const deleted = await db.delete(__plural__).where(inArray(__plural__.id, ids)).returning({ id: __plural__.id });
  return { deletedCount: deleted.length };
}
