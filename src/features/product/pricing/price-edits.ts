/**
 * Price edits collected in the pricing list: one pending change per price,
 * saved together; cancel drops them all; deleting a price drops its change; the pending version
 * replaces the stored one on screen. Plain rules over immutable maps, so the screen only holds state.
 */
import { ApiError, conflictRecord } from '@/lib/api-error';
import type { Price, PriceType, PriceUpdate } from '@/shared/schemas/price';

/** Why the last save of a pending change did not go through. */
export type EditProblem =
  { kind: 'conflict'; current: Price } | { kind: 'invalid'; field: string; message: string } | { kind: 'failed' };

export type PendingEdit = {
  update: PriceUpdate;
  /** The customer's name when the change moves the price to another customer. */
  entityName?: string | null | undefined;
  problem?: EditProblem | undefined;
};
export type PendingEdits = ReadonlyMap<number, PendingEdit>;

/** A price as listed: the stored one, or its pending version with the change attached. */
export type ShownPrice = Price & { pending?: PendingEdit | undefined };

/** The stored price as the body of its update (what an edit starts from). */
export function priceAsUpdate(price: Price): PriceUpdate {
  return {
    priceId: price.priceId,
    version: price.version,
    productGuid: price.productGuid,
    amount: price.amount,
    priceTypeId: price.priceTypeId,
    entityId: price.entityId,
    dateFrom: price.dateFrom,
    dateUntil: price.dateUntil,
    quantityFrom: price.quantityFrom,
    quantityUntil: price.quantityUntil,
    description: price.description,
    termDurationId: price.termDurationId,
    billingPlanId: price.billingPlanId,
  };
}

const EDITABLE = [
  'amount',
  'priceTypeId',
  'entityId',
  'dateFrom',
  'dateUntil',
  'quantityFrom',
  'quantityUntil',
  'description',
  'termDurationId',
  'billingPlanId',
] as const;

/** Whether an update changes nothing of the stored price. */
export function isUnchanged(stored: Price, update: PriceUpdate): boolean {
  const before = priceAsUpdate(stored);
  return EDITABLE.every((key) => (before[key] ?? null) === (update[key] ?? null));
}

/** Records the change of one price, replacing an earlier one; a change back to the stored price drops it. */
export function withEdit(
  edits: PendingEdits,
  stored: Price,
  update: PriceUpdate,
  entityName?: string | null,
): PendingEdits {
  const next = new Map(edits);
  if (isUnchanged(stored, update) && update.version === stored.version) next.delete(stored.priceId);
  else next.set(stored.priceId, { update, entityName });
  return next;
}

/** Drops the pending changes of these prices (deleted, or their change given up). */
export function withoutEdits(edits: PendingEdits, priceIds: Iterable<number>): PendingEdits {
  const next = new Map(edits);
  for (const id of priceIds) next.delete(id);
  return next;
}

/** Keeps my change on top of a colleague's version: the next save is based on their version. */
export function keepMine(edits: PendingEdits, current: Price): PendingEdits {
  const edit = edits.get(current.priceId);
  if (!edit) return edits;
  return new Map(edits).set(current.priceId, {
    update: { ...edit.update, version: current.version },
    entityName: edit.entityName,
  });
}

/** The outcome of saving one pending change. */
export type SaveOutcome = { priceId: number } & ({ ok: true } | { ok: false; problem: EditProblem });

/** What a failed update means for its pending change: a colleague's version, a refused field, or a failure. */
export function outcomeOf(priceId: number, error: unknown): SaveOutcome {
  const current = conflictRecord<Price>(error, (record) => record.priceId === priceId);
  if (current) return { priceId, ok: false, problem: { kind: 'conflict', current } };
  const [field, message] =
    error instanceof ApiError && error.fieldErrors ? (Object.entries(error.fieldErrors)[0] ?? []) : [];
  if (field && message) return { priceId, ok: false, problem: { kind: 'invalid', field, message } };
  return { priceId, ok: false, problem: { kind: 'failed' } };
}

