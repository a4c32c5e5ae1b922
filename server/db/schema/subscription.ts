/**
 * The embedded licence provider's subscriptions (docs/domain.md "Subscriptions"). Not back-office
 * data: the reference server stands in for the licence provider (Partner Center) with this table,
 * reached only through the provider adapter (server/modules/subscription/provider.ts), so the sync
 * can be seen and tested without the real one. A real provider replaces the adapter, not this module.
 */
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { BILLING_PLANS, NCE_TERMS } from '../../../src/shared/subscription';
import { inList } from './columns';

export const providerSubscriptions = pgTable(
  'provider_subscriptions',
  {
    /** The provider's subscription id (a GUID), as the contract item's SUBSCRIPTIONID holds it. */
    subscriptionId: text('subscription_id').primaryKey(),
    /** The offer (product code without term and plan). */
    offerId: text('offer_id').notNull(),
    quantity: integer('quantity').notNull(),
    term: text('term', { enum: NCE_TERMS }).notNull(),
    billingPlan: text('billing_plan', { enum: BILLING_PLANS }).notNull(),
    renewalDate: date('renewal_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('provider_subscriptions_quantity_check', sql`${t.quantity} >= 1`),
    check('provider_subscriptions_term_check', inList('term', NCE_TERMS)),
    check('provider_subscriptions_billing_plan_check', inList('billing_plan', BILLING_PLANS)),
  ],
);
