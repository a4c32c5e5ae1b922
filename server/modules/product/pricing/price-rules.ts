/**
 * Which price applies (the rule the price explanation shows and the invoicing uses): for one price
 * type, a customer (or none), a day and a quantity, among a product's prices:
 *  1. a price for that customer (entity) wins over the general prices (no entity); the general ones
 *     count only when no price for the customer applies;
 *  2. a price applies when the quantity is in its quantity range and the day in its validity window
 *     (bounds inclusive; an empty bound is open);
 *  3. no applicable price: outcome 'none'; two or more at the same level: outcome 'overlap' with the
 *     candidates (the write rules prevent it, but data from elsewhere may hold it).
 * Pure: no database, no clock.
 */

/** The fields of a price the rule reads; days as `YYYY-MM-DD`. */
export type PriceRuleInput = {
  priceId: number;
  priceTypeId: number;
  entityId: number | null;
  dateFrom: string | null;
  dateUntil: string | null;
  quantityFrom: number | null;
  quantityUntil: number | null;
};

export type PriceQuestion = {
  priceTypeId: number;
  /** The customer; null: the general price. */
  entityId: number | null;
  /** `YYYY-MM-DD`. */
  date: string;
  quantity: number;
};

/** Why a price was left out. */
export type Rejection = 'otherPriceType' | 'otherEntity' | 'quantityOutOfRange' | 'dateOutOfWindow' | 'entityPriceWins';

export type PriceExplanation<P extends PriceRuleInput> = {
  outcome: 'price' | 'none' | 'overlap';
  /** The price that applies (outcome 'price'). */
  price: P | null;
  /** 'entity': a price for the customer applies; 'general': a general one; null: none. */
  level: 'entity' | 'general' | null;
  /** The prices that apply at the deciding level (two or more on 'overlap'). */
  candidates: P[];
  /** Every other price of the product with the reasons it does not apply. */
  rejected: { price: P; reasons: Rejection[] }[];
};

/** Whether the value lies in from..until, both inclusive, an empty bound open. */
export function inRange<T extends number | string>(value: T, from: T | null, until: T | null): boolean {
  return (from === null || from <= value) && (until === null || value <= until);
}

/** Whether two ranges (inclusive, empty bounds open) share a value. */
export function rangesOverlap<T extends number | string>(
  aFrom: T | null,
  aUntil: T | null,
  bFrom: T | null,
  bUntil: T | null,
): boolean {
  return (
    (aFrom === null || bUntil === null || aFrom <= bUntil) && (bFrom === null || aUntil === null || bFrom <= aUntil)
  );
}

/**
 * Whether two prices would both apply to some customer, day and quantity: same price type, same
 * entity (or both general), a shared quantity and a shared day. The write rule: a price may not be
 * stored when it overlaps another of its product (price-repository.ts judges with this).
 */
export function pricesOverlap(a: Omit<PriceRuleInput, 'priceId'>, b: Omit<PriceRuleInput, 'priceId'>): boolean {
  return (
    a.priceTypeId === b.priceTypeId &&
    a.entityId === b.entityId &&
    rangesOverlap(a.quantityFrom, a.quantityUntil, b.quantityFrom, b.quantityUntil) &&
    rangesOverlap(a.dateFrom, a.dateUntil, b.dateFrom, b.dateUntil)
  );
}

export function explainPrice<P extends PriceRuleInput>(all: readonly P[], q: PriceQuestion): PriceExplanation<P> {
  const reasonsOf = (p: P): Rejection[] => {
    const reasons: Rejection[] = [];
    if (p.priceTypeId !== q.priceTypeId) reasons.push('otherPriceType');
    if (p.entityId !== null && p.entityId !== q.entityId) reasons.push('otherEntity');
    if (!inRange(q.quantity, p.quantityFrom, p.quantityUntil)) reasons.push('quantityOutOfRange');
    if (!inRange(q.date, p.dateFrom, p.dateUntil)) reasons.push('dateOutOfWindow');
    return reasons;
  };
  const judged = all.map((price) => ({ price, reasons: reasonsOf(price) }));
  const applying = judged.filter((j) => j.reasons.length === 0).map((j) => j.price);
  const forEntity = q.entityId === null ? [] : applying.filter((p) => p.entityId === q.entityId);
  const general = applying.filter((p) => p.entityId === null);
  const level: PriceExplanation<P>['level'] = forEntity.length ? 'entity' : general.length ? 'general' : null;
  const candidates: P[] = level === 'entity' ? forEntity : level === 'general' ? general : [];
  const rejected = judged
    .filter((j) => !candidates.includes(j.price))
    .map((j) => ({ price: j.price, reasons: j.reasons.length ? j.reasons : (['entityPriceWins'] as Rejection[]) }));
  return {
    outcome: candidates.length === 0 ? 'none' : candidates.length === 1 ? 'price' : 'overlap',
    price: candidates.length === 1 ? candidates[0]! : null,
    level,
    candidates,
    rejected,
  };
}
