/**
 * Manual products (docs/domain.md "Manual products"): what finance bills by hand on a manual invoice
 * line, with their product types (a small fixed list, inserted by the migration). The code is stored
 * in upper case and unique; an inactive product keeps when it was inactivated.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, requiredRef, tableWithId, versioned } from './columns';
import { MANUAL_PRODUCT_UNITS } from '../../../src/shared/constants/manual-product';

export const manualProductTypes = tableWithId('manual_product_types', {
  code: text('code').notNull().unique(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const manualProducts = tableWithId(
  'manual_products',
  {
    code: text('code').notNull(),
    description: text('description').notNull(),
    productTypeId: requiredRef('product_type_id', () => manualProductTypes.id),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    vatRate: integer('vat_rate').notNull(),
    unit: text('unit', { enum: MANUAL_PRODUCT_UNITS }).notNull(),
    active: boolean('active').notNull().default(true),
    inactivatedAt: timestamp('inactivated_at', { withTimezone: true, mode: 'date' }),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('manual_products_code_idx').on(sql`upper(${t.code})`),
    check('manual_products_code_check', sql`${t.code} = upper(${t.code})`),
    check('manual_products_vat_rate_check', sql`${t.vatRate} in (0, 6, 12, 21)`),
    check('manual_products_unit_check', inList('unit', MANUAL_PRODUCT_UNITS)),
    check('manual_products_unit_price_check', sql`${t.unitPrice} >= 0`),
    check(
      'manual_products_inactivated_check',
      sql`(${t.active} and ${t.inactivatedAt} is null) or (not ${t.active} and ${t.inactivatedAt} is not null)`,
    ),
  ],
);
