import { describe, expect, it } from 'vitest';
import { aPriceIn2026 } from '@/features/product/pricing/testing/price-fixture';
import { graphDomain, graphGroups } from './pricing-graph-data';

/** Wednesday 15 July 2026, mid-afternoon: the graph works on calendar days at noon. */
const TODAY = new Date(2026, 6, 15, 15, 30);
const noon = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12);

const price = aPriceIn2026;

describe('graphGroups', () => {
  it('groups by quantity range and price type', () => {
    const groups = graphGroups(
      [
        price({ priceId: 1, quantityFrom: 1, quantityUntil: 10 }),
        price({
          priceId: 2,
          quantityFrom: 1,
          quantityUntil: 10,
          dateFrom: '2027-01-01T00:00:00.000Z',
          dateUntil: null,
        }),
        price({ priceId: 3, quantityFrom: 1, quantityUntil: 10, priceTypeId: 2, priceTypeDescription: 'Cost' }),
        price({ priceId: 4, quantityFrom: 11, quantityUntil: null }),
      ],
      TODAY,
    );
    expect(
      groups.map((g) => [g.priceTypeId, g.quantityFrom, g.quantityUntil, g.segments.map((s) => s.priceId)]),
    ).toEqual([
      [1, 1, 10, [1, 2]],
      [1, 11, null, [4]],
      [2, 1, 10, [3]],
    ]);
    expect(groups[2]).toMatchObject({ priceTypeDescription: 'Cost' });
    expect(new Set(groups.map((g) => g.key)).size).toBe(3);
  });

  it('orders by price type, then quantityFrom (open first), then quantityUntil (open last)', () => {
    const groups = graphGroups(
      [
        price({ priceTypeId: 2, quantityFrom: null, quantityUntil: null }),
        price({ quantityFrom: 5, quantityUntil: null }),
        price({ quantityFrom: 5, quantityUntil: 20 }),
        price({ quantityFrom: 5, quantityUntil: 10 }),
        price({ quantityFrom: null, quantityUntil: 4 }),
        price({ quantityFrom: 1, quantityUntil: 4 }),
      ],
      TODAY,
    );
    expect(groups.map((g) => [g.priceTypeId, g.quantityFrom, g.quantityUntil])).toEqual([
      [1, null, 4],
      [1, 1, 4],
      [1, 5, 10],
      [1, 5, 20],
      [1, 5, null],
      [2, null, null],
    ]);
  });

  it('sorts the segments of a group by start', () => {
    const [group] = graphGroups(
      [
        price({ priceId: 7, dateFrom: '2026-06-01T00:00:00.000Z', dateUntil: null }),
        price({ priceId: 8, dateFrom: '2025-01-01T00:00:00.000Z', dateUntil: '2026-05-31T00:00:00.000Z' }),
      ],
      TODAY,
    );
    expect(group?.segments.map((s) => s.priceId)).toEqual([8, 7]);
  });

  it('holds closed dates as their calendar days at noon, both inclusive', () => {
    const [group] = graphGroups(
      [price({ amount: 12.5, dateFrom: '2026-01-31T00:00:00.000Z', dateUntil: '2026-03-01T00:00:00.000Z' })],
      TODAY,
    );
    expect(group?.segments[0]).toMatchObject({
      amount: 12.5,
      start: noon(2026, 1, 31),
      end: noon(2026, 3, 1),
      openStart: false,
      openEnd: false,
    });
  });

  it('draws an open end up to a year past today', () => {
    const [group] = graphGroups([price({ dateFrom: '2026-01-01T00:00:00.000Z', dateUntil: null })], TODAY);
    expect(group?.segments[0]).toMatchObject({
      start: noon(2026, 1, 1),
      end: noon(2027, 7, 15),
      openStart: false,
      openEnd: true,
    });
  });

  it('draws an open start from two years before today', () => {
    const [group] = graphGroups([price({ dateFrom: null, dateUntil: '2026-12-31T00:00:00.000Z' })], TODAY);
    expect(group?.segments[0]).toMatchObject({
      start: noon(2024, 7, 15),
      end: noon(2026, 12, 31),
      openStart: true,
      openEnd: false,
    });
  });

  it('draws an open start from two years before the end when the end is older than that', () => {
    const [group] = graphGroups([price({ dateFrom: null, dateUntil: '2023-03-10T00:00:00.000Z' })], TODAY);
    expect(group?.segments[0]).toMatchObject({ start: noon(2021, 3, 10), end: noon(2023, 3, 10), openStart: true });
  });

  it('draws a price open at both ends from two years before to a year past today', () => {
    const [group] = graphGroups([price({ dateFrom: null, dateUntil: null })], TODAY);
    expect(group?.segments[0]).toMatchObject({
      start: noon(2024, 7, 15),
      end: noon(2027, 7, 15),
      openStart: true,
      openEnd: true,
    });
  });

  it('gives a price starting after a year from now a year of open end', () => {
    const [group] = graphGroups([price({ dateFrom: '2028-02-01T00:00:00.000Z', dateUntil: null })], TODAY);
    expect(group?.segments[0]).toMatchObject({ start: noon(2028, 2, 1), end: noon(2029, 2, 1) });
  });

  it('returns nothing for no prices', () => {
    expect(graphGroups([], TODAY)).toEqual([]);
  });
});

describe('graphDomain', () => {
  it('spans every segment and finds the highest amount', () => {
    const groups = graphGroups(
      [
        price({ amount: 5, dateFrom: null, dateUntil: '2026-12-31T00:00:00.000Z', quantityFrom: 1, quantityUntil: 9 }),
        price({ amount: 42, dateFrom: '2026-01-01T00:00:00.000Z', dateUntil: null }),
        price({ amount: 7, priceTypeId: 3 }),
      ],
      TODAY,
    );
    expect(graphDomain(groups)).toEqual({ start: noon(2024, 7, 15), end: noon(2027, 7, 15), maxAmount: 42 });
  });

  it('is null without prices', () => {
    expect(graphDomain([])).toBeNull();
    expect(graphDomain(graphGroups([], TODAY))).toBeNull();
  });
});
