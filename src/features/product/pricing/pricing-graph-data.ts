/**
 * The data of the product pricing graph: prices grouped by quantity range
 * and price type, each price a segment in time. An open end is drawn up to a year past today; an
 * open start from two years before today, or two years before the end when that end is older.
 * Days are held at 12:00 local time, as form dates are.
 */
import { addYears, isAfter, isBefore, subYears } from 'date-fns';
import { atNoon, wireDayAtNoon } from '@/shared/dates';
import type { Price } from '@/shared/schemas/price';

export type GraphSegment = {
  priceId: number;
  amount: number;
  /** The first day (12:00 local), or where an open start is drawn from. */
  start: Date;
  /** The last day (12:00 local, inclusive), or where an open end is drawn to. */
  end: Date;
  openStart: boolean;
  openEnd: boolean;
};

export type GraphGroup = {
  /** Unique per (priceTypeId, quantityFrom, quantityUntil). */
  key: string;
  priceTypeId: number;
  priceTypeDescription: string;
  quantityFrom: number | null;
  quantityUntil: number | null;
  /** One per price, by start, then end, then priceId. */
  segments: GraphSegment[];
};

export type GraphDomain = { start: Date; end: Date; maxAmount: number };

/** The span a price is drawn over, open bounds filled in from today. */
function span(price: Price, today: Date): { start: Date; end: Date } {
  const from = price.dateFrom ? wireDayAtNoon(price.dateFrom) : null;
  const until = price.dateUntil ? wireDayAtNoon(price.dateUntil) : null;
  let end = until ?? addYears(today, 1);
  // A price that starts later than a year from now still shows a year of its open end.
  if (!until && from && isAfter(from, end)) end = addYears(from, 1);
  let start = from ?? subYears(today, 2);
  if (!from && isAfter(start, end)) start = subYears(end, 2);
  return { start, end };
}

/** null (open) below every number. */
const compareFrom = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? -1 : b === null ? 1 : a - b);
/** null (open) above every number. */
const compareUntil = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b);

/**
 * One group per (quantity range, price type), by price type, then quantityFrom (open first), then
 * quantityUntil (open last); each group's prices as segments by start.
 */
export function graphGroups(prices: Price[], today: Date): GraphGroup[] {
  const noon = atNoon(today);
  const groups = new Map<string, GraphGroup>();
  for (const price of prices) {
    const key = `${price.priceTypeId}|${price.quantityFrom ?? ''}|${price.quantityUntil ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        priceTypeId: price.priceTypeId,
        priceTypeDescription: price.priceTypeDescription,
        quantityFrom: price.quantityFrom,
        quantityUntil: price.quantityUntil,
        segments: [],
      };
      groups.set(key, group);
    }
    group.segments.push({
      priceId: price.priceId,
      amount: price.amount,
      ...span(price, noon),
      openStart: !price.dateFrom,
      openEnd: !price.dateUntil,
    });
  }
  const sorted = [...groups.values()].sort(
    (a, b) =>
      a.priceTypeId - b.priceTypeId ||
      compareFrom(a.quantityFrom, b.quantityFrom) ||
      compareUntil(a.quantityUntil, b.quantityUntil),
  );
  for (const group of sorted)
    group.segments.sort(
      (a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime() || a.priceId - b.priceId,
    );
  return sorted;
}

/** The time span and highest amount over all segments; null without any. */
export function graphDomain(groups: GraphGroup[]): GraphDomain | null {
  let domain: GraphDomain | null = null;
  for (const { segments } of groups)
    for (const s of segments) {
      if (!domain) domain = { start: s.start, end: s.end, maxAmount: s.amount };
      else {
        if (isBefore(s.start, domain.start)) domain.start = s.start;
        if (isAfter(s.end, domain.end)) domain.end = s.end;
        domain.maxAmount = Math.max(domain.maxAmount, s.amount);
      }
    }
  return domain;
}
