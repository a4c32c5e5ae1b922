/**
 * Products in the database: the list (filters, search, sort, paging, the name in the user's
 * language), the reference lists, and the rows of the CSV export in list order.
 *
 * Both the list and the export work in two steps: first the ids in order (filters and sort, with
 * only the joins the sort needs), then the rows of those ids by primary key. On 100,000 products a
 * page then costs one sort of ids, not one of fully joined rows, and the export reads the rows in
 * batches in exactly the list's order.
 */
import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  PriceMethod,
  ProductExportQuery,
  ProductListItem,
  ProductListQuery,
  ProductStatus,
  ProductType,
} from '../../../src/shared/schemas/product';
import type { Db } from '../../db/client';
import {
  priceMethods,
  products,
  productStatuses,
  productTranslations,
  productTypes,
  rebateGroups,
} from '../../db/schema';
import { containsPattern, pageWindow } from '../../http/list';

export type UserLanguage = 'en' | 'nl' | 'fr';
type Filters = Omit<ProductExportQuery, 'orderBys'>;

const TIME_ZONE = 'Europe/Brussels';
const MAX_INT = 2_147_483_647;
const LANGUAGE_CODES = { en: 'EN', nl: 'NL', fr: 'FR' } as const;

const byType = eq(productTypes.id, products.productTypeId);
const byMethod = eq(priceMethods.id, products.priceMethodId);
const byStatus = eq(productStatuses.id, products.productStatusId);
const byRebateGroup = eq(rebateGroups.id, products.rebateGroupId);

/**
 * The user's and the English text of a product, joined (a hash join each when sorting by name).
 * For an English reader the second join is empty (ON false: the planner skips it).
 */
const OWN_TEXT = 'own_text';
const ENGLISH_TEXT = 'english_text';
const ownText = alias(productTranslations, OWN_TEXT);
const englishText = alias(productTranslations, ENGLISH_TEXT);
/** An alias in a raw join: the table under the alias' name (drizzle renders an alias as its name only). */
const aliasOf = (name: string) => sql`${productTranslations} as ${sql.identifier(name)}`;
const byOwnText = (language: UserLanguage) =>
  and(eq(ownText.productId, products.id), eq(ownText.language, LANGUAGE_CODES[language]));
const byEnglishText = (language: UserLanguage) =>
  language === 'en' ? sql`false` : and(eq(englishText.productId, products.id), eq(englishText.language, 'EN'));

/**
 * The description in the user's language, else English, else any (first by language code), else
 * empty. COALESCE runs the last fallback only for the rare product with neither text.
 */
const name = sql<string>`coalesce(${ownText.description}, ${englishText.description},
  (select ${productTranslations.description} from ${productTranslations}
   where ${productTranslations.productId} = ${products.id} order by ${productTranslations.language} limit 1), '')`;

/** The instant a calendar day (YYYY-MM-DD) starts in Brussels, `days` later; computed by the database. */
const dayStart = (day: string, days = 0) => sql`((${day}::date + ${days}::int)::timestamp at time zone ${TIME_ZONE})`;

function whereOf(db: Db, q: Filters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (q.statusIds?.length) conditions.push(inArray(products.productStatusId, q.statusIds));
  if (q.productTypeIds?.length) conditions.push(inArray(products.productTypeId, q.productTypeIds));
  if (q.priceMethodIds?.length) conditions.push(inArray(products.priceMethodId, q.priceMethodIds));
  if (q.rebateGroupIds?.length) {
    // 0 stands for "no rebate group".
    const ids = q.rebateGroupIds.filter((id) => id > 0);
    conditions.push(
      or(
        ids.length ? inArray(products.rebateGroupId, ids) : undefined,
        q.rebateGroupIds.includes(0) ? isNull(products.rebateGroupId) : undefined,
      ),
    );
  }
  // Both days inclusive: from the start of the first to the start of the day after the last.
  if (q.updatedFrom) conditions.push(sql`${products.updatedAt} >= ${dayStart(q.updatedFrom)}`);
  if (q.updatedUntil) conditions.push(sql`${products.updatedAt} < ${dayStart(q.updatedUntil, 1)}`);
  if (q.searchText) {
    // The code or any description contains the text (each side on its trigram index), or it is the id.
    const pattern = containsPattern(q.searchText);
    const matching = alias(products, 'matching');
    const id = /^\d{1,10}$/.test(q.searchText) ? Number(q.searchText) : NaN;
    conditions.push(
      or(
        inArray(
          products.id,
          db
            .select({ id: matching.id })
            .from(matching)
            .where(ilike(matching.code, pattern))
            .union(
              db
                .select({ id: productTranslations.productId })
                .from(productTranslations)
                .where(ilike(productTranslations.description, pattern)),
            ),
        ),
        id <= MAX_INT ? eq(products.id, id) : undefined,
      ),
    );
  }
  return and(...conditions);
}

