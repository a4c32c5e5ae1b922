/**
 * The product catalogue of the demo data: what a Belgian reseller of Microsoft 365/Azure (NCE),
 * domains, SSL, hosting, IP transit and services sells, with NL/EN/FR texts. Deterministic: a fixed
 * random seed decides status, rebate group, version and dates (dates relative to the seeding time).
 * The large size adds generated variants with one INSERT ... SELECT generate_series per table.
 * Partner Center ids follow the real format; the ids themselves are illustrative. The catalogue
 * itself: product-catalogue.ts and own-products.ts; here the seeding and the products' metadata.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  priceMethods,
  productMetadata,
  productMetadataDefinitions,
  products,
  productStatuses,
  productTranslations,
  productTypes,
} from '../schema';
import {
  catalogue,
  METHODS,
  TERMS,
  TYPES,
  type CatalogueItem,
  type MethodKey,
  type Term,
  type TypeKey,
} from './product-catalogue';
import { random } from './made-up';
import { PRODUCT_STATUS } from '../../../src/shared/constants/product';
import type { MetadataAccessibility, MetadataDataType } from '../../../src/shared/constants/metadata';

type Tx = Pick<Db, 'insert' | 'execute'>;

const { active, toCheck, decommissioned } = PRODUCT_STATUS;

export const PRODUCT_STATUS_ROWS = [
  { id: active, description: 'Active' },
  { id: toCheck, description: 'To check' },
  { id: decommissioned, description: 'Decommissioned' },
];

const uuidFrom = (next: () => number) => {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(next() * 4)]!;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
};

const DAY_MS = 86_400_000;

type Definition = {
  code: string;
  category: string;
  dataType: MetadataDataType;
  availableValues?: Record<string, string>;
  accessibility: MetadataAccessibility;
  showOnCreate: boolean;
};

/**
 * Metadata definitions for products: the four of the specification (rebate, billing plan, term
 * duration, renewal date) and what a reseller's catalogue team records besides. The Partner Center
 * sync owns the renewal date and the vendor SKU (set on create, read-only after); the tenant id is
 * internal (hidden).
 */
