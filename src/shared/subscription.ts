/**
 * NCE subscriptions (docs/domain.md "Subscriptions"): an o365NCE contract item is a licence the
 * licence provider also holds as a subscription (quantity, term, billing plan, renewal date). Pure:
 * no database, no clock (today is given).
 *
 *  - The item's term and billing plan are in its product code (`<offer>-P1Y-A`: offer, term P1Y,
 *    billed annually; `-M` monthly), its renewal date in the item metadata RENEWALDATE, its
 *    subscription id in SUBSCRIPTIONID.
 *  - A difference is a field whose value on the contract is not the provider's. Syncing takes the
 *    provider's values: the quantity and the renewal date as they are, a term or billing plan by
 *    moving the item to the offer's product with that term and plan (its price then comes from that
 *    product's rules); when the catalogue has no such product the term cannot be synced.
 *  - The seat count may go up at any time; it may go down only in the cancellation window, the first
 *    7 days (168 hours) of the current term, as the provider allows (the term started one term
 *    length before the renewal date).
 */
import { addDays, addMonths } from './calendar-day';

export const NCE_TERMS = ['P1M', 'P1Y', 'P3Y'] as const;
export type NceTerm = (typeof NCE_TERMS)[number];
export const BILLING_PLANS = ['monthly', 'annual'] as const;
export type BillingPlan = (typeof BILLING_PLANS)[number];

/** Item metadata codes of an NCE item. */
export const SUBSCRIPTION_METADATA_CODE = { subscriptionId: 'SUBSCRIPTIONID', renewalDate: 'RENEWALDATE' } as const;

/** Days after the term starts in which the seat count may be lowered. */
export const CANCELLATION_WINDOW_DAYS = 7;

const TERM_MONTHS: Record<NceTerm, number> = { P1M: 1, P1Y: 12, P3Y: 36 };
const PLAN_SUFFIX: Record<BillingPlan, string> = { monthly: 'M', annual: 'A' };

export type NcePlan = { offer: string; term: NceTerm; billingPlan: BillingPlan };

/** The offer, term and billing plan of an NCE product code; null when the code carries none. */
export function ncePlanOf(productCode: string): NcePlan | null {
  const match = /^(.+)-(P1M|P1Y|P3Y)-(M|A)$/.exec(productCode);
  if (!match) return null;
  return { offer: match[1]!, term: match[2] as NceTerm, billingPlan: match[3] === 'A' ? 'annual' : 'monthly' };
}

/** The product code of an offer at a term and billing plan. */
export const nceProductCode = (plan: NcePlan) => `${plan.offer}-${plan.term}-${PLAN_SUFFIX[plan.billingPlan]}`;

/** The first renewal after `today` of a subscription that started on `start` with this term. */
export function renewalAfter(start: string, term: NceTerm, today: string): string {
  let n = 1;
  while (addMonths(start, n * TERM_MONTHS[term]) <= today) n++;
  return addMonths(start, n * TERM_MONTHS[term]);
}

/** The last day on which the seat count may still be lowered: 7 days into the current term. */
export const decreaseAllowedUntil = (renewalDate: string, term: NceTerm) =>
  addDays(addMonths(renewalDate, -TERM_MONTHS[term]), CANCELLATION_WINDOW_DAYS - 1);

/**
 * Why a new seat count is refused (an error code of the `validation` texts), or null: at least one
 * seat, and fewer seats only within the cancellation window.
 */
export function quantityChangeRefusal(
  current: { quantity: number; renewalDate: string | null; term: NceTerm },
  quantity: number,
  today: string,
): string | null {
  if (!Number.isInteger(quantity) || quantity < 1) return 'validation.min|1';
  if (quantity >= current.quantity) return null;
  if (!current.renewalDate) return 'validation.subscriptionDecreaseWindow';
  const until = decreaseAllowedUntil(current.renewalDate, current.term);
  const from = addMonths(current.renewalDate, -TERM_MONTHS[current.term]);
  return today >= from && today <= until ? null : 'validation.subscriptionDecreaseWindow';
}

/** What a subscription is, on either side. */
export type SubscriptionTerms = {
  quantity: number;
  term: NceTerm | null;
  billingPlan: BillingPlan | null;
  renewalDate: string | null;
};
export const SUBSCRIPTION_FIELDS = ['quantity', 'term', 'billingPlan', 'renewalDate'] as const;
export type SubscriptionField = (typeof SUBSCRIPTION_FIELDS)[number];
export type SubscriptionDifference = { field: SubscriptionField; contract: unknown; provider: unknown };

/** The fields whose value on the contract is not the provider's, in the order of SUBSCRIPTION_FIELDS. */
export const subscriptionDifferences = (
  contract: SubscriptionTerms,
  provider: SubscriptionTerms,
): SubscriptionDifference[] =>
  SUBSCRIPTION_FIELDS.flatMap((field) =>
    (contract[field] ?? null) === (provider[field] ?? null)
      ? []
      : [{ field, contract: contract[field] ?? null, provider: provider[field] ?? null }],
  );

/** The item's terms as the contract holds them: the plan from the product code, the rest as stored. */
export function contractTerms(item: { productCode: string; quantity: number; renewalDate: string | null }) {
  const plan = ncePlanOf(item.productCode);
  return {
    quantity: item.quantity,
    term: plan?.term ?? null,
    billingPlan: plan?.billingPlan ?? null,
    renewalDate: item.renewalDate,
  } satisfies SubscriptionTerms;
}
