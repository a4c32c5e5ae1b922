import { describe, expect, it } from 'vitest';
import type { Price } from '@/shared/schemas/price';
import { aPrice } from '@/features/product/pricing/testing/price-fixture';
import { ApiError } from '@/lib/api-error';
import {
  groupPrices,
  outcomeOf,
  keepMine,
  priceAsUpdate,
  pruneEdits,
  settleEdits,
  shownPrices,
  withEdit,
  withoutEdits,
  type PendingEdits,
} from './price-edits';

const price = (over: Partial<Price> & { priceId: number }): Price =>
  aPrice({ dateFrom: '2026-01-01T00:00:00.000Z', quantityFrom: 1, quantityUntil: 10, ...over });
const none: PendingEdits = new Map();

describe('collected price edits', () => {
  const a = price({ priceId: 1 });
  const b = price({ priceId: 2, quantityFrom: 11, quantityUntil: 50, amount: 8 });

  it('collects one change per price; a second change of the same price replaces the first', () => {
    let edits = withEdit(none, a, { ...priceAsUpdate(a), amount: 12 });
    edits = withEdit(edits, b, { ...priceAsUpdate(b), dateUntil: '2026-12-31T00:00:00.000Z' });
    edits = withEdit(edits, a, { ...priceAsUpdate(a), amount: 13 });
    expect(edits.size).toBe(2);
    expect(edits.get(1)?.update.amount).toBe(13);
  });

  it('a change back to the stored values is no change at all', () => {
    const edits = withEdit(none, a, { ...priceAsUpdate(a), amount: 12 });
    expect(withEdit(edits, a, priceAsUpdate(a)).size).toBe(0);
  });

  it('the pending version replaces the stored one on screen, with the new price type described', () => {
    const edits = withEdit(none, a, { ...priceAsUpdate(a), amount: 12, priceTypeId: 3 });
    const [shownA, shownB] = shownPrices([a, b], edits, [{ priceTypeId: 3, description: 'Partner' }]);
    expect(shownA).toMatchObject({ priceId: 1, amount: 12, priceTypeDescription: 'Partner' });
    expect(shownA?.pending).toBeDefined();
    expect(shownB).toBe(b);
  });

  it('deleting a price removes its pending change; cancel drops them all', () => {
    let edits = withEdit(none, a, { ...priceAsUpdate(a), amount: 12 });
    edits = withEdit(edits, b, { ...priceAsUpdate(b), amount: 9 });
    expect([...withoutEdits(edits, [1]).keys()]).toEqual([2]);
    expect(withoutEdits(edits, [...edits.keys()]).size).toBe(0);
  });

  it('after a save the saved changes go, the rest keep the reason', () => {
    let edits = withEdit(none, a, { ...priceAsUpdate(a), amount: 12 });
    edits = withEdit(edits, b, { ...priceAsUpdate(b), amount: 9 });
    const theirs = { ...b, amount: 7, version: 2 };
    const after = settleEdits(edits, edits, [
      { priceId: 1, ok: true },
      { priceId: 2, ok: false, problem: { kind: 'conflict', current: theirs } },
    ]);
    expect([...after.keys()]).toEqual([2]);
    expect(after.get(2)?.problem).toEqual({ kind: 'conflict', current: theirs });
    // Keeping mine bases the next save on their version and clears the problem.
    const kept = keepMine(after, theirs).get(2);
    expect(kept?.update).toMatchObject({ amount: 9, version: 2 });
    expect(kept?.problem).toBeUndefined();
  });

  it('changes of prices a colleague deleted are dropped', () => {
    const edits = withEdit(none, a, { ...priceAsUpdate(a), amount: 12 });
    expect(pruneEdits(edits, [b]).size).toBe(0);
    expect(pruneEdits(edits, [a, b])).toBe(edits);
  });
});

describe('saving collected edits', () => {
  const a = price({ priceId: 1 });

  it('a change made again while the save ran stays pending, whatever the save of the older one did', () => {
    const sent = withEdit(none, a, { ...priceAsUpdate(a), amount: 12 });
    const newer = withEdit(sent, a, { ...priceAsUpdate(a), amount: 13 });
    const after = settleEdits(newer, sent, [{ priceId: 1, ok: true }]);
    expect(after.get(1)?.update.amount).toBe(13);
  });

  it("reads a failed update: a colleague's version, a refused field, anything else", () => {
    const theirs = { ...a, amount: 7, version: 2 };
    expect(outcomeOf(1, new ApiError(409, 'versionConflict', undefined, theirs))).toEqual({
      priceId: 1,
      ok: false,
      problem: { kind: 'conflict', current: theirs },
    });
    expect(outcomeOf(1, new ApiError(400, 'validation.failed', { quantityFrom: 'validation.priceOverlap|9' }))).toEqual(
      {
        priceId: 1,
        ok: false,
        problem: { kind: 'invalid', field: 'quantityFrom', message: 'validation.priceOverlap|9' },
      },
    );
    // A 409 that does not carry this price, a network failure: failed.
    expect(outcomeOf(1, new ApiError(409, 'versionConflict', undefined, { priceId: 2 })).ok).toBe(false);
    expect(outcomeOf(1, new ApiError(409, 'versionConflict', undefined, { priceId: 2 }))).toMatchObject({
      problem: { kind: 'failed' },
    });
    expect(outcomeOf(1, new ApiError(0, 'networkError'))).toMatchObject({ problem: { kind: 'failed' } });
  });

  it('a change that moves a price to another customer shows it under that customer', () => {
    const edits = withEdit(none, a, { ...priceAsUpdate(a), entityId: 4 }, 'Gent Digital NV');
    const [shown] = shownPrices([a], edits);
    expect(shown).toMatchObject({ entityId: 4, entityName: 'Gent Digital NV' });
    expect(groupPrices(shownPrices([a], edits)).entities.map((g) => g.entityName)).toEqual(['Gent Digital NV']);
  });
});

describe('price groups', () => {
  it('splits general prices from entity prices grouped by entity name, each in rule order', () => {
    const groups = groupPrices([
      price({ priceId: 1, quantityFrom: 11, quantityUntil: null }),
      price({ priceId: 2, entityId: 7, entityName: 'Zeta NV' }),
      price({ priceId: 3, priceTypeId: 1, quantityFrom: 11, quantityUntil: null }),
      price({ priceId: 4, entityId: 5, entityName: 'Alpha BV' }),
      price({ priceId: 5, quantityFrom: 1 }),
      price({ priceId: 6, quantityFrom: null, quantityUntil: null, priceTypeId: 3 }),
    ]);
    expect(groups.general.map((p) => p.priceId)).toEqual([3, 5, 1, 6]);
    expect(groups.entities.map((g) => [g.entityName, g.prices.map((p) => p.priceId)])).toEqual([
      ['Alpha BV', [4]],
      ['Zeta NV', [2]],
    ]);
  });
});