export const METADATA_DEFINITIONS: Definition[] = [
  { code: 'rebate', category: 'Pricing', dataType: 'PERCENTAGE', accessibility: 'Editable', showOnCreate: true },
  {
    code: 'billingplan',
    category: 'Partner Center',
    dataType: 'MULTISELECT',
    availableValues: { monthly: 'Monthly', annual: 'Annual' },
    accessibility: 'Editable',
    showOnCreate: true,
  },
  {
    code: 'termduration',
    category: 'Partner Center',
    dataType: 'MULTISELECT',
    availableValues: { P1M: '1 month', P1Y: '1 year', P3Y: '3 years' },
    accessibility: 'Editable',
    showOnCreate: true,
  },
  { code: 'renewaldate', category: 'Partner Center', dataType: 'DATE', accessibility: 'ReadOnly', showOnCreate: false },
  {
    code: 'licenceType',
    category: 'Licensing',
    dataType: 'MULTISELECT',
    availableValues: { user: 'Per user', device: 'Per device', tenant: 'Per tenant', usage: 'Per usage' },
    accessibility: 'Editable',
    showOnCreate: true,
  },
  {
    code: 'minimumQuantity',
    category: 'Licensing',
    dataType: 'INTEGER',
    accessibility: 'Editable',
    showOnCreate: false,
  },
  {
    code: 'marginPercentage',
    category: 'Pricing',
    dataType: 'PERCENTAGE',
    accessibility: 'Editable',
    showOnCreate: false,
  },
  { code: 'autoRenew', category: 'Licensing', dataType: 'BOOL', accessibility: 'Editable', showOnCreate: true },
  { code: 'vendorSku', category: 'Partner Center', dataType: 'STRING', accessibility: 'ReadOnly', showOnCreate: true },
  { code: 'tenantId', category: 'Partner Center', dataType: 'GUID', accessibility: 'Hidden', showOnCreate: false },
  { code: 'unitCost', category: 'Pricing', dataType: 'DECIMAL', accessibility: 'Editable', showOnCreate: false },
  { code: 'endOfSale', category: 'Lifecycle', dataType: 'DATE', accessibility: 'Editable', showOnCreate: false },
];

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Realistic metadata values for part of the catalogue (its own random stream: the products' stay as they were). */
function metadataValues(items: CatalogueItem[], now: number): { product: string; metadata: string; value: string }[] {
  const next = random(20_260_402);
  const values: { product: string; metadata: string; value: string }[] = [];
  const add = (product: string, metadata: string, value: string) => values.push({ product, metadata, value });
  for (const item of items) {
    const pc = item.partnerCenter;
    if (item.type === 'nce' && pc) {
      const term = (Object.keys(TERMS) as Term[]).find((t) => item.code.endsWith(t))!;
      add(item.code, 'termduration', term.slice(0, 3));
      add(item.code, 'billingplan', term.endsWith('-M') ? 'monthly' : 'annual');
      add(item.code, 'licenceType', 'user');
      add(item.code, 'vendorSku', `${pc.productId}:${pc.skuId}`);
      add(item.code, 'autoRenew', term === 'P1M-M' || next() < 0.7 ? 'true' : 'false');
      if (next() < 0.5) add(item.code, 'rebate', String([5, 8, 10, 12.5, 15][Math.floor(next() * 5)]));
      if (next() < 0.4) add(item.code, 'renewaldate', isoDay(now + Math.floor(next() * 365) * DAY_MS));
      if (pc.segment !== 'commercial') add(item.code, 'minimumQuantity', pc.segment === 'education' ? '5' : '1');
    } else if (item.type === 'azure' && pc) {
      add(item.code, 'licenceType', 'usage');
      add(item.code, 'vendorSku', `${pc.productId}:${pc.skuId}`);
      add(item.code, 'tenantId', '3f2b8c1e-7d4a-4e5b-9c6d-2a1f0e9b8c7d');
      add(item.code, 'marginPercentage', '4.5');
    } else if (item.type === 'domain' && item.code.endsWith('-REG')) {
      add(item.code, 'autoRenew', 'true');
      add(item.code, 'unitCost', (3 + Math.floor(next() * 2_000) / 100).toFixed(2));
    } else if (item.type === 'hosting' || item.type === 'ssl') {
      add(item.code, 'unitCost', (5 + Math.floor(next() * 20_000) / 100).toFixed(2));
      add(item.code, 'marginPercentage', String(20 + Math.floor(next() * 21)));
      if (item.code === 'SSL-DV-2Y') add(item.code, 'endOfSale', '2020-08-31');
    }
  }
  return values;
}

/** Reference lists and the demo catalogue; returns the number of products. */
export async function seedProducts(tx: Tx, rebateGroupCount: number, now = Date.now()): Promise<number> {
  await tx.insert(productStatuses).values(PRODUCT_STATUS_ROWS);
  const typeRows = await tx
    .insert(productTypes)
    .values(Object.values(TYPES).map(([code, description]) => ({ code, description })))
    .returning({ id: productTypes.id, code: productTypes.code });
  const methodRows = await tx
    .insert(priceMethods)
    .values(Object.values(METHODS).map(([code, description]) => ({ code, description })))
    .returning({ id: priceMethods.id, code: priceMethods.code });
  const typeId = (key: TypeKey) => typeRows.find((r) => r.code === TYPES[key][0])!.id;
  const methodId = (key: MethodKey) => methodRows.find((r) => r.code === METHODS[key][0])!.id;

  const next = random(20_260_401);
  const items = catalogue();
  const rows = items.map((item): typeof products.$inferInsert => {
    const roll = next();
    const status = item.status ?? (roll < 0.84 ? active : roll < 0.93 ? toCheck : decommissioned);
    const rebateGroupId = next() < item.rebateChance ? 1 + Math.floor(next() * Math.min(rebateGroupCount, 12)) : null;
    // Last change spread over the last two years, created up to a year before that; whole seconds.
    const updatedAt = new Date(Math.floor((now - next() * 730 * DAY_MS) / 1000) * 1000);
    const createdAt = new Date(Math.floor((updatedAt.getTime() - next() * 365 * DAY_MS) / 1000) * 1000);
    const pc = item.partnerCenter;
    const availabilityId = pc
      ? `${pc.productId.slice(0, 8)}${Array.from({ length: 4 }, () => '0123456789BCDFGHJKLMNPQRSTVWXZ'[Math.floor(next() * 30)]).join('')}`
      : null;
    return {
      guid: uuidFrom(next),
      code: item.code,
      productTypeId: typeId(item.type),
      priceMethodId: methodId(item.method),
      productStatusId: status,
      rebateGroupId,
      ...(pc
        ? {
            offerId: `${pc.productId}:${pc.skuId}:${availabilityId}`,
            offerUri: `https://api.partnercenter.microsoft.com/v1/products/${pc.productId}/skus/${pc.skuId}/availabilities/${availabilityId}?country=BE`,
            availabilityProductId: pc.productId,
            availabilitySkuId: pc.skuId,
            // A profile still being filled in is a reason to check a product.
            availabilityId: status === toCheck && next() < 0.5 ? null : availabilityId,
            segment: pc.segment,
          }
        : {}),
      version: 1 + Math.floor(next() * 4),
      createdAt,
      updatedAt,
    };
  });
  const translations = items.flatMap((item) =>
    (['NL', 'EN', 'FR'] as const).flatMap((language) => {
      const description = item.texts[language];
      return description ? [{ code: item.code, language, description }] : [];
    }),
  );
  // One statement through jsonb: half the time of two multi-row VALUES inserts on PGlite (every test
  // reset runs this). Ids follow the catalogue order.
  await tx.execute(sql`
    with inserted as (
      insert into ${products} (guid, code, product_type_id, price_method_id, product_status_id, rebate_group_id,
        offer_id, offer_uri, availability_product_id, availability_sku_id, availability_id, segment, version,
        created_at, updated_at)
      select guid, code, "productTypeId", "priceMethodId", "productStatusId", "rebateGroupId", "offerId", "offerUri",
        "availabilityProductId", "availabilitySkuId", "availabilityId", segment, version, "createdAt", "updatedAt"
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(guid uuid, code text, "productTypeId" int,
        "priceMethodId" int, "productStatusId" int, "rebateGroupId" int, "offerId" text, "offerUri" text,
        "availabilityProductId" text, "availabilitySkuId" text, "availabilityId" text, segment text, version int,
        "createdAt" timestamptz, "updatedAt" timestamptz)
      returning id, code)
    insert into ${productTranslations} (product_id, language, description)
    select inserted.id, t.language, t.description
    from jsonb_to_recordset(${JSON.stringify(translations)}::jsonb) as t(code text, language text, description text)
    join inserted on inserted.code = t.code`);
  await tx.insert(productMetadataDefinitions).values(METADATA_DEFINITIONS.map((d, i) => ({ ...d, sortOrder: i })));
  await tx.execute(sql`
    insert into ${productMetadata} (product_id, metadata_id, value)
    select p.id, d.id, v.value
    from jsonb_to_recordset(${JSON.stringify(metadataValues(items, now))}::jsonb) as v(product text, metadata text, value text)
    join ${products} p on lower(p.code) = lower(v.product)
    join ${productMetadataDefinitions} d on lower(d.code) = lower(v.metadata)`);
  return rows.length;
}

/**
 * The large size: `count` variants of the demo catalogue (contract-specific editions), generated in
 * the database from generate_series with a multiplicative hash for the spread, so it is fast and
 * deterministic. The catalogue must hold ids 1..base (it does after seedProducts on empty tables);
 * explicit ids continue after it and the sequence is moved past them.
 */
export async function seedLargeProducts(tx: Tx, base: number, rebateGroupCount: number, count = 100_000) {
  // A trigram index builds far faster in one go than row by row: set aside during a bulk load.
  const trigram =
    count >= 10_000
      ? (
          await tx.execute<{ name: string; definition: string }>(sql`
            select indexname as name, indexdef as definition from pg_indexes
            where schemaname = current_schema() and tablename in ('products', 'product_translations')
              and indexdef like '%gin_trgm_ops%'`)
        ).rows
      : [];
  for (const { name } of trigram) await tx.execute(sql`drop index ${sql.identifier(name)}`);
  await tx.execute(sql`
    insert into products (id, guid, code, product_type_id, price_method_id, product_status_id, rebate_group_id,
      offer_id, offer_uri, availability_product_id, availability_sku_id, availability_id, segment, version,
      created_at, updated_at)
    select ${base}::int + g.i,
      overlay(overlay(md5('product-' || g.i) placing '4' from 13) placing '8' from 17)::uuid,
      b.code || '-V' || lpad(g.i::text, 6, '0'),
      b.product_type_id, b.price_method_id,
      case when g.h % 100 < 82 then 1 when g.h % 100 < 91 then 2 else 3 end,
      case when (g.h / 100) % 10 < 6 then 1 + ((g.h / 1000) % ${rebateGroupCount}::int)::int end,
      b.offer_id, b.offer_uri, b.availability_product_id, b.availability_sku_id, b.availability_id, b.segment,
      1 + (g.h / 7) % 5,
      now() - ((g.h % 63072000) + (g.h / 13) % 31536000) * interval '1 second',
      now() - (g.h % 63072000) * interval '1 second'
    from (select i, (i::bigint * 2654435761) % 4294967296 as h from generate_series(1, ${count}::int) as s(i)) g
    join products b on b.id = 1 + (g.i % ${base}::int)
    order by g.i`);
  await tx.execute(sql`
    insert into product_translations (product_id, language, description)
    select ${base}::int + g.i, t.language, t.description || ' · V' || lpad(g.i::text, 6, '0')
    from generate_series(1, ${count}::int) as g(i)
    join product_translations t on t.product_id = 1 + (g.i % ${base}::int)
    order by g.i, t.language`);
  for (const { definition } of trigram) await tx.execute(sql.raw(definition));
  await tx.execute(sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`);
  // Fresh statistics, so the planner knows the tables' size and spread from the first query.
  await tx.execute(sql`analyze products, product_translations`);
}
