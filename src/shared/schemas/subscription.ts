/**
 * Subscriptions (spec 02: `subscriptions/contractitems`, `subscriptions/limited`,
 * `subscriptions/contractitem/{id}/sync`; docs/domain.md "Subscriptions"): the NCE contract items of a
 * contract or a customer beside the subscription the licence provider holds, the differences, the
 * seat count changed at the provider and on the contract together, and the sync that takes the
 * provider's values as a new contract version.
 */
import * as z from 'zod';
import { BILLING_PLANS, NCE_TERMS, SUBSCRIPTION_FIELDS } from '../subscription';
import { dbInt, queryId } from './common';
import { contractSchema } from './contract';

export const subscriptionItemsQuery = z
  .object({
    contractId: queryId.optional(),
    customerId: queryId.optional(),
    /** Only the items whose subscription differs or is unknown at the provider. */
    onlyDifferent: z.enum(['true', 'false'], { message: 'validation.invalid' }).optional(),
  })
  .refine((q) => q.contractId !== undefined || q.customerId !== undefined, {
    message: 'validation.required',
    path: ['contractId'],
  });
export type SubscriptionItemsQuery = z.infer<typeof subscriptionItemsQuery>;

const terms = z.object({
  quantity: z.number().int(),
  term: z.enum(NCE_TERMS).nullable(),
  billingPlan: z.enum(BILLING_PLANS).nullable(),
  renewalDate: z.string().nullable(),
});

export const SUBSCRIPTION_STATES = ['inSync', 'different', 'unknown'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const subscriptionItem = z.object({
  contractItemId: z.number().int(),
  contractId: z.number().int(),
  contractNumber: z.string(),
  /** The contract's version, for the seat count change (409 when a colleague changed the contract). */
  contractVersion: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  status: z.string(),
  subscriptionId: z.string(),
  contract: terms,
  /** The provider's subscription; null when the provider does not know it. */
  provider: terms.extend({ status: z.enum(['active', 'suspended']) }).nullable(),
  state: z.enum(SUBSCRIPTION_STATES),
  differences: z.array(z.object({ field: z.enum(SUBSCRIPTION_FIELDS), contract: z.unknown(), provider: z.unknown() })),
  /** When the term or plan differs: the product the sync moves the item to; null when the catalogue has none. */
  syncProductCode: z.string().nullable(),
  /** The differences a sync can apply (all but a term or plan without a product). */
  canSync: z.boolean(),
  /** The last day the seat count may be lowered (the cancellation window); null without a renewal date. */
  decreaseAllowedUntil: z.string().nullable(),
});
export type SubscriptionItem = z.infer<typeof subscriptionItem>;
export const subscriptionItems = z.array(subscriptionItem);

/** The seat count of one NCE item, changed at the provider and on the contract (a new version). */
export const subscriptionLimitedUpdate = z.object({
  contractItemId: dbInt,
  /** The contract's version the caller saw. */
  version: dbInt,
  quantity: z
    .number({ error: (issue) => (issue.input == null ? 'validation.required' : 'validation.number') })
    .int('validation.integer')
    .min(1, 'validation.min|1')
    .max(100_000, 'validation.max|100000'),
});
export type SubscriptionLimitedUpdate = z.infer<typeof subscriptionLimitedUpdate>;

/** What a sync did: the differences it applied (none when already in sync) and the contract after it. */
export const subscriptionSyncAnswer = z.object({
  applied: z.array(z.object({ field: z.enum(SUBSCRIPTION_FIELDS), contract: z.unknown(), provider: z.unknown() })),
  item: subscriptionItem,
  contract: contractSchema,
});
export type SubscriptionSyncAnswer = z.infer<typeof subscriptionSyncAnswer>;
export { idParam } from './common';
export { contractSchema };
