import { describe, expect, it } from 'vitest';
import { INVOICE_CONFIG } from './invoice-config';
import { anomaliesOf, compareLines, totalMoved } from './invoice-comparison';

const share = INVOICE_CONFIG.anomalyShare;
const customer = (over: Partial<Parameters<typeof anomaliesOf>[0]>) => ({
  totalExcl: 100,
  previousTotalExcl: 100,
  hasDrafts: true,
  unitPrices: [10],
  silentContracts: 0,
  ...over,
});

describe('lines against the month before', () => {
  it('counts new, removed and repriced contract items', () => {
    const previous = [
      { contractId: 1, contractItemId: 1, unitPrice: 10 },
      { contractId: 1, contractItemId: 2, unitPrice: 20 },
      { contractId: 1, contractItemId: 3, unitPrice: 30 },
    ];
    const current = [
      { contractId: 1, contractItemId: 1, unitPrice: 10 },
      { contractId: 1, contractItemId: 2, unitPrice: 21.5 },
      { contractId: 1, contractItemId: 4, unitPrice: 5 },
      { contractId: 1, contractItemId: 5, unitPrice: 5 },
    ];
    expect(compareLines(current, previous)).toEqual({
      newLines: 2,
      removedLines: 1,
      priceChanges: 1,
      silentContracts: 0,
    });
  });

  it('counts an item once however many lines it has, and leaves lines without an item out', () => {
    const previous = [
      { contractId: 1, contractItemId: 1, unitPrice: 10 },
      { contractId: null, contractItemId: null, unitPrice: 99 },
    ];
    const current = [
      { contractId: 1, contractItemId: 1, unitPrice: 10 },
      { contractId: 1, contractItemId: 1, unitPrice: 10 },
      { contractId: 1, contractItemId: 7, unitPrice: 1 },
      { contractId: 1, contractItemId: 7, unitPrice: 1 },
      { contractId: null, contractItemId: null, unitPrice: 1 },
    ];
    expect(compareLines(current, previous)).toEqual({
      newLines: 1,
      removedLines: 0,
      priceChanges: 0,
      silentContracts: 0,
    });
  });

  it('compares prices to the cent: no float difference is a price change', () => {
    expect(
      compareLines(
        [{ contractId: 1, contractItemId: 1, unitPrice: 0.1 + 0.2 }],
        [{ contractId: 1, contractItemId: 1, unitPrice: 0.3 }],
      ),
    ).toEqual({
      newLines: 0,
      removedLines: 0,
      priceChanges: 0,
      silentContracts: 0,
    });
    expect(compareLines([], [{ contractId: 1, contractItemId: 1, unitPrice: 1 }])).toEqual({
      newLines: 0,
      removedLines: 1,
      priceChanges: 0,
      silentContracts: 1,
    });
  });
});

describe('a contract that produced nothing', () => {
  it('counts the contracts with lines the month before and none now, whatever else the customer has', () => {
    const previous = [
      { contractId: 1, contractItemId: 11, unitPrice: 10 },
      { contractId: 2, contractItemId: 21, unitPrice: 10 },
      { contractId: 3, contractItemId: 31, unitPrice: 10 },
    ];
    const current = [
      { contractId: 1, contractItemId: 11, unitPrice: 10 },
      // Another item of contract 2: the contract produced something.
      { contractId: 2, contractItemId: 22, unitPrice: 10 },
      { contractId: 4, contractItemId: 41, unitPrice: 10 },
      { contractId: null, contractItemId: null, unitPrice: 5 },
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
