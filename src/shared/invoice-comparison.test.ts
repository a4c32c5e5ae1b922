import { describe, expect, it } from 'vitest';
import { INVOICE_CONFIG } from './invoice-config';
import { anomaliesOf, compareLines, totalMoved } from './invoice-comparison';

const share = INVOICE_CONFIG.anomalyShare;
/** A line of a contract's item at a unit price (null ids: a line without an item). */
const line = (contractId: number | null, contractItemId: number | null, unitPrice: number) => ({
  contractId,
  contractItemId,
  unitPrice,
});
const customer = (over: Partial<Parameters<typeof anomaliesOf>[0]>) => ({
  totalExcl: 100,
  previousTotalExcl: 100,
  hasDrafts: true,
  unitPrices: [10],
  silentContracts: 0,
  ...over,
});

describe('lines against the month before', () => {
  it.each([
    {
      name: 'counts new, removed and repriced contract items',
      current: [line(1, 1, 10), line(1, 2, 21.5), line(1, 4, 5), line(1, 5, 5)],
      previous: [line(1, 1, 10), line(1, 2, 20), line(1, 3, 30)],
      counts: { newLines: 2, removedLines: 1, priceChanges: 1, silentContracts: 0 },
    },
    {
      name: 'counts an item once however many lines it has, and leaves lines without an item out',
      current: [line(1, 1, 10), line(1, 1, 10), line(1, 7, 1), line(1, 7, 1), line(null, null, 1)],
      previous: [line(1, 1, 10), line(null, null, 99)],
      counts: { newLines: 1, removedLines: 0, priceChanges: 0, silentContracts: 0 },
    },
    {
      name: 'compares prices to the cent: no float difference is a price change',
      current: [line(1, 1, 0.1 + 0.2)],
      previous: [line(1, 1, 0.3)],
      counts: { newLines: 0, removedLines: 0, priceChanges: 0, silentContracts: 0 },
    },
    {
      name: 'counts a removed line, its contract now silent',
      current: [],
      previous: [line(1, 1, 1)],
      counts: { newLines: 0, removedLines: 1, priceChanges: 0, silentContracts: 1 },
    },
  ])('$name', ({ current, previous, counts }) => {
    expect(compareLines(current, previous)).toEqual(counts);
  });
});

describe('a contract that produced nothing', () => {
  it('counts the contracts with lines the month before and none now, whatever else the customer has', () => {
    const previous = [line(1, 11, 10), line(2, 21, 10), line(3, 31, 10)];
    const current = [
      line(1, 11, 10),
      // Another item of contract 2: the contract produced something.
      line(2, 22, 10),
      line(4, 41, 10),
      line(null, null, 5),
    ];
    expect(compareLines(current, previous)).toMatchObject({ silentContracts: 1, removedLines: 2, newLines: 2 });
    expect(anomaliesOf(customer({ silentContracts: 1 }), share)).toEqual(['silentContract']);
    // A customer with nothing at all is missing, not silent.
    expect(
      anomaliesOf(customer({ hasDrafts: false, totalExcl: 0, unitPrices: [], silentContracts: 2 }), share),
    ).toEqual(['missingCustomer']);
  });
});

describe('a moved total', () => {
  it('flags a move of more than the share, up or down, and not one of exactly the share', () => {
    expect(totalMoved(120, 100, share)).toBe(false);
    expect(totalMoved(120.01, 100, share)).toBe(true);
    expect(totalMoved(80, 100, share)).toBe(false);
    expect(totalMoved(79.99, 100, share)).toBe(true);
    // 12.12 against 10.10 is exactly 20 %: in cents, no float drift makes it more.
    expect(totalMoved(12.12, 10.1, share)).toBe(false);
    expect(totalMoved(12.13, 10.1, share)).toBe(true);
  });

  it('reads a previous total of 0 as moved unless the total is 0 too, and a negative one by its size', () => {
    expect(totalMoved(0, 0, share)).toBe(false);
    expect(totalMoved(0.01, 0, share)).toBe(true);
    expect(totalMoved(-120, -100, share)).toBe(false);
    expect(totalMoved(-121, -100, share)).toBe(true);
  });
});

describe('anomalies', () => {
  it('finds nothing in a month like the one before', () => {
    expect(anomaliesOf(customer({}), share)).toEqual([]);
    expect(anomaliesOf(customer({ totalExcl: 120 }), share)).toEqual([]);
  });

  it('flags a total that moved, a zero price and a new customer, in that order', () => {
    expect(anomaliesOf(customer({ totalExcl: 120.01 }), share)).toEqual(['totalMoved']);
    expect(anomaliesOf(customer({ totalExcl: 200, unitPrices: [10, 0] }), share)).toEqual(['totalMoved', 'zeroPrice']);
    expect(anomaliesOf(customer({ previousTotalExcl: null, unitPrices: [0.001] }), share)).toEqual([
      'zeroPrice',
      'newCustomer',
    ]);
    expect(anomaliesOf(customer({ previousTotalExcl: null }), share)).toEqual(['newCustomer']);
  });

  it('flags a company invoiced the month before with nothing now as missing, and only that', () => {
    expect(anomaliesOf(customer({ hasDrafts: false, totalExcl: 0, unitPrices: [] }), share)).toEqual([
      'missingCustomer',
    ]);
    expect(
      anomaliesOf(customer({ hasDrafts: false, totalExcl: 0, previousTotalExcl: null, unitPrices: [] }), share),
    ).toEqual([]);
  });

  it('takes the share it is given', () => {
    expect(anomaliesOf(customer({ totalExcl: 105.01 }), 0.05)).toEqual(['totalMoved']);
    expect(anomaliesOf(customer({ totalExcl: 105 }), 0.05)).toEqual([]);
  });
});