type SortKey = { key: SQL; joins: SQL[]; nullable?: boolean };

/** Sort keys of PRODUCT_SORT_COLUMNS (text case-insensitively) and the joins each needs. */
const sortKeys = (language: UserLanguage): Record<string, SortKey> => ({
  code: { key: sql`lower(${products.code})`, joins: [] },
  name: {
    key: sql`lower(${name})`,
    joins: [
      sql`left join ${aliasOf(OWN_TEXT)} on ${byOwnText(language)}`,
      sql`left join ${aliasOf(ENGLISH_TEXT)} on ${byEnglishText(language)}`,
    ],
  },
  productTypeDescription: {
    key: sql`lower(${productTypes.description})`,
    joins: [sql`join ${productTypes} on ${byType}`],
  },
  priceMethodDescription: {
    key: sql`lower(${priceMethods.description})`,
    joins: [sql`join ${priceMethods} on ${byMethod}`],
  },
  productStatusDescription: {
    key: sql`lower(${productStatuses.description})`,
    joins: [sql`join ${productStatuses} on ${byStatus}`],
  },
  rebateGroup: {
    key: sql`lower(${rebateGroups.description})`,
    joins: [sql`left join ${rebateGroups} on ${byRebateGroup}`],
    nullable: true,
  },
  updatedAt: { key: sql`${products.updatedAt}`, joins: [] },
});

/**
 * ORDER BY terms and joins for `orderBys` (`code`, `code_desc`; a repeated column counts once),
 * then the id as tie-breaker, so equal keys keep one order on every page and in the export. Only
 * a missing rebate group sorts last in both directions: NULLS LAST on a key that is never null
 * would keep the planner off the index (code, updated at).
 */
function orderOf(orderBys: readonly string[] | undefined, language: UserLanguage) {
  const keys = sortKeys(language);
  const seen = new Set<string>();
  const terms: SQL[] = [];
  const joins: SQL[] = [];
  for (const orderBy of orderBys ?? []) {
    const descending = orderBy.endsWith('_desc');
    const column = descending ? orderBy.slice(0, -'_desc'.length) : orderBy;
    const sort = keys[column];
    if (!sort || seen.has(column)) continue;
    seen.add(column);
    const direction = `${descending ? 'desc' : 'asc'}${sort.nullable ? ' nulls last' : ''}`;
    terms.push(sql`${sort.key} ${sql.raw(direction)}`);
    joins.push(...sort.joins);
  }
  terms.push(sql`${products.id} asc`);
  return { order: sql.join(terms, sql`, `), joins: sql.join(joins, sql` `) };
}

/** The matching ids in list order, a window of them when paging. */
async function orderedIds(
  db: Db,
  q: ProductExportQuery,
  language: UserLanguage,
  window: { limit: number; offset: number },
): Promise<number[]> {
  const where = whereOf(db, q);
  const { order, joins } = orderOf(q.orderBys, language);
  const result = await db.execute<{ id: number }>(
    sql`select ${products.id} as id from ${products} ${joins} ${where ? sql`where ${where}` : sql``}
        order by ${order} limit ${window.limit} offset ${window.offset}`,
  );
  return result.rows.map((r) => Number(r.id));
}

/** `id = any('{1,2,3}')`: one parameter however many ids. */
const idIn = (ids: ArrayLike<number>) =>
  sql`${products.id} = any(${`{${Array.prototype.join.call(ids, ',')}}`}::int[])`;

/** Rows in the order of `ids`; an id whose product is gone is skipped. */
function inOrderOf<R extends { productId: number }>(ids: ArrayLike<number>, rows: R[]): R[] {
  const byId = new Map(rows.map((r) => [r.productId, r]));
  return Array.from(ids, (id) => byId.get(id)).filter((r): r is R => r !== undefined);
}

