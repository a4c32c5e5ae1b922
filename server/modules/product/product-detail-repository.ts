/**
 * One product in the database: the detail (texts, partner profiles, metadata values), create and
 * update. Writes check what the request schema cannot: references that must exist, the code unique
 * case-insensitively, and metadata values against their stored definition (data type, accessibility).
 * An update is one UPDATE ... WHERE version = $v, so two parallel edits cannot both win; its texts
 * and metadata are replaced in the same transaction.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  type MetadataItem,
  type ProductCreated,
  type ProductDetail,
  type ProductInput,
  type ProductUpdate,
} from '../../../src/shared/schemas/product';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  priceMethods,
  productMetadata,
  productMetadataDefinitions,
  products,
  productStatuses,
  productTranslations,
  productTypes,
  rebateGroups,
} from '../../db/schema';
import { badRequest, conflict, notFound, type FieldErrors } from '../../http/errors';
import { checkMetadataEntries, definitionItem, type MetadataMode, type MetadataRow } from '../../lib/metadata';
import { byEnglishText, byOwnText, englishText, ownText, productName } from './product-repository';
import { PRODUCT_LANGUAGES } from '../../../src/shared/constants/product';
import type { Language } from '../../../src/shared/constants/common';

/** The database or a transaction on it. */
type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
type Definition = typeof productMetadataDefinitions.$inferSelect;

/** The metadata definitions for products (GET metadatas/product), in their display order. */
export async function metadataDefinitions(db: Queryable): Promise<MetadataItem[]> {
  const rows = await db
    .select()
    .from(productMetadataDefinitions)
    .orderBy(asc(productMetadataDefinitions.sortOrder), asc(productMetadataDefinitions.id));
  return rows.map(definitionItem);
}

/** The full product, or null. */
export async function productDetail(db: Queryable, where: SQL, language: Language): Promise<ProductDetail | null> {
  const [row] = await db
    .select({
      product: products,
      productTypeCode: productTypes.code,
      productTypeDescription: productTypes.description,
      priceMethodCode: priceMethods.code,
      priceMethodDescription: priceMethods.description,
      productStatusDescription: productStatuses.description,
      rebateGroup: rebateGroups.description,
      name: productName,
    })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .innerJoin(priceMethods, eq(priceMethods.id, products.priceMethodId))
    .innerJoin(productStatuses, eq(productStatuses.id, products.productStatusId))
    .leftJoin(rebateGroups, eq(rebateGroups.id, products.rebateGroupId))
    .leftJoin(ownText, byOwnText(language))
    .leftJoin(englishText, byEnglishText(language))
    .where(where)
    .limit(1);
  if (!row) return null;
  const p = row.product;
  const [texts, metadata] = await Promise.all([
    db
      .select({
        productTranslationId: productTranslations.id,
        language: productTranslations.language,
        description: productTranslations.description,
      })
      .from(productTranslations)
      .where(eq(productTranslations.productId, p.id)),
    db
      .select({
        metadataId: productMetadataDefinitions.id,
        code: productMetadataDefinitions.code,
        category: productMetadataDefinitions.category,
        value: productMetadata.value,
        accessibility: productMetadataDefinitions.accessibility,
        dataType: productMetadataDefinitions.dataType,
      })
      .from(productMetadata)
      .innerJoin(productMetadataDefinitions, eq(productMetadataDefinitions.id, productMetadata.metadataId))
      .where(eq(productMetadata.productId, p.id))
      .orderBy(asc(productMetadataDefinitions.sortOrder), asc(productMetadataDefinitions.id)),
  ]);
  const translations = [...texts].sort(
    (a, b) => PRODUCT_LANGUAGES.indexOf(a.language) - PRODUCT_LANGUAGES.indexOf(b.language),
  );
  return {
    productId: p.id,
    productGuid: p.guid,
    code: p.code,
    productTypeId: p.productTypeId,
    productTypeCode: row.productTypeCode,
    productTypeDescription: row.productTypeDescription,
    priceMethodId: p.priceMethodId,
    priceMethodCode: row.priceMethodCode,
    priceMethodDescription: row.priceMethodDescription,
    productStatusId: p.productStatusId,
    productStatusDescription: row.productStatusDescription,
    currentUserLocaleTranslationName: row.name,
    translations,
    partnerPricingProfile: { rebateGroupId: p.rebateGroupId, rebateGroup: row.rebateGroup },
    partnerCenterProfile: {
      offerId: p.offerId,
      offerUri: p.offerUri,
      availabilityProductId: p.availabilityProductId,
      availabilitySkuId: p.availabilitySkuId,
      availabilityId: p.availabilityId,
      segment: p.segment,
    },
    metadatas: metadata,
    version: p.version,
    updatedAt: p.updatedAt.toISOString(),
  };
}

export const byId = (id: number) => eq(products.id, id);
export const byGuid = (guid: string) => eq(products.guid, guid.toLowerCase());

const CODE_TAKEN: FieldErrors = { code: 'validation.unique' };

/**
 * Everything the schema cannot check, as field errors on the request's paths (all at once); the
 * metadata rows to store when there are none. `stored` holds the product's current values (update).
 */
