/**
 * Product prices in the database: the list by product guid, the reference lists of the price form,
 * create, update and delete. Writes check what the request schema cannot (references that must
 * exist, no overlapping price) inside a transaction that first locks the product row, so two
 * parallel writes on one product's prices are judged one after the other and cannot both pass.
 * An update is one UPDATE ... WHERE version = $v (409 with the current price otherwise).
 */
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  dayOfWire,
  toWireDay,
  type Price,
  type PriceCompany,
  type PriceCreated,
  type PriceInput,
  type PriceTranslation,
  type PriceType,
  type PriceUpdate,
} from '../../../../src/shared/schemas/price';
import type { Db } from '../../../db/client';
import {
  billingPlans,
  companies,
  prices,
  priceTranslations,
  priceTypes,
  products,
  termDurations,
} from '../../../db/schema';
import type { PriceValues } from '../../../db/schema/price';
import { badRequest, conflict, notFound, type FieldErrors } from '../../../http/errors';
import { containsPattern } from '../../../http/list';
import { pricesOverlap } from './price-rules';

/** The database or a transaction on it. */
type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const priceColumns = {
  priceId: prices.id,
  productGuid: products.guid,
  amount: prices.amount,
  priceTypeId: prices.priceTypeId,
  priceTypeDescription: priceTypes.description,
  entityId: prices.entityId,
  entityName: companies.name,
  dateFrom: prices.dateFrom,
  dateUntil: prices.dateUntil,
  quantityFrom: prices.quantityFrom,
  quantityUntil: prices.quantityUntil,
  description: prices.description,
  termDurationId: prices.termDurationId,
  billingPlanId: prices.billingPlanId,
  version: prices.version,
};

type PriceRow = Omit<Price, 'dateFrom' | 'dateUntil'> & { dateFrom: string | null; dateUntil: string | null };

const toPrice = (row: PriceRow): Price => ({
  ...row,
  amount: Number(row.amount),
  dateFrom: row.dateFrom === null ? null : toWireDay(row.dateFrom),
  dateUntil: row.dateUntil === null ? null : toWireDay(row.dateUntil),
});

function selectPrices(db: Queryable, where: SQL | undefined) {
  return db
    .select(priceColumns)
    .from(prices)
    .innerJoin(products, eq(products.id, prices.productId))
    .innerJoin(priceTypes, eq(priceTypes.id, prices.priceTypeId))
    .leftJoin(companies, eq(companies.id, prices.entityId))
    .where(where)
    .orderBy(
      sql`${prices.entityId} nulls first`,
      asc(prices.priceTypeId),
      sql`${prices.quantityFrom} nulls first`,
      sql`${prices.dateFrom} nulls first`,
      asc(prices.id),
    );
}

/**
 * The prices of a product (GET prices/{productguid}), general ones first, then by entity, price
 * type, quantity and start date; null when there is no such product.
 */
export async function listPrices(db: Queryable, productGuid: string, entityId?: number): Promise<Price[] | null> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.guid, productGuid.toLowerCase()));
  if (!product) return null;
  const rows = await selectPrices(
    db,
    and(eq(prices.productId, product.id), entityId === undefined ? undefined : eq(prices.entityId, entityId)),
  );
  return rows.map(toPrice);
}

export async function priceById(db: Queryable, priceId: number): Promise<Price | null> {
  const [row] = await selectPrices(db, eq(prices.id, priceId));
  return row ? toPrice(row) : null;
}

export async function priceTypeOptions(db: Queryable): Promise<PriceType[]> {
  return db
    .select({ priceTypeId: priceTypes.id, description: priceTypes.description })
    .from(priceTypes)
    .orderBy(asc(priceTypes.id));
}

export async function priceTranslationOptions(db: Queryable): Promise<PriceTranslation[]> {
  return db
    .select({
      priceTranslationId: priceTranslations.id,
      billingPlanId: priceTranslations.billingPlanId,
      billingPlanCode: billingPlans.code,
      termDurationId: priceTranslations.termDurationId,
      termDurationCode: termDurations.code,
      description: priceTranslations.description,
    })
    .from(priceTranslations)
    .innerJoin(billingPlans, eq(billingPlans.id, priceTranslations.billingPlanId))
    .innerJoin(termDurations, eq(termDurations.id, priceTranslations.termDurationId))
    .orderBy(asc(termDurations.id), asc(billingPlans.id));
}

const COMPANY_LIMIT = 50;

/** Companies a price can be for: the first 50 by name whose name or VAT number holds the text. */
export async function companyOptions(db: Queryable, searchText?: string): Promise<PriceCompany[]> {
  const text = searchText?.trim();
  return db
    .select({ companyId: companies.id, name: companies.name, vatNumber: companies.vatNumber })
    .from(companies)
    .where(
      text
        ? or(ilike(companies.name, containsPattern(text)), ilike(companies.vatNumber, containsPattern(text)))
        : undefined,
    )
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(COMPANY_LIMIT);
}

/** A price's columns as stored (days without time); the description falls back to the translation. */
type StoredPrice = PriceValues;

function storedOf(input: PriceInput): Omit<StoredPrice, 'description'> & { description: string | null } {
  const description = input.description?.trim();
  return {
    priceTypeId: input.priceTypeId,
    entityId: input.entityId ?? null,
    amount: input.amount,
    dateFrom: input.dateFrom ? dayOfWire(input.dateFrom) : null,
    dateUntil: input.dateUntil ? dayOfWire(input.dateUntil) : null,
    quantityFrom: input.quantityFrom ?? null,
    quantityUntil: input.quantityUntil ?? null,
    description: description ? description : null,
    termDurationId: input.termDurationId ?? null,
    billingPlanId: input.billingPlanId ?? null,
  };
}

