/**
 * Manual products in the database: the list, one product, create, update with optimistic
 * concurrency on the version (which also inactivates and reactivates), set-inactive for one or many,
 * the product types, and the active products a new manual invoice line may use.
 */
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  ManualProduct,
  ManualProductInput,
  ManualProductListQuery,
  ManualProductSetInactiveOutcomes,
  ManualProductUpdate,
} from '../../../src/shared/schemas/manual-product';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { manualProducts, manualProductTypes } from '../../db/schema';
import { badRequest, conflict, found } from '../../http/errors';
import { containsPattern, pagedList, type SortKey } from '../../http/list';
import {
  MANUAL_PRODUCT_DEFAULT_SORT,
  type MANUAL_PRODUCT_SORT_COLUMNS,
} from '../../../src/shared/constants/manual-product';
import { MANUAL_PRODUCT_DEFAULT_STATUSES } from '../../../src/shared/constants/manual-product';

const typeOf = (column: 'code' | 'description') =>
  sql<string>`(select t.${sql.raw(column)} from ${manualProductTypes} t where t.id = "manual_products"."product_type_id")`;

/** The columns of a product as the answers carry it (the type's code and description by key). */
const selection = {
  row: manualProducts,
  productTypeCode: typeOf('code'),
  productTypeDescription: typeOf('description'),
};
type Row = { row: typeof manualProducts.$inferSelect; productTypeCode: string; productTypeDescription: string };

