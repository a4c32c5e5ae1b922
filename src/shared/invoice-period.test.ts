import { describe, expect, it } from 'vitest';
import {
  contractPeriods,
  dayAfter,
  invoicedThrough,
  isInvoiceMonth,
  itemPeriod,
  lastDayOf,
  monthBefore,
  PERIOD_REASONS,
  type PeriodContract,
  type PeriodItem,
} from './invoice-period';
import { CALCULATION_TYPES, CONTRACT_STATUSES } from './constants/contract';

const upFront: PeriodContract = { status: 'ACTIVE', calculationType: 'invoicedUpFront' };
const after: PeriodContract = { status: 'ACTIVE', calculationType: 'invoicedAfter' };
const usage: PeriodContract = { status: 'ACTIVE', calculationType: 'payPerUse' };
const once: PeriodContract = { status: 'ACTIVE', calculationType: 'oneTime' };

const item = (fields: Partial<PeriodItem> = {}): PeriodItem => ({
  contractItemId: 7,
  status: 'ACTIVE',
  dateStart: '2025-01-01',
  dateEnd: null,
  invoicedUntil: null,
  alreadyInvoiced: false,
  lastPeriodInvoiced: null,
  ...fields,
});

const period = (from: string, to: string) => ({
  contractItemId: 7,
  due: true,
  periodFrom: from,
  periodTo: to,
  reason: 'due',
});
/** What `f` answers for each input, by the input. */
const answersOf = <T>(f: (input: string) => T, ...inputs: string[]) =>
  Object.fromEntries(inputs.map((input) => [input, f(input)]));

const notDue = (reason: string) => ({ contractItemId: 7, due: false, periodFrom: null, periodTo: null, reason });

describe('invoicing months and days', () => {
  it('accepts YYYY-MM from 1900-01 only', () => {
    for (const month of ['2026-11', '2026-01', '2026-12', '1900-01', '9999-12'])
      expect(isInvoiceMonth(month)).toBe(true);
    for (const month of [
      '2026-13',
      '2026-00',
      '2026-1',
      '26-11',
      '2026-11-01',
      '1899-12',
      '',
      ' 2026-11',
      null,
      202611,
    ])
      expect(isInvoiceMonth(month)).toBe(false);
  });

  it('steps back a month across a year, and knows the last day of every month', () => {
    expect(answersOf(monthBefore, '2026-11', '2026-10', '2026-01', '1900-01')).toEqual({
      '2026-11': '2026-10',
      '2026-10': '2026-09',
      '2026-01': '2025-12',
      '1900-01': '1899-12',
    });
    // 2028 and 2000 are leap years, 2100 is not.
    expect(answersOf(lastDayOf, '2026-01', '2026-04', '2026-02', '2028-02', '2100-02', '2000-02', '2026-12')).toEqual({
      '2026-01': '2026-01-31',
      '2026-04': '2026-04-30',
      '2026-02': '2026-02-28',
      '2028-02': '2028-02-29',
      '2100-02': '2100-02-28',
      '2000-02': '2000-02-29',
      '2026-12': '2026-12-31',
    });
  });

  it('gives the day after across months, years and leap days', () => {
    const days = ['2026-11-09', '2026-10-31', '2026-12-31', '2028-02-28', '2028-02-29', '2026-02-28', '2026-03-28'];
    expect(answersOf(dayAfter, ...days)).toEqual({
      '2026-11-09': '2026-11-10',
      '2026-10-31': '2026-11-01',
      '2026-12-31': '2027-01-01',
      '2028-02-28': '2028-02-29',
      '2028-02-29': '2028-03-01',
      '2026-02-28': '2026-03-01',
      '2026-03-28': '2026-03-29', // daylight saving time starts that night
    });
  });

  it('takes the later of invoicedUntil and the old administration’s day, ignoring a value that is not a day', () => {
    expect(invoicedThrough({ invoicedUntil: null, lastPeriodInvoiced: null })).toBeNull();
    expect(invoicedThrough({ invoicedUntil: '2026-10-31', lastPeriodInvoiced: '2023-12-31' })).toBe('2026-10-31');
    expect(invoicedThrough({ invoicedUntil: '2023-06-30', lastPeriodInvoiced: '2023-12-31' })).toBe('2023-12-31');
    expect(invoicedThrough({ invoicedUntil: null, lastPeriodInvoiced: '2023-12-31' })).toBe('2023-12-31');
    expect(invoicedThrough({ invoicedUntil: '2023-06-30', lastPeriodInvoiced: 'MIGRATED' })).toBe('2023-06-30');
    expect(invoicedThrough({ invoicedUntil: null, lastPeriodInvoiced: '2023-02-30' })).toBeNull();
  });

  it('names every reason: due, the three of the calendar, and each status but ACTIVE', () => {
    expect([...PERIOD_REASONS].sort()).toEqual(
      ['due', 'alreadyInvoiced', 'notStarted', 'ended', ...CONTRACT_STATUSES.filter((s) => s !== 'ACTIVE')].sort(),
    );
  });
});

