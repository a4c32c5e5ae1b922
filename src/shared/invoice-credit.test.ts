import { describe, expect, it } from 'vitest';
import { creditedAmount, isCreditable, leftToCredit } from './invoice-credit';
import { creditInvoiceForm } from './schemas/invoice';

const line = (
  quantity: number,
  creditedQuantity = 0,
  lineType: 'original' | 'isCredited' | 'isCrediter' = 'original',
) => ({
  quantity,
  creditedQuantity,
  lineType,
});

describe('what is left to credit of a line', () => {
  it('is its quantity less what credit notes credited, exact to four decimals', () => {
    expect(leftToCredit(line(3))).toBe(3);
    expect(leftToCredit(line(3, 1.5, 'isCredited'))).toBe(1.5);
    expect(leftToCredit(line(0.3, 0.1, 'isCredited'))).toBe(0.2);
    expect(leftToCredit(line(1, 0.3333, 'isCredited'))).toBe(0.6667);
  });
  it('is nothing once all is credited, and nothing of a credit note’s own line', () => {
    expect(leftToCredit(line(2, 2, 'isCredited'))).toBe(0);
    expect(leftToCredit(line(2, 0, 'isCrediter'))).toBe(0);
  });
});

describe('whether an invoice can be credited', () => {
  const invoice = { type: 'invoice' as const, state: 'sent' as const, simulation: false, lines: [line(1), line(2, 2)] };
  it('an approved invoice in any state after approval, paid too, with something left', () => {
    expect(isCreditable(invoice)).toBe(true);
    expect(isCreditable({ ...invoice, state: 'paid' })).toBe(true);
  });
  it('not a draft, a simulation, a credit note, or an invoice credited in full', () => {
    expect(isCreditable({ ...invoice, state: 'draft' })).toBe(false);
    expect(isCreditable({ ...invoice, simulation: true })).toBe(false);
    expect(isCreditable({ ...invoice, type: 'creditNote' })).toBe(false);
    expect(isCreditable({ ...invoice, lines: [line(1, 1, 'isCredited')] })).toBe(false);
  });
});

describe('what crediting part of a line gives back', () => {
  it('the whole line gives back its amount', () => {
    expect(creditedAmount({ quantity: 3, amount: 100, creditedQuantity: 0 }, 3)).toBe(100);
  });
  it('thirds of a line add up to exactly its amount, whatever the rounding of each', () => {
    const l = { quantity: 3, amount: 100 };
    const first = creditedAmount({ ...l, creditedQuantity: 0 }, 1);
    const second = creditedAmount({ ...l, creditedQuantity: 1 }, 1);
    const third = creditedAmount({ ...l, creditedQuantity: 2 }, 1);
    expect([first, second, third]).toEqual([33.33, 33.34, 33.33]);
    expect(Math.round((first + second + third) * 100)).toBe(10_000);
  });
  it('a negative line (a discount) gives back a negative share', () => {
    expect(creditedAmount({ quantity: 2, amount: -10.01, creditedQuantity: 0 }, 1)).toBe(-5.01);
  });
});

describe('the credit dialog (creditInvoiceForm)', () => {
  const form = (lines: { selected: boolean; quantity: number | null; left: number }[], reason = 'Wrong price') =>
    creditInvoiceForm.safeParse({ reason, lines: lines.map((l, i) => ({ invoiceLineId: i + 1, ...l })) });
  const errors = (result: ReturnType<typeof form>) =>
    result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));

  it('takes ticked lines within what is left', () => {
    expect(
      form([
        { selected: true, quantity: 1.5, left: 2 },
        { selected: false, quantity: null, left: 1 },
      ]).success,
    ).toBe(true);
  });
  it('refuses more than is left, an empty or zero quantity on a ticked line, and no line ticked', () => {
    expect(errors(form([{ selected: true, quantity: 2.0001, left: 2 }]))).toEqual({
      'lines.0.quantity': 'validation.overCredited',
    });
    expect(errors(form([{ selected: true, quantity: null, left: 2 }]))).toEqual({
      'lines.0.quantity': 'validation.required',
    });
    expect(errors(form([{ selected: true, quantity: 0, left: 2 }]))).toEqual({
      'lines.0.quantity': 'validation.positive',
    });
    expect(errors(form([{ selected: false, quantity: 1, left: 2 }]))).toEqual({ lines: 'validation.selectLine' });
  });
  it('needs a reason', () => {
    expect(errors(form([{ selected: true, quantity: 1, left: 2 }], '   '))).toEqual({ reason: 'validation.required' });
  });
});