const toDto = ({ row: r, productTypeCode, productTypeDescription }: Row): ManualProduct => ({
  manualProductId: r.id,
  code: r.code,
  description: r.description,
  productTypeId: r.productTypeId,
  productTypeCode,
  productTypeDescription,
  unitPrice: r.unitPrice,
  vatRate: r.vatRate,
  unit: r.unit,
  active: r.active,
  inactivatedAt: r.inactivatedAt?.toISOString() ?? null,
  version: r.version,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const sorts: Record<(typeof MANUAL_PRODUCT_SORT_COLUMNS)[number], SortKey> = {
  code: { key: manualProducts.code },
  description: { key: sql`lower(${manualProducts.description})` },
  productType: { key: typeOf('description') },
  unitPrice: { key: manualProducts.unitPrice },
  vatRate: { key: manualProducts.vatRate },
  updatedAt: { key: manualProducts.updatedAt },
};

/** The status filter: none chosen is active only; both is every product. */
function statusFilter(statuses: ManualProductListQuery['statuses']): SQL | undefined {
  const chosen = new Set(statuses?.length ? statuses : MANUAL_PRODUCT_DEFAULT_STATUSES);
  if (chosen.size === 2) return undefined;
  return eq(manualProducts.active, chosen.has('active'));
}

/** Search in the code and the description; filters on status and type; by code when unsorted. */
export function listManualProducts(db: Db, q: ManualProductListQuery) {
  const pattern = q.searchText ? containsPattern(q.searchText) : undefined;
  return pagedList(db, {
    list: {
      from: manualProducts,
      id: manualProducts.id,
      where: and(
        statusFilter(q.statuses),
        q.productTypeIds?.length ? inArray(manualProducts.productTypeId, q.productTypeIds) : undefined,
        pattern ? or(ilike(manualProducts.code, pattern), ilike(manualProducts.description, pattern)) : undefined,
      ),
      sorts,
      defaultSort: MANUAL_PRODUCT_DEFAULT_SORT,
    },
    query: q,
    rows: (byIds) => db.select(selection).from(manualProducts).where(byIds),
    toItem: toDto,
    idOf: (p) => p.manualProductId,
  });
}

export async function manualProductById(db: Db, id: number): Promise<ManualProduct | undefined> {
  const [row] = await db.select(selection).from(manualProducts).where(eq(manualProducts.id, id));
  return row && toDto(row);
}

export function manualProductTypeList(db: Db) {
  return db
    .select({
      productTypeId: manualProductTypes.id,
      code: manualProductTypes.code,
      description: manualProductTypes.description,
    })
    .from(manualProductTypes)
    .orderBy(asc(manualProductTypes.sortOrder), asc(manualProductTypes.id));
}

/** The active products, by code: what a new manual invoice line may use (its own line keeps the values). */
export async function lineProducts(db: Db) {
  const rows = await db
    .select(selection)
    .from(manualProducts)
    .where(eq(manualProducts.active, true))
    .orderBy(asc(manualProducts.code));
  return rows.map(({ row: r, productTypeDescription }) => ({
    manualProductId: r.id,
    code: r.code,
    description: r.description,
    productTypeId: r.productTypeId,
    productTypeDescription,
    unitPrice: r.unitPrice,
    vatRate: r.vatRate,
    unit: r.unit,
  }));
}

const CODE_TAKEN = { code: 'validation.unique' };

/** What the schema cannot check: the code free (case-insensitively), the product type known. */
async function check(db: Db, input: ManualProductInput, exceptId?: number) {
  const fieldErrors: Record<string, string> = {};
  const [clash] = await db
    .select({ id: manualProducts.id })
    .from(manualProducts)
    .where(sql`upper(${manualProducts.code}) = upper(${input.code})`)
    .limit(1);
  if (clash && clash.id !== exceptId) Object.assign(fieldErrors, CODE_TAKEN);
  const [type] = await db
    .select({ id: manualProductTypes.id })
    .from(manualProductTypes)
    .where(eq(manualProductTypes.id, input.productTypeId));
  if (!type) fieldErrors.productTypeId = 'validation.unknown';
  if (Object.keys(fieldErrors).length) throw badRequest('validation.failed', fieldErrors);
}

const fieldsOf = (input: ManualProductInput) => ({
  code: input.code,
  description: input.description,
  productTypeId: input.productTypeId,
  unitPrice: input.unitPrice,
  vatRate: input.vatRate,
  unit: input.unit,
});

export async function createManualProduct(db: Db, input: ManualProductInput): Promise<number> {
  await check(db, input);
  try {
    const [row] = await db.insert(manualProducts).values(fieldsOf(input)).returning({ id: manualProducts.id });
    return row!.id;
  } catch (error) {
    // Two creates racing past the check: the unique index decides, with the same field error.
    if (isUniqueViolation(error)) throw badRequest('validation.failed', CODE_TAKEN);
    throw error;
  }
}

/**
 * Updates only when the stored version is the one the caller loaded (one statement, so two
 * parallel updates cannot both win); otherwise 409 with the current product, or 404. `active` false
 * inactivates (the moment kept), true reactivates; an unchanged flag keeps its moment.
 */
export async function updateManualProduct(db: Db, input: ManualProductUpdate): Promise<ManualProduct> {
  found(await manualProductById(db, input.manualProductId));
  await check(db, input, input.manualProductId);
  const now = new Date();
  let updated;
  try {
    [updated] = await db
      .update(manualProducts)
      .set({
        ...fieldsOf(input),
        active: input.active,
        inactivatedAt: input.active
          ? null
          : sql`coalesce(${manualProducts.inactivatedAt}, ${now.toISOString()}::timestamptz)`,
        version: sql`${manualProducts.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(manualProducts.id, input.manualProductId), eq(manualProducts.version, input.version)))
      .returning({ id: manualProducts.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('validation.failed', CODE_TAKEN);
    throw error;
  }
  const current = found(await manualProductById(db, input.manualProductId));
  if (!updated) throw conflict(current);
  return current;
}

/**
 * Inactivates each product (one statement for all): an active one gets its moment and a new version,
 * an inactive one stays as it is (also a success); an unknown id is refused with `validation.notFound`.
 */
export async function setInactive(db: Db, ids: readonly number[]): Promise<ManualProductSetInactiveOutcomes> {
  const unique = [...new Set(ids)];
  const now = new Date();
  await db
    .update(manualProducts)
    .set({ active: false, inactivatedAt: now, version: sql`${manualProducts.version} + 1`, updatedAt: now })
    .where(and(inArray(manualProducts.id, unique), eq(manualProducts.active, true)));
  const known = new Set(
    (await db.select({ id: manualProducts.id }).from(manualProducts).where(inArray(manualProducts.id, unique))).map(
      (r) => r.id,
    ),
  );
  return {
    outcomes: unique.map((id) =>
      known.has(id)
        ? { manualProductId: id, ok: true, error: null }
        : { manualProductId: id, ok: false, error: 'validation.notFound' },
    ),
  };
}