/**
 * The first price of the product (by id) that `p` overlaps by the write rule (`pricesOverlap`),
 * other than `exceptId` (the price being updated); null when none.
 */
async function firstOverlapping(tx: Queryable, productId: number, p: StoredPrice, exceptId?: number) {
  const others = await tx
    .select({
      id: prices.id,
      priceTypeId: prices.priceTypeId,
      entityId: prices.entityId,
      dateFrom: prices.dateFrom,
      dateUntil: prices.dateUntil,
      quantityFrom: prices.quantityFrom,
      quantityUntil: prices.quantityUntil,
    })
    .from(prices)
    .where(eq(prices.productId, productId))
    .orderBy(asc(prices.id));
  return others.find((other) => other.id !== exceptId && pricesOverlap(other, p)) ?? null;
}

/**
 * Everything the schema cannot check, as field errors on the request's paths: the references, then
 * (when they are fine) the overlap with another price of the product. Returns the columns to store.
 */
async function checkPrice(
  tx: Queryable,
  productId: number,
  input: PriceInput,
  exceptId?: number,
): Promise<StoredPrice> {
  const stored = storedOf(input);
  const errors: FieldErrors = {};
  const exists = async (table: typeof priceTypes | typeof billingPlans | typeof termDurations, id: number) =>
    (await tx.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
  // One after the other: inside a transaction they share one connection (no parallel queries on it).
  const type = await exists(priceTypes, stored.priceTypeId);
  const entity =
    stored.entityId === null ||
    (await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, stored.entityId))).length > 0;
  const term = stored.termDurationId === null || (await exists(termDurations, stored.termDurationId));
  const plan = stored.billingPlanId === null || (await exists(billingPlans, stored.billingPlanId));
  const translation =
    stored.description === null && stored.termDurationId !== null && stored.billingPlanId !== null
      ? await tx
          .select({ description: priceTranslations.description })
          .from(priceTranslations)
          .where(
            and(
              eq(priceTranslations.termDurationId, stored.termDurationId),
              eq(priceTranslations.billingPlanId, stored.billingPlanId),
            ),
          )
      : [];
  if (!type) errors.priceTypeId = 'validation.notFound';
  if (!entity) errors.entityId = 'validation.notFound';
  if (!term) errors.termDurationId = 'validation.notFound';
  if (!plan) errors.billingPlanId = 'validation.notFound';
  if (Object.keys(errors).length) throw badRequest('validation.failed', errors);
  const clash = await firstOverlapping(tx, productId, stored, exceptId);
  if (clash) throw badRequest('validation.failed', { quantityFrom: `validation.priceOverlap|${clash.id}` });
  return { ...stored, description: stored.description ?? translation[0]?.description ?? null };
}

/** Locks the product row for the rest of the transaction; its id, or null when there is none. */
async function lockProduct(tx: Queryable, where: SQL): Promise<{ id: number; guid: string } | null> {
  const [row] = await tx.select({ id: products.id, guid: products.guid }).from(products).where(where).for('update');
  return row ?? null;
}

export async function createPrice(db: Db, input: PriceInput): Promise<PriceCreated> {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, eq(products.guid, input.productGuid.toLowerCase()));
    if (!product) throw badRequest('validation.failed', { productGuid: 'validation.notFound' });
    const stored = await checkPrice(tx, product.id, input);
    const [row] = await tx
      .insert(prices)
      .values({ productId: product.id, ...stored })
      .returning({ priceId: prices.id });
    return { priceId: row!.priceId };
  });
}

/**
 * Updates when the stored version is the one the caller loaded; otherwise 409 with the current
 * price, or 404. A price stays with its product: another productGuid is refused.
 */
export async function updatePrice(db: Db, input: PriceUpdate): Promise<Price> {
  const [current] = await db.select({ productId: prices.productId }).from(prices).where(eq(prices.id, input.priceId));
  if (!current) throw notFound();
  const updated = await db.transaction(async (tx) => {
    const product = await lockProduct(tx, eq(products.id, current.productId));
    if (!product) return null;
    if (product.guid !== input.productGuid.toLowerCase())
      throw badRequest('validation.failed', { productGuid: 'validation.notEditable' });
    // A stale edit is a conflict before anything else (the product lock holds the version still).
    const [now] = await tx.select({ version: prices.version }).from(prices).where(eq(prices.id, input.priceId));
    if (!now || now.version !== input.version) return null;
    const stored = await checkPrice(tx, product.id, input, input.priceId);
    const [row] = await tx
      .update(prices)
      .set({ ...stored, version: sql`${prices.version} + 1`, updatedAt: new Date() })
      .where(and(eq(prices.id, input.priceId), eq(prices.version, input.version)))
      .returning({ id: prices.id });
    return row ? priceById(tx, row.id) : null;
  });
  if (updated) return updated;
  const now = await priceById(db, input.priceId);
  if (!now) throw notFound();
  throw conflict(now);
}

/** Deletes a price; false when there is none. */
export async function deletePrice(db: Queryable, priceId: number): Promise<boolean> {
  const rows = await db.delete(prices).where(eq(prices.id, priceId)).returning({ id: prices.id });
  return rows.length > 0;
}
