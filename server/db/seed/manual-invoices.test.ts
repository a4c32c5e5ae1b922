import { describe, expect, it } from 'vitest';
import { isCalendarDay } from '../../../src/shared/calendar-day';
import { lifePlan, type Age } from './invoice-life';
import { HISTORY_MONTHS } from './invoices';
import { APPROVED, DRAFTS } from './manual-invoices';
import { INACTIVE, PRODUCTS } from './manual-products';

const months = Object.keys(APPROVED);
const plans = Object.entries(APPROVED).flatMap(([month, list]) => list.map((plan) => ({ month, plan })));
const ageOf = (month: string): Age =>
  month === HISTORY_MONTHS.at(-1) ? 'current' : month === HISTORY_MONTHS.at(-2) ? 'previous' : 'older';

describe('the seeded manual invoices', () => {
  it('are fifteen: eleven approved over the last six months of the invoice year, four drafts', () => {
    expect(plans).toHaveLength(11);
    expect(DRAFTS).toHaveLength(4);
    expect(months).toEqual(HISTORY_MONTHS.slice(-6));
  });

  it('are approved in their month, in order, after the month run approved on the 1st', () => {
    for (const month of months) {
      const days = APPROVED[month]!.map((p) => p.day);
      expect(days).toEqual([...days].sort((a, b) => a - b));
      expect(Math.min(...days)).toBeGreaterThan(1);
      expect(Math.max(...days)).toBeLessThanOrEqual(20);
    }
  });

  it('invoice a period that exists, starts in their month and ends on or after it starts', () => {
    for (const { month, plan } of [...plans, ...DRAFTS.map((plan) => ({ month: months.at(-1)!, plan }))]) {
      const [from, to] = plan.period.map((d) => `${month.slice(0, 4)}-${d}`);
      expect(isCalendarDay(from) && isCalendarDay(to), `${from} ${to}`).toBe(true);
      expect(from!.slice(0, 7)).toBe(month);
      expect(to! >= from!).toBe(true);
    }
  });

  it('bill active seeded products and free text, whole quantities, prices within the line rules', () => {
    const active = new Set(PRODUCTS.map(([code]) => code).filter((code) => !INACTIVE.has(code)));
    const lines = [...plans.map((p) => p.plan), ...DRAFTS].flatMap((p) => p.lines);
    expect(lines.some((l) => l.length === 3)).toBe(true);
    expect(lines.some((l) => l.length === 3 && l[2] < 0)).toBe(true);
    for (const line of lines) {
      if (line.length === 2) expect(active, line[0]).toContain(line[0]);
      expect(Number.isInteger(line[1]) && line[1] >= 1).toBe(true);
    }
  });

  it('live on along paths that reach every open state worth showing, and paid', () => {
    const finals = plans.map(({ month, plan }) => lifePlan(plan.life ?? 0, ageOf(month)).at(-1)?.state ?? 'created');
    expect(new Set(finals)).toEqual(
      new Set(['sent', 'paid', 'partiallyPaid', 'overdue', 'reminder1', 'reminder2', 'notice1']),
    );
  });
});
