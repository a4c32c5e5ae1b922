import { describe, expect, it } from 'vitest';
import { dayBefore, transferPlan, transferRefusal } from './contract-transfer';

const contract = { dateStart: '2025-03-01', dateEnd: null, status: 'ACTIVE' as const };

describe('contract transfer', () => {
  it('ends the old contract the day before, across months, years and leap days', () => {
    expect(dayBefore('2026-12-01')).toBe('2026-11-30');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
    expect(dayBefore('2026-03-29')).toBe('2026-03-28'); // daylight saving time starts that night
  });

  it('refuses an ended contract and a date outside the contract', () => {
    expect(transferRefusal({ ...contract, status: 'INACTIVE' }, '2026-12-01')).toBe('validation.contractEnded');
    expect(transferRefusal(contract, '2025-03-01')).toBe('validation.transferDate');
    expect(transferRefusal({ ...contract, dateEnd: '2026-06-30' }, '2026-07-01')).toBe('validation.transferDate');
    expect(transferRefusal({ ...contract, dateEnd: '2026-06-30' }, '2026-06-30')).toBeNull();
    expect(transferRefusal(contract, '2026-12-01')).toBeNull();
  });

  it('moves the items still running on the date, each from the later of its start and the date', () => {
    const items = [
      { id: 1, dateStart: '2025-03-01', dateEnd: null, status: 'ACTIVE' as const },
      { id: 2, dateStart: '2025-03-01', dateEnd: '2026-05-31', status: 'ACTIVE' as const }, // ended before
      { id: 3, dateStart: '2027-01-01', dateEnd: null, status: 'QUOTE' as const }, // starts later
      { id: 4, dateStart: '2025-03-01', dateEnd: null, status: 'INACTIVE' as const },
      { id: 5, dateStart: '2025-06-01', dateEnd: '2026-12-31', status: 'SUSPENDED' as const },
    ];
    const plan = transferPlan(items, '2026-12-01', '2026-11-25');
    expect(plan.oldEnd).toBe('2026-11-30');
    expect(plan.endsNow).toBe(false);
    expect(plan.moving).toEqual([
      { id: 1, dateStart: '2026-12-01', dateEnd: null },
      { id: 3, dateStart: '2027-01-01', dateEnd: null },
      { id: 5, dateStart: '2026-12-01', dateEnd: '2026-12-31' },
    ]);
    expect(plan.ending).toEqual([
      { id: 1, dateEnd: '2026-11-30' },
      { id: 3, dateEnd: '2027-01-01' },
      { id: 5, dateEnd: '2026-11-30' },
    ]);
  });

  it('makes the old contract INACTIVE at once only when its new end is past', () => {
    expect(transferPlan([], '2026-11-01', '2026-11-25').endsNow).toBe(true);
    expect(transferPlan([], '2026-11-26', '2026-11-25').endsNow).toBe(false);
    expect(transferPlan([], '2026-11-25', '2026-11-25').endsNow).toBe(true);
  });
});
