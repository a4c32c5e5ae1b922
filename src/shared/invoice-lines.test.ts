import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  documentNumber,
  invoicedParty,
  invoiceTotals,
  lineAmount,
  referenceBase,
  vatOf,
} from './invoice-lines';
import { structuredReference } from './payment-reference';

describe('line amounts', () => {
  it('charges a whole month as quantity x factor x unit price', () => {
    expect(lineAmount({ quantity: 12, factor: 1, unitPrice: 10.5 }, { from: '2026-12-01', to: '2026-12-31' })).toBe(
      126,
    );
    expect(lineAmount({ quantity: 3, factor: 0.5, unitPrice: 19.99 }, 'whole')).toBe(29.99); // 29.985 -> 29.99
  });

  it('charges a part of a month by its days, rounded once to the cent', () => {
    // 10 of 30 days of 1 x 30.00
    expect(lineAmount({ quantity: 1, factor: 1, unitPrice: 30 }, { from: '2026-11-21', to: '2026-11-30' })).toBe(10);
    // 1 of 28 days of 1 x 10.00 = 0.357142... -> 0.36
    expect(lineAmount({ quantity: 1, factor: 1, unitPrice: 10 }, { from: '2027-02-28', to: '2027-02-28' })).toBe(0.36);
    // 7 x 0.3333 x 14.99 x 17/31 = 19.1788... -> 19.18 (no float drift)
    expect(
      lineAmount({ quantity: 7, factor: 0.3333, unitPrice: 14.99 }, { from: '2026-12-15', to: '2026-12-31' }),
    ).toBe(19.18);
  });

  it('rounds half away from zero, also for a negative (credit) amount', () => {
    expect(lineAmount({ quantity: 1, factor: 0.5, unitPrice: 0.01 }, 'whole')).toBe(0.01);
    expect(lineAmount({ quantity: -1, factor: 0.5, unitPrice: 0.01 }, 'whole')).toBe(-0.01);
  });

  it('counts days with both ends included', () => {
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(31);
    expect(daysBetween('2026-03-29', '2026-03-30')).toBe(2); // across the change to summer time
  });
});

describe('VAT and totals', () => {
  it('charges Belgian VAT unless the regime says why not', () => {
    expect(vatOf('BE_STANDARD')).toEqual({ rate: 21, exemption: null });
    expect(vatOf(null)).toEqual({ rate: 21, exemption: null });
    expect(vatOf('EU_REVERSE_CHARGE')).toEqual({ rate: 0, exemption: 'intraCommunity' });
    expect(vatOf('COCONTRACTOR')).toEqual({ rate: 0, exemption: 'reverseCharge' });
  });

  it('takes VAT on the sum per rate, not per line (EN 16931)', () => {
    // Three lines of 0.05 at 21 %: per line 0.0105 -> 0.01 each (0.03); on the sum 0.15 -> 0.0315 -> 0.03.
    // Three lines of 0.10: per line 0.021 -> 0.02 each (0.06); on the sum 0.30 -> 0.063 -> 0.06.
    const lines = [0.1, 0.1, 0.1, 0.05, 0.05, 0.05].map((amount) => ({ amount, vatRate: 21 }));
    expect(invoiceTotals(lines)).toEqual({
      totalExcl: 0.45,
      vat: [{ rate: 21, base: 0.45, amount: 0.09 }],
      totalVat: 0.09,
      totalIncl: 0.54,
    });
    expect(invoiceTotals([...lines, { amount: 100, vatRate: 0 }]).vat).toEqual([
      { rate: 21, base: 0.45, amount: 0.09 },
      { rate: 0, base: 100, amount: 0 },
    ]);
    expect(invoiceTotals([])).toEqual({ totalExcl: 0, vat: [], totalVat: 0, totalIncl: 0 });
  });
});

describe('who is invoiced', () => {
  it('sends partner-priced contracts through a reseller to its accounting, the rest to the customer', () => {
    expect(invoicedParty({ customerId: 5, resellerId: 2, priceType: 'PartnerPrice' })).toEqual({
      companyId: 2,
      receiver: 'accounting',
    });
    expect(invoicedParty({ customerId: 5, resellerId: 2, priceType: 'Rebate' })).toEqual({
      companyId: 2,
      receiver: 'accounting',
    });
    expect(invoicedParty({ customerId: 5, resellerId: 2, priceType: 'RRP' })).toEqual({
      companyId: 5,
      receiver: 'client',
    });
    expect(invoicedParty({ customerId: 5, resellerId: null, priceType: 'PartnerPrice' })).toEqual({
      companyId: 5,
      receiver: 'client',
    });
  });
});

describe('numbers and references', () => {
  it('numbers per year with six digits, and makes the payment reference from the number', () => {
    expect(documentNumber(2026, 123)).toBe('2026/000123');
    expect(referenceBase(2026, 123)).toBe('2026000123');
    expect(structuredReference(referenceBase(2026, 123))).toBe('+++202/6000/12320+++');
  });
});
