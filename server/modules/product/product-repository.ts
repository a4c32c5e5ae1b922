/**
 * Products in the database: the list (filters, search, sort, paging, the name in the user's
 * language), the reference lists, and the rows of the CSV export in list order.
 *
 * Both the list and the export work the way of http/list.ts: first the ids in order (filters and
 * sort, with only the joins the sort needs), then the rows of those ids by primary key. On 100,000
 * products a page then costs one sort of ids, not one of fully joined rows, and the export reads the
 * rows in batches in exactly the list's order.
 */
import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
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
import {
  containsPattern,
  idIn,
  idsInListOrder,
  inIdOrder,
  pagedList,
  type ListSource,
  type SortKey,
} from '../../http/list';
import { exportMoment } from '../../http/csv';
import type { PRODUCT_SORT_COLUMNS } from '../../../src/shared/constants/product';
import { PRODUCT_LANGUAGE_OF } from '../../../src/shared/constants/product';
import { MAX_INT, type Language } from '../../../src/shared/constants/common';
import { productStatusCode } from '../../../src/shared/enumerations';

type Filters = Omit<ProductExportQuery, 'orderBys'>;
type SortColumn = (typeof PRODUCT_SORT_COLUMNS)[number];

const TIME_ZONE = 'Europe/Brussels';

const byType = eq(productTypes.id, products.productTypeId);
const byMethod = eq(priceMethods.id, products.priceMethodId);
const byStatus = eq(productStatuses.id, products.productStatusId);
const byRebateGroup = eq(rebateGroups.id, products.rebateGroupId);

/**
 * The user's and the English text of a product, joined for the rows of a page (the sort uses the
 * stored sort name instead). For an English reader the second join is empty (ON false: skipped).
 */
export const ownText = alias(productTranslations, 'own_text');
export const englishText = alias(productTranslations, 'english_text');
export const byOwnText = (language: Language) =>
  and(eq(ownText.productId, products.id), eq(ownText.language, PRODUCT_LANGUAGE_OF[language]));
export const byEnglishText = (language: Language) =>
  language === 'en' ? sql`false` : and(eq(englishText.productId, products.id), eq(englishText.language, 'EN'));

/** `productName` in lower case, stored per reader's language (migration 0005 keeps it). */
const SORT_NAME = {
  en: products.sortNameEn,
  nl: products.sortNameNl,
  fr: products.sortNameFr,
} as const satisfies Record<Language, unknown>;

/**
 * The product's name in the user's language: its description in that language, else English, else
 * any (first by language code), else empty. Needs the joins `ownText` on `byOwnText` and
 * `englishText` on `byEnglishText`. COALESCE runs the last fallback only for the rare product with
 * neither text.
 */
export const productName = sql<string>`coalesce(${ownText.description}, ${englishText.description},
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

/**
 * The sort keys of PRODUCT_SORT_COLUMNS (text case-insensitively) and the joins each needs. Only a
 * missing rebate group can be null (it sorts last in both directions).
 */
const sortKeys = (language: Language): Record<SortColumn, SortKey> => ({
  code: { key: sql`lower(${products.code})` },
  // The stored lower-case name the user reads (kept by triggers on the texts), on its own index.
  name: { key: SORT_NAME[language] },
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
  updatedAt: { key: products.updatedAt },
});

/**
 * The product's rebate group, looked up by key: a page reads a handful of the thousands of groups
 * (a join would hash them all first).
 */
const rebateGroupOf = sql<
  string | null
>`(select ${rebateGroups.description} from ${rebateGroups} where ${rebateGroups.id} = ${products.rebateGroupId})`;

/** The products matching the filters, sortable by PRODUCT_SORT_COLUMNS; by id when unsorted. */
const productList = (db: Db, q: Filters, language: Language): ListSource<SortColumn> => ({
  from: products,
  id: products.id,
  where: whereOf(db, q),
  sorts: sortKeys(language),
});

export function listProducts(db: Db, q: ProductListQuery, language: Language) {
  return pagedList(db, {
    list: productList(db, q, language),
    query: q,
    rows: (byIds) =>
      db
        .select({
          productId: products.id,
          productGuid: products.guid,
          code: products.code,
          productTypeId: products.productTypeId,
          productTypeCode: productTypes.code,
          productTypeDescription: productTypes.description,
          priceMethodId: products.priceMethodId,
          priceMethodCode: priceMethods.code,
          priceMethodDescription: priceMethods.description,
          productStatusId: products.productStatusId,
          productStatusDescription: productStatuses.description,
          currentUserLocaleTranslationName: productName,
          rebateGroupId: products.rebateGroupId,
          rebateGroup: rebateGroupOf,
          updatedAt: products.updatedAt,
          version: products.version,
        })
        .from(products)
        .innerJoin(productTypes, byType)
        .innerJoin(priceMethods, byMethod)
        .innerJoin(productStatuses, byStatus)
        .leftJoin(ownText, byOwnText(language))
        .leftJoin(englishText, byEnglishText(language))
        .where(byIds),
    toItem: (r): ProductListItem => ({ ...r, updatedAt: r.updatedAt.toISOString() }),
    idOf: (item) => item.productId,
  });
}

export const productStatusOptions = (db: Db): Promise<ProductStatus[]> =>
  db
    .select({ productStatusId: productStatuses.id, description: productStatuses.description })
    .from(productStatuses)
    .orderBy(asc(productStatuses.id));

export const productTypeOptions = (db: Db): Promise<ProductType[]> =>
  db
    .select({ productTypeId: productTypes.id, code: productTypes.code, description: productTypes.description })
    .from(productTypes)
    .orderBy(asc(productTypes.description), asc(productTypes.id));

export const priceMethodOptions = (db: Db): Promise<PriceMethod[]> =>
  db
    .select({ priceMethodId: priceMethods.id, code: priceMethods.code, description: priceMethods.description })
    .from(priceMethods)
    .orderBy(asc(priceMethods.id));

/** The export's snapshot: the ids of every matching product in list order, read back in batches. */
export const productIdsInOrder = (db: Db, q: ProductExportQuery, language: Language): Promise<Int32Array> =>
  idsInListOrder(db, productList(db, q, language), q.orderBys);

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

/** The export rows of these ids, in their order: types, price methods and statuses by their codes. */
export async function exportRows(db: Db, ids: ArrayLike<number>, language: Language): Promise<ExportRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      productId: products.id,
      productGuid: products.guid,
      code: products.code,
      name: productName,
      productType: productTypes.code,
      priceMethod: priceMethods.code,
      status: productStatuses.description,
      statusId: products.productStatusId,
      rebateGroup: rebateGroups.description,
      updatedAt: exportMoment(products.updatedAt),
    })
    .from(products)
    .innerJoin(productTypes, byType)
    .innerJoin(priceMethods, byMethod)
    .innerJoin(productStatuses, byStatus)
    .leftJoin(rebateGroups, byRebateGroup)
    .leftJoin(ownText, byOwnText(language))
    .leftJoin(englishText, byEnglishText(language))
    .where(idIn(products.id, ids));
  return inIdOrder(ids, rows, (r) => r.productId).map(({ statusId, ...r }) => ({
    ...r,
    status: productStatusCode(statusId) ?? r.status,
  }));
}