/**
 * After a save of `sent`: the saved changes are gone, the others stay with the reason they did not
 * go through. A change made again while the save ran is newer than the one sent: it stays as it is.
 */
export function settleEdits(edits: PendingEdits, sent: PendingEdits, outcomes: readonly SaveOutcome[]): PendingEdits {
  const next = new Map(edits);
  for (const outcome of outcomes) {
    const edit = next.get(outcome.priceId);
    if (!edit || edit !== sent.get(outcome.priceId)) continue;
    if (outcome.ok) next.delete(outcome.priceId);
    else next.set(outcome.priceId, { ...edit, problem: outcome.problem });
  }
  return next;
}

/** The list as shown: each stored price, or its pending version (price type described from the list). */
export function shownPrices(
  stored: readonly Price[],
  edits: PendingEdits,
  priceTypes: readonly PriceType[] = [],
): ShownPrice[] {
  return stored.map((price) => {
    const pending = edits.get(price.priceId);
    if (!pending) return price;
    const u = pending.update;
    const type =
      u.priceTypeId === price.priceTypeId ? undefined : priceTypes.find((p) => p.priceTypeId === u.priceTypeId);
    return {
      ...price,
      version: u.version,
      amount: u.amount,
      priceTypeId: u.priceTypeId,
      priceTypeDescription: type?.description ?? price.priceTypeDescription,
      entityId: u.entityId ?? null,
      entityName: (u.entityId ?? null) === price.entityId ? price.entityName : (pending.entityName ?? null),
      dateFrom: u.dateFrom ?? null,
      dateUntil: u.dateUntil ?? null,
      quantityFrom: u.quantityFrom ?? null,
      quantityUntil: u.quantityUntil ?? null,
      description: u.description ?? null,
      termDurationId: u.termDurationId ?? null,
      billingPlanId: u.billingPlanId ?? null,
      pending,
    };
  });
}

/** Pending changes of prices that are no longer stored (a colleague deleted them) are dropped. */
export function pruneEdits(edits: PendingEdits, stored: readonly Price[]): PendingEdits {
  const ids = new Set(stored.map((p) => p.priceId));
  const gone = [...edits.keys()].filter((id) => !ids.has(id));
  return gone.length ? withoutEdits(edits, gone) : edits;
}

const nullsFirst = (a: number | string | null, b: number | string | null) =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;

const byRule = (a: Price, b: Price) =>
  a.priceTypeId - b.priceTypeId ||
  nullsFirst(a.quantityFrom, b.quantityFrom) ||
  nullsFirst(a.quantityUntil, b.quantityUntil) ||
  nullsFirst(a.dateFrom, b.dateFrom) ||
  a.priceId - b.priceId;

export type PriceGroups<P extends Price> = {
  /** Prices without an entity. */
  general: P[];
  /** Entity-specific prices, one group per entity, by entity name. */
  entities: { entityId: number; entityName: string; prices: P[] }[];
};

/** General prices and entity-specific prices grouped by entity. */
export function groupPrices<P extends Price>(prices: readonly P[]): PriceGroups<P> {
  const general: P[] = [];
  const byEntity = new Map<number, { entityId: number; entityName: string; prices: P[] }>();
  for (const price of prices) {
    if (price.entityId === null) {
      general.push(price);
      continue;
    }
    let group = byEntity.get(price.entityId);
    if (!group) {
      group = { entityId: price.entityId, entityName: price.entityName ?? `#${price.entityId}`, prices: [] };
      byEntity.set(price.entityId, group);
    }
    group.prices.push(price);
  }
  return {
    general: general.sort(byRule),
    entities: [...byEntity.values()]
      .sort((a, b) => a.entityName.localeCompare(b.entityName) || a.entityId - b.entityId)
      .map((g) => ({ ...g, prices: g.prices.sort(byRule) })),
  };
}
