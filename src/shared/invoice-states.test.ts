import { describe, expect, it } from 'vitest';
import {
  FOLLOW_UPS,
  followUpMove,
  invoiceActions,
  isDue,
  nextFollowUp,
  paymentMove,
  reversalMove,
  sendMove,
  type LifeInvoice,
} from './invoice-states';
import type { InvoiceState } from './constants/invoice';

const invoice = (state: InvoiceState, extra: Partial<LifeInvoice> = {}): LifeInvoice => ({
  state,
  type: 'invoice',
  dueDate: '2026-12-10',
  totalIncl: 121.1,
  ...extra,
});

describe('invoice life', () => {
  it('marks only a created invoice as sent', () => {
    expect(sendMove(invoice('created'))).toEqual({ state: 'sent' });
    for (const state of ['draft', 'sent', 'paid', 'overdue'] as const)
      expect(sendMove(invoice(state))).toEqual({ error: 'validation.notSendable' });
  });

  it('takes a payment on every open state: part of the total is partiallyPaid, all of it paid, in exact cents', () => {
    for (const state of ['created', 'sent', 'overdue', 'partiallyPaid', 'reminder1', 'notice2'] as const) {
      expect(paymentMove(invoice(state), 0.1 + 0.2)).toEqual({ state: 'partiallyPaid', amountPaid: 0.3 });
      expect(paymentMove(invoice(state), 121.1)).toEqual({ state: 'paid', amountPaid: 121.1 });
      expect(paymentMove(invoice(state), 121.09)).toEqual({ state: 'partiallyPaid', amountPaid: 121.09 });
    }
  });

  it('refuses overpayment, nothing or less, a paid invoice and a draft', () => {
    expect(paymentMove(invoice('sent'), 121.11)).toEqual({ error: 'validation.overpaid' });
    expect(paymentMove(invoice('sent'), -1)).toEqual({ error: 'validation.positive' });
    expect(paymentMove(invoice('sent'), 0)).toEqual({ error: 'validation.positive' });
    expect(paymentMove(invoice('paid'), 10)).toEqual({ error: 'validation.invoicePaid' });
    expect(paymentMove(invoice('draft'), 10)).toEqual({ error: 'validation.notApproved' });
  });

  it('makes created, sent and partly paid invoices overdue the day after their due date, never a credit note', () => {
    for (const state of ['created', 'sent', 'partiallyPaid'] as const) {
      expect(isDue(invoice(state), '2026-12-10')).toBe(false);
      expect(isDue(invoice(state), '2026-12-11')).toBe(true);
    }
    for (const state of ['draft', 'paid', 'overdue', 'reminder1'] as const)
      expect(isDue(invoice(state), '2027-01-01')).toBe(false);
    expect(isDue(invoice('sent', { type: 'creditNote' }), '2027-01-01')).toBe(false);
    expect(isDue(invoice('sent', { dueDate: null }), '2027-01-01')).toBe(false);
  });

  it('follows up in order, each only from the one before, never on a credit note', () => {
    expect(FOLLOW_UPS.map((f) => `${f.fromState}>${f.toState}`)).toEqual([
      'overdue>reminder1',
      'reminder1>reminder2',
      'reminder2>notice1',
      'notice1>notice2',
    ]);
    expect(nextFollowUp(invoice('overdue'))).toBe('reminder1');
    expect(nextFollowUp(invoice('notice2'))).toBeNull();
    expect(nextFollowUp(invoice('sent'))).toBeNull();
    expect(followUpMove(invoice('reminder1'), 'reminder2')).toEqual({ state: 'reminder2' });
    expect(followUpMove(invoice('overdue'), 'reminder2')).toEqual({ error: 'validation.followUpNotAllowed' });
    expect(followUpMove(invoice('overdue', { type: 'creditNote' }), 'reminder1')).toEqual({
      error: 'validation.followUpNotAllowed',
    });
  });

  it('lists what the invoice allows now', () => {
    const today = '2026-12-20';
    expect(invoiceActions(invoice('created'), today)).toEqual([
      'markSent',
      'setAmountPaid',
      'editReference',
      'editMessage',
    ]);
    expect(invoiceActions(invoice('overdue'), today)).toEqual([
      'setAmountPaid',
      'followUp',
      'editReference',
      'editMessage',
    ]);
    expect(invoiceActions(invoice('notice2'), today)).toEqual(['setAmountPaid', 'editReference', 'editMessage']);
    expect(invoiceActions(invoice('overdue', { type: 'creditNote', totalIncl: -50 }), today)).toEqual([
      'editReference',
      'editMessage',
    ]);
    expect(invoiceActions(invoice('paid'), today)).toEqual([]);
    expect(invoiceActions(invoice('draft'), today)).toEqual([]);
    expect(invoiceActions(invoice('sent', { simulation: true }), today)).toEqual([]);
  });

  it('moves a reversed payment back: partly paid while something stays paid, else by the due date', () => {
    const before = '2026-12-09';
    const after = '2026-12-11';
    expect(reversalMove(invoice('paid'), 20, after, true)).toBe('partiallyPaid');
    expect(reversalMove(invoice('partiallyPaid'), 0.01, after, false)).toBe('partiallyPaid');
    expect(reversalMove(invoice('paid'), 0, before, true)).toBe('sent');
    expect(reversalMove(invoice('paid'), 0, before, false)).toBe('created');
    expect(reversalMove(invoice('partiallyPaid'), 0.001, after, true)).toBe('overdue');
    // Overdue or followed up stays where it is: only the amount changes.
    expect(reversalMove(invoice('reminder1'), 0, before, true)).toBe('reminder1');
    expect(reversalMove(invoice('overdue'), 10, after, true)).toBe('overdue');
  });
});
