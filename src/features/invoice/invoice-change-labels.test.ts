import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { invoiceChangeLabel, invoiceChangeValue } from './invoice-change-labels';

/** A `t` that shows which text it was asked for. */
const t = ((key: string) => key) as unknown as TFunction;

describe('an invoice change on the timeline', () => {
  it('names its field by its label', () => {
    expect(invoiceChangeLabel(t, 'amountPaid')).toBe('invoice:changes.amountPaid');
  });
  it('reads codes by their names, money as euro, days as dates, rates in %', () => {
    expect(invoiceChangeValue(t, 'state', 'partiallyPaid')).toBe('invoice:states.partiallyPaid');
    expect(invoiceChangeValue(t, 'receiver', 'accounting')).toBe('invoice:receivers.accounting');
    expect(invoiceChangeValue(t, 'unit', 'hour')).toBe('invoice:units.hour');
    // In the interface language (English here).
    expect(invoiceChangeValue(t, 'amountPaid', 1234.5)).toBe('€1,234.50');
    expect(invoiceChangeValue(t, 'periodFrom', '2026-11-01')).toBe('01/11/2026');
    expect(invoiceChangeValue(t, 'vatRate', 21)).toBe('21%');
    expect(invoiceChangeValue(t, 'vatRate', 5.5)).toBe('5.5%');
  });
  it('shows nothing as a dash, and a name or number as it is', () => {
    expect(invoiceChangeValue(t, 'reference', null)).toBe('–');
    expect(invoiceChangeValue(t, 'customer', 'Delvaux NV')).toBe('Delvaux NV');
    expect(invoiceChangeValue(t, 'lines', 3)).toBe('3');
  });
});
