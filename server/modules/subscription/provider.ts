/**
 * The licence provider, reached through one adapter (docs/domain.md "Subscriptions", the adapter
 * contract). The reference server ships the embedded provider: subscriptions kept in its own table
 * (provider_subscriptions, seeded with some deliberately different from the contracts), with the
 * provider's own rule for lowering the seat count. A real provider (Partner Center) is another
 * implementation of `SubscriptionProvider`, given to the app in place of this one.
 */
import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { quantityChangeRefusal, renewalAfter, type BillingPlan, type NceTerm } from '../../../src/shared/subscription';
import type { Db } from '../../db/client';
import { providerSubscriptions } from '../../db/schema';

export type ProviderSubscription = {
  subscriptionId: string;
  /** The offer: the product code without its term and billing plan. */
  offerId: string;
  quantity: number;
  term: NceTerm;
  billingPlan: BillingPlan;
  /** YYYY-MM-DD. */
  renewalDate: string;
  status: 'active' | 'suspended';
};

/** The provider refused a change; `code` is a `validation.*` text code, `field` the input it is about. */
export class ProviderRefusal extends Error {
  constructor(
    readonly code: string,
    readonly field = 'quantity',
  ) {
    super(code);
  }
}

/**
 * What the back office needs from a licence provider. Both calls may be slow and may fail; neither is
 * called inside a database transaction.
 */
export interface SubscriptionProvider {
  readonly name: string;
  /** The subscriptions with these ids that the provider knows (an unknown id is left out), by id. */
  subscriptions(ids: readonly string[]): Promise<Map<string, ProviderSubscription>>;
  /**
   * Sets a subscription's seat count and answers the subscription after it. Throws ProviderRefusal
   * when the provider refuses (fewer seats outside the cancellation window, an unknown subscription).
   */
  setQuantity(subscriptionId: string, quantity: number, today: string): Promise<ProviderSubscription>;
  /**
   * Orders a new subscription and answers it. `orderKey` makes the order safe to repeat: the same key
   * answers the subscription it ordered the first time (a task's execution tried again after its
   * instance died orders once). Throws ProviderRefusal when the provider refuses the order.
   */
  order(order: SubscriptionOrder, today: string): Promise<ProviderSubscription>;
}

/** A new subscription: an offer at a term and billing plan, with its seats. */
export type SubscriptionOrder = {
  orderKey: string;
  offerId: string;
  term: NceTerm;
  billingPlan: BillingPlan;
  quantity: number;
};

/** The embedded provider's subscription id of an order: a GUID (version 5 form) made from its key, so the same key names the same subscription. */
export function orderedSubscriptionId(orderKey: string): string {
  const hex = createHash('sha1').update(`embedded-provider:${orderKey}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const columns = {
  subscriptionId: providerSubscriptions.subscriptionId,
  offerId: providerSubscriptions.offerId,
  quantity: providerSubscriptions.quantity,
  term: providerSubscriptions.term,
  billingPlan: providerSubscriptions.billingPlan,
  renewalDate: providerSubscriptions.renewalDate,
  status: providerSubscriptions.status,
};

/** How the embedded provider behaves beyond its data: a delay before it answers a change, said in the log. */
export type EmbeddedProviderOptions = {
  /**
   * A change (an order, a seat count) is made at once and answered this long after, as a remote
   * provider's answer may take (PROVIDER_ANSWER_DELAY_MS; the restart test of a task's execution).
   */
  answerDelayMs?: number;
  log?: { warn: (details: object, message: string) => void };
};

export function embeddedProvider(db: Db, options: EmbeddedProviderOptions = {}): SubscriptionProvider {
  const { answerDelayMs = 0, log } = options;
  /** The answer to a change made: after the configured delay, which the log announces. */
  const answer = async <T>(change: object, made: T): Promise<T> => {
    if (answerDelayMs > 0) {
      log?.warn({ ...change, answerDelayMs }, 'embedded provider: change made, answer delayed');
      await new Promise((resolve) => setTimeout(resolve, answerDelayMs));
    }
    return made;
  };
  return {
    name: 'embedded',
    async subscriptions(ids) {
      if (!ids.length) return new Map();
      const rows = await db
        .select(columns)
        .from(providerSubscriptions)
        .where(inArray(providerSubscriptions.subscriptionId, [...ids]));
      return new Map(rows.map((r) => [r.subscriptionId, r]));
    },
    async setQuantity(subscriptionId, quantity, today) {
      const [current] = await db
        .select(columns)
        .from(providerSubscriptions)
        .where(eq(providerSubscriptions.subscriptionId, subscriptionId));
      if (!current) throw new ProviderRefusal('validation.subscriptionUnknown');
      const refusal = quantityChangeRefusal(current, quantity, today);
      if (refusal) throw new ProviderRefusal(refusal);
      const [after] = await db
        .update(providerSubscriptions)
        .set({ quantity, updatedAt: sql`now()` })
        .where(eq(providerSubscriptions.subscriptionId, subscriptionId))
        .returning(columns);
      return answer({ subscriptionId, quantity }, after!);
    },
    async order(order, today) {
      if (!Number.isInteger(order.quantity) || order.quantity < 1) throw new ProviderRefusal('validation.min|1');
      const subscriptionId = orderedSubscriptionId(order.orderKey);
      await db
        .insert(providerSubscriptions)
        .values({
          subscriptionId,
          offerId: order.offerId,
          quantity: order.quantity,
          term: order.term,
          billingPlan: order.billingPlan,
          renewalDate: renewalAfter(today, order.term, today),
        })
        .onConflictDoNothing();
      const [ordered] = await db
        .select(columns)
        .from(providerSubscriptions)
        .where(eq(providerSubscriptions.subscriptionId, subscriptionId));
      return answer({ orderKey: order.orderKey, subscriptionId }, ordered!);
    },
  };
}
