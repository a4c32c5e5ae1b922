/**
 * Product prices (docs/domain.md): price rules per product, price type, optional
 * entity (a company), quantity tier and validity window, with the reference lists they pick from
 * (price types, NCE billing plans and term durations, and the price descriptions per billing plan
 * and term duration). A price applies to quantities quantityFrom..quantityUntil and days
 * dateFrom..dateUntil, all inclusive; an empty bound is open.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { fixedCodeList, price, requiredRef, tableWithId, versioned } from './columns';
import { companies } from './company';
import { products } from './product';

/** Fixed ids (PRICE_TYPE): 1 Purchase, 2 Sales (RRP), 3 Partner. */
export const priceTypes = fixedCodeList('price_types');

/** NCE billing plans: 1 monthly, 2 annual. */
export const billingPlans = fixedCodeList('billing_plans');

/** NCE term durations: 1 P1M, 2 P1Y, 3 P3Y. */
export const termDurations = fixedCodeList('term_durations');

/** The description a price takes for a billing plan and term duration (a price translation). */
export const priceTranslations = tableWithId(
  'price_translations',
  {
    billingPlanId: requiredRef('billing_plan_id', () => billingPlans.id),
    termDurationId: requiredRef('term_duration_id', () => termDurations.id),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('price_translations_plan_term_idx').on(t.billingPlanId, t.termDurationId)],
);

export const prices = tableWithId(
  'prices',
  {
    productId: requiredRef('product_id', () => products.id, { onDelete: 'cascade' }),
    priceTypeId: requiredRef('price_type_id', () => priceTypes.id),
    /** The company this price is for; null: the general price. */
    entityId: integer('entity_id').references(() => companies.id, { onDelete: 'cascade' }),
    amount: price('amount').notNull(),
    dateFrom: date('date_from', { mode: 'string' }),
    dateUntil: date('date_until', { mode: 'string' }),
    quantityFrom: integer('quantity_from'),
    quantityUntil: integer('quantity_until'),
    description: text('description'),
    termDurationId: integer('term_duration_id').references(() => termDurations.id),
    billingPlanId: integer('billing_plan_id').references(() => billingPlans.id),
    ...versioned(),
  },
  (t) => [
    index('prices_product_idx').on(t.productId, t.priceTypeId, t.entityId),
    index('prices_entity_idx').on(t.entityId),
    check('prices_amount_check', sql`${t.amount} >= 0`),
    check('prices_quantity_from_check', sql`${t.quantityFrom} >= 1`),
    check('prices_quantity_until_check', sql`${t.quantityUntil} > coalesce(${t.quantityFrom}, 0)`),
    check('prices_dates_check', sql`${t.dateUntil} >= ${t.dateFrom}`),
  ],
);

/** A price's own values as stored (days without time), without its keys and bookkeeping. */
export type PriceValues = Omit<typeof prices.$inferSelect, 'id' | 'productId' | 'version' | 'createdAt' | 'updatedAt'>;