export async function listProducts(db: Db, q: ProductListQuery, language: UserLanguage) {
  const [ids, [total]] = await Promise.all([
    orderedIds(db, q, language, pageWindow(q.pageIndex, q.pageSize)),
    db.select({ n: count() }).from(products).where(whereOf(db, q)),
  ]);
  const rows = ids.length
    ? await db
        .select({
          productId: products.id,
          productGuid: products.guid,
          code: products.code,
          productTypeId: products.productTypeId,
          productTypeDescription: productTypes.description,
          priceMethodId: products.priceMethodId,
          priceMethodDescription: priceMethods.description,
          productStatusId: products.productStatusId,
          productStatusDescription: productStatuses.description,
          currentUserLocaleTranslationName: name,
          rebateGroupId: products.rebateGroupId,
          rebateGroup: rebateGroups.description,
          updatedAt: products.updatedAt,
          version: products.version,
        })
        .from(products)
        .innerJoin(productTypes, byType)
        .innerJoin(priceMethods, byMethod)
        .innerJoin(productStatuses, byStatus)
        .leftJoin(rebateGroups, byRebateGroup)
        .leftJoin(ownText, byOwnText(language))
        .leftJoin(englishText, byEnglishText(language))
        .where(idIn(ids))
    : [];
  const items: ProductListItem[] = inOrderOf(ids, rows).map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
  return { items, totalCount: total?.n ?? 0, pageIndex: q.pageIndex, pageSize: q.pageSize };
}

export const productStatusOptions = (db: Db): Promise<ProductStatus[]> =>
  db
    .select({ productStatusId: productStatuses.id, description: productStatuses.description })
    .from(productStatuses)
    .orderBy(asc(productStatuses.id));

export const productTypeOptions = (db: Db): Promise<ProductType[]> =>
  db
    .select({ productTypeId: productTypes.id, description: productTypes.description })
    .from(productTypes)
    .orderBy(asc(productTypes.description), asc(productTypes.id));

export const priceMethodOptions = (db: Db): Promise<PriceMethod[]> =>
  db
    .select({ priceMethodId: priceMethods.id, description: priceMethods.description })
    .from(priceMethods)
    .orderBy(asc(priceMethods.id));

/**
 * The export's snapshot: the ids of every matching product in list order (one sort; 4 bytes a row
 * here), read back in batches by primary key. Its length is the number of rows.
 */
export async function productIdsInOrder(db: Db, q: ProductExportQuery, language: UserLanguage): Promise<Int32Array> {
  const where = whereOf(db, q);
  const { order, joins } = orderOf(q.orderBys, language);
  const result = await db.execute<{ ids: number[] | null }>(
    sql`select array_agg(${products.id} order by ${order}) as ids from ${products} ${joins}
        ${where ? sql`where ${where}` : sql``}`,
  );
  return Int32Array.from(result.rows[0]?.ids ?? []);
}

export type ExportRow = {
  productId: number;
  productGuid: string;
  code: string;
  name: string;
  productType: string;
  priceMethod: string;
  status: string;
  rebateGroup: string | null;
  /** Brussels local time, `YYYY-MM-DD HH:MM:SS` (what a spreadsheet reads as a date and time). */
  updatedAt: string;
};

/** The export rows of these ids, in their order. */
export async function exportRows(db: Db, ids: ArrayLike<number>, language: UserLanguage): Promise<ExportRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      productId: products.id,
      productGuid: products.guid,
      code: products.code,
      name,
      productType: productTypes.description,
      priceMethod: priceMethods.description,
      status: productStatuses.description,
      rebateGroup: rebateGroups.description,
      updatedAt: sql<string>`to_char(${products.updatedAt} at time zone ${TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS')`,
    })
    .from(products)
    .innerJoin(productTypes, byType)
    .innerJoin(priceMethods, byMethod)
    .innerJoin(productStatuses, byStatus)
    .leftJoin(rebateGroups, byRebateGroup)
    .leftJoin(ownText, byOwnText(language))
    .leftJoin(englishText, byEnglishText(language))
    .where(idIn(ids));
  return inOrderOf(ids, rows);
}