describe('invoicing period by calculation type', () => {
  it('invoiced up front: the invoicing month itself', () => {
    expect(itemPeriod(upFront, item(), '2026-11')).toEqual(period('2026-11-01', '2026-11-30'));
    expect(itemPeriod(upFront, item(), '2026-02')).toEqual(period('2026-02-01', '2026-02-28'));
    expect(itemPeriod(upFront, item(), '2028-02')).toEqual(period('2028-02-01', '2028-02-29'));
  });

  it('invoiced after and pay per use: the month just ended, across a year', () => {
    for (const contract of [after, usage]) {
      expect(itemPeriod(contract, item(), '2026-11')).toEqual(period('2026-10-01', '2026-10-31'));
      expect(itemPeriod(contract, item(), '2026-01')).toEqual(period('2025-12-01', '2025-12-31'));
      expect(itemPeriod(contract, item(), '2026-03')).toEqual(period('2026-02-01', '2026-02-28'));
    }
  });

  it('one time: once, on the start day, when it started by the end of the month', () => {
    expect(itemPeriod(once, item({ dateStart: '2026-11-30' }), '2026-11')).toEqual(period('2026-11-30', '2026-11-30'));
    // Started long ago and never invoiced: still due, once.
    expect(itemPeriod(once, item({ dateStart: '2024-03-15' }), '2026-11')).toEqual(period('2024-03-15', '2024-03-15'));
    // An end does not matter to something done once.
    expect(itemPeriod(once, item({ dateStart: '2026-06-01', dateEnd: '2026-06-30' }), '2026-11')).toEqual(
      period('2026-06-01', '2026-06-01'),
    );
    expect(itemPeriod(once, item({ dateStart: '2026-12-01' }), '2026-11')).toEqual(notDue('notStarted'));
  });

  it('one time: not again once invoiced (the flag, invoicedUntil or the old administration’s day on or after its start)', () => {
    const start = { dateStart: '2023-06-01' };
    expect(itemPeriod(once, item({ ...start, alreadyInvoiced: true }), '2026-11')).toEqual(notDue('alreadyInvoiced'));
    expect(itemPeriod(once, item({ ...start, invoicedUntil: '2023-06-01' }), '2026-11')).toEqual(
      notDue('alreadyInvoiced'),
    );
    expect(itemPeriod(once, item({ ...start, lastPeriodInvoiced: '2023-12-31' }), '2026-11')).toEqual(
      notDue('alreadyInvoiced'),
    );
    // A day before its start invoiced something else (or nothing of it).
    expect(itemPeriod(once, item({ ...start, lastPeriodInvoiced: '2023-05-31' }), '2026-11')).toEqual(
      period('2023-06-01', '2023-06-01'),
    );
  });
});

describe('the period clipped to the item', () => {
  it('starts on the item’s start in the month, ends on its end in the month', () => {
    expect(itemPeriod(upFront, item({ dateStart: '2026-11-10' }), '2026-11')).toEqual(
      period('2026-11-10', '2026-11-30'),
    );
    expect(itemPeriod(upFront, item({ dateEnd: '2026-11-20' }), '2026-11')).toEqual(period('2026-11-01', '2026-11-20'));
    expect(itemPeriod(upFront, item({ dateStart: '2026-11-05', dateEnd: '2026-11-05' }), '2026-11')).toEqual(
      period('2026-11-05', '2026-11-05'),
    );
    expect(itemPeriod(after, item({ dateStart: '2026-10-31' }), '2026-11')).toEqual(period('2026-10-31', '2026-10-31'));
    expect(itemPeriod(after, item({ dateEnd: '2026-10-01' }), '2026-11')).toEqual(period('2026-10-01', '2026-10-01'));
  });

  it('not started: starts after the covered month', () => {
    expect(itemPeriod(upFront, item({ dateStart: '2026-12-01' }), '2026-11')).toEqual(notDue('notStarted'));
    // Invoiced after: November's items start to count in December's run.
    expect(itemPeriod(after, item({ dateStart: '2026-11-01' }), '2026-11')).toEqual(notDue('notStarted'));
    expect(itemPeriod(usage, item({ dateStart: '2026-11-15' }), '2026-11')).toEqual(notDue('notStarted'));
    expect(itemPeriod(after, item({ dateStart: '2026-11-01' }), '2026-12')).toEqual(period('2026-11-01', '2026-11-30'));
  });

  it('ended: ended before the covered month', () => {
    expect(itemPeriod(upFront, item({ dateEnd: '2026-10-31' }), '2026-11')).toEqual(notDue('ended'));
    expect(itemPeriod(after, item({ dateEnd: '2026-09-30' }), '2026-11')).toEqual(notDue('ended'));
    // Ended on the last day of the month just ended: its last period is still due after.
    expect(itemPeriod(after, item({ dateEnd: '2026-10-31' }), '2026-11')).toEqual(period('2026-10-01', '2026-10-31'));
  });
});