async function checkReferences(
  db: Queryable,
  input: ProductInput,
  mode: MetadataMode & { productId?: number },
): Promise<MetadataRow[]> {
  const errors: FieldErrors = {};
  const metadataIds = input.metadatas.map((m) => m.metadataId);
  const rebateGroupId = input.partnerPricingProfile.rebateGroupId;
  const [type, method, status, group, clash, definitions] = await Promise.all([
    db.select({ id: productTypes.id }).from(productTypes).where(eq(productTypes.id, input.productTypeId)),
    db.select({ id: priceMethods.id }).from(priceMethods).where(eq(priceMethods.id, input.priceMethodId)),
    db.select({ id: productStatuses.id }).from(productStatuses).where(eq(productStatuses.id, input.productStatusId)),
    rebateGroupId === null
      ? Promise.resolve([{ id: 0 }])
      : db.select({ id: rebateGroups.id }).from(rebateGroups).where(eq(rebateGroups.id, rebateGroupId)),
    db
      .select({ id: products.id })
      .from(products)
      .where(sql`lower(${products.code}) = lower(${input.code})`)
      .limit(1),
    metadataIds.length
      ? db.select().from(productMetadataDefinitions).where(inArray(productMetadataDefinitions.id, metadataIds))
      : Promise.resolve([] as Definition[]),
  ]);
  if (!type.length) errors.productTypeId = 'validation.notFound';
  if (!method.length) errors.priceMethodId = 'validation.notFound';
  if (!status.length) errors.productStatusId = 'validation.notFound';
  if (!group.length) errors['partnerPricingProfile.rebateGroupId'] = 'validation.notFound';
  if (clash[0] && clash[0].id !== mode.productId) errors.code = 'validation.unique';

  const rows = checkMetadataEntries(input.metadatas, definitions, mode, errors);
  if (Object.keys(errors).length) throw badRequest('validation.failed', errors);
  return rows;
}

const blank = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);

/** The product columns a write sets. */
function columnsOf(input: ProductInput) {
  const pc = input.productPartnerCenterProfile;
  return {
    code: input.code,
    productTypeId: input.productTypeId,
    priceMethodId: input.priceMethodId,
    productStatusId: input.productStatusId,
    rebateGroupId: input.partnerPricingProfile.rebateGroupId,
    offerId: blank(pc.offerId),
    offerUri: blank(pc.offerUri),
    availabilityProductId: blank(pc.availabilityProductId),
    availabilitySkuId: blank(pc.availabilitySkuId),
    availabilityId: blank(pc.availabilityId),
    segment: pc.segment ?? null,
  };
}

/** Inserts or replaces the texts of a product by language (their ids stay as they were). */
async function writeTranslations(tx: Queryable, productId: number, input: ProductInput) {
  await tx
    .insert(productTranslations)
    .values(input.translations.map((t) => ({ productId, language: t.language, description: t.description })))
    .onConflictDoUpdate({
      target: [productTranslations.productId, productTranslations.language],
      set: { description: sql`excluded.description` },
    });
}

export async function createProduct(db: Db, input: ProductInput): Promise<ProductCreated> {
  const metadata = await checkReferences(db, input, { create: true });
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values(columnsOf(input))
        .returning({ productId: products.id, productGuid: products.guid });
      const { productId, productGuid } = row!;
      await writeTranslations(tx, productId, input);
      if (metadata.length)
        await tx
          .insert(productMetadata)
          .values(metadata.map((m) => ({ productId, metadataId: m.metadataId, value: m.value })));
      return { productId, productGuid, pricingNext: input.pricingNext ?? false };
    });
  } catch (error) {
    // Two creates racing past the check: the unique index decides, with the same field error.
    if (isUniqueViolation(error)) throw badRequest('validation.failed', CODE_TAKEN);
    throw error;
  }
}

/**
 * Updates when the stored version is the one the caller loaded; otherwise 409 with the current
 * record, or 404. Values of metadata nobody may edit are kept as stored.
 */
export async function updateProduct(db: Db, input: ProductUpdate, language: Language): Promise<ProductDetail> {
  const [exists, storedRows] = await Promise.all([
    db.select({ id: products.id }).from(products).where(byId(input.productId)),
    db
      .select({ metadataId: productMetadata.metadataId, value: productMetadata.value })
      .from(productMetadata)
      .where(eq(productMetadata.productId, input.productId)),
  ]);
  if (!exists.length) throw notFound();
  const stored = new Map(storedRows.map((r) => [r.metadataId, r.value]));
  const metadata = await checkReferences(db, input, { create: false, productId: input.productId, stored });
  let updated: ProductDetail | null;
  try {
    updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(products)
        .set({ ...columnsOf(input), version: sql`${products.version} + 1`, updatedAt: new Date() })
        .where(and(eq(products.id, input.productId), eq(products.version, input.version)))
        .returning({ id: products.id });
      if (!row) return null;
      await writeTranslations(tx, input.productId, input);
      // Editable values are replaced by the request's; the others stay as they are.
      await tx.execute(sql`
        delete from ${productMetadata} where ${productMetadata.productId} = ${input.productId}
          and ${productMetadata.metadataId} in (select ${productMetadataDefinitions.id}
            from ${productMetadataDefinitions} where ${productMetadataDefinitions.accessibility} = 'Editable')`);
      const editable = metadata.filter((m) => m.editable);
      if (editable.length)
        await tx
          .insert(productMetadata)
          .values(editable.map((m) => ({ productId: input.productId, metadataId: m.metadataId, value: m.value })));
      return productDetail(tx, byId(input.productId), language);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('validation.failed', CODE_TAKEN);
    throw error;
  }
  if (updated) return updated;
  const current = await productDetail(db, byId(input.productId), language);
  if (!current) throw notFound();
  throw conflict(current);
}