describe('what is already invoiced is skipped', () => {
  it('starts after invoicedUntil, or is not due when that covers the whole period', () => {
    expect(itemPeriod(upFront, item({ invoicedUntil: '2026-10-31' }), '2026-11')).toEqual(
      period('2026-11-01', '2026-11-30'),
    );
    expect(itemPeriod(upFront, item({ invoicedUntil: '2026-11-15' }), '2026-11')).toEqual(
      period('2026-11-16', '2026-11-30'),
    );
    expect(itemPeriod(upFront, item({ invoicedUntil: '2026-11-29' }), '2026-11')).toEqual(
      period('2026-11-30', '2026-11-30'),
    );
    expect(itemPeriod(upFront, item({ invoicedUntil: '2026-11-30' }), '2026-11')).toEqual(notDue('alreadyInvoiced'));
    expect(itemPeriod(upFront, item({ invoicedUntil: '2027-03-31' }), '2026-11')).toEqual(notDue('alreadyInvoiced'));
    expect(itemPeriod(after, item({ invoicedUntil: '2026-10-31' }), '2026-11')).toEqual(notDue('alreadyInvoiced'));
    expect(itemPeriod(after, item({ invoicedUntil: '2026-09-30' }), '2026-11')).toEqual(
      period('2026-10-01', '2026-10-31'),
    );
  });

  it('earlier months left uninvoiced are not caught up: the period stays the covered month', () => {
    expect(itemPeriod(upFront, item({ invoicedUntil: '2026-06-30' }), '2026-11')).toEqual(
      period('2026-11-01', '2026-11-30'),
    );
  });

  it('the old administration’s last invoiced day counts as invoicedUntil, the later of the two wins', () => {
    expect(itemPeriod(upFront, item({ lastPeriodInvoiced: '2026-11-30' }), '2026-11')).toEqual(
      notDue('alreadyInvoiced'),
    );
    expect(
      itemPeriod(upFront, item({ lastPeriodInvoiced: '2026-11-10', invoicedUntil: '2026-10-31' }), '2026-11'),
    ).toEqual(period('2026-11-11', '2026-11-30'));
    expect(
      itemPeriod(upFront, item({ lastPeriodInvoiced: '2023-12-31', invoicedUntil: '2026-11-10' }), '2026-11'),
    ).toEqual(period('2026-11-11', '2026-11-30'));
    expect(itemPeriod(upFront, item({ lastPeriodInvoiced: 'MIGRATED' }), '2026-11')).toEqual(
      period('2026-11-01', '2026-11-30'),
    );
  });

  it('an item that started after what was invoiced starts on its own start', () => {
    expect(itemPeriod(upFront, item({ dateStart: '2026-11-20', invoicedUntil: '2026-11-05' }), '2026-11')).toEqual(
      period('2026-11-20', '2026-11-30'),
    );
  });

  it('invoiced up to the item’s end in the month: nothing left', () => {
    expect(itemPeriod(upFront, item({ dateEnd: '2026-11-20', invoicedUntil: '2026-11-20' }), '2026-11')).toEqual(
      notDue('alreadyInvoiced'),
    );
  });
});

describe('statuses', () => {
  it('only an ACTIVE item of an ACTIVE contract is due: else the contract’s status, then the item’s', () => {
    for (const calculationType of CALCULATION_TYPES) {
      const contract = { status: 'ACTIVE' as const, calculationType };
      for (const status of CONTRACT_STATUSES.filter((s) => s !== 'ACTIVE')) {
        expect(itemPeriod({ ...contract, status }, item({ dateStart: '2026-11-01' }), '2026-12')).toEqual(
          notDue(status),
        );
        expect(itemPeriod(contract, item({ status, dateStart: '2026-11-01' }), '2026-12')).toEqual(notDue(status));
      }
      expect(itemPeriod(contract, item({ dateStart: '2026-11-01' }), '2026-12').due).toBe(true);
    }
    // The contract's status comes first.
    expect(itemPeriod({ ...upFront, status: 'SUSPENDED' }, item({ status: 'QUOTE' }), '2026-11')).toEqual(
      notDue('SUSPENDED'),
    );
    // A status wins over the calendar.
    expect(itemPeriod(upFront, item({ status: 'QUOTE', dateStart: '2027-01-01' }), '2026-11')).toEqual(notDue('QUOTE'));
  });

  it('gives every item of a contract its period, in order', () => {
    const items = [
      item({ contractItemId: 1 }),
      item({ contractItemId: 2, status: 'SUSPENDED' }),
      item({ contractItemId: 3, dateStart: '2027-01-01' }),
      item({ contractItemId: 4, invoicedUntil: '2026-11-30' }),
      item({ contractItemId: 5, dateEnd: '2026-03-31' }),
    ];
    expect(contractPeriods(upFront, items, '2026-11').map((p) => [p.contractItemId, p.reason, p.periodFrom])).toEqual([
      [1, 'due', '2026-11-01'],
      [2, 'SUSPENDED', null],
      [3, 'notStarted', null],
      [4, 'alreadyInvoiced', null],
      [5, 'ended', null],
    ]);
  });
});
