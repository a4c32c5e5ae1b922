import { describe, expect, it } from 'vitest';
import { addDays, brusselsDay, toWireDay } from '../calendar-day';
import { paymentForm, recordPaymentInput, reversePaymentForm } from './payment';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const today = brusselsDay();

describe('the payment dialog', () => {
  const form = paymentForm(123.45);
  const pay = (values: Record<string, unknown>) =>
    form.safeParse({ invoiceId: 7, version: 3, amount: 10, receivedOn: today, method: 'cash', ...values });

  it('takes an amount from a cent up to the open amount, exactly, and sends the day as midnight UTC', () => {
    expect(pay({ amount: 0.01 }).success).toBe(true);
    expect(pay({ amount: 123.45 }).data).toMatchObject({ amount: 123.45, receivedOn: toWireDay(today) });
    // 0.1 + 0.2 style float noise on the open amount is no overpayment.
    expect(paymentForm(0.3).safeParse({ invoiceId: 1, version: 1, amount: 0.1 + 0.2, receivedOn: today, method: 'card' }).success).toBe(true);
  });

  it('refuses more than the open amount, nothing, a third decimal, a day to come and an unknown method', () => {
    expect(issues(pay({ amount: 123.46 }))).toEqual(['amount: validation.overpaid']);
    expect(issues(pay({ amount: 0 }))).toEqual(['amount: validation.positive']);
    expect(issues(pay({ amount: null }))).toEqual(['amount: validation.required']);
    expect(issues(pay({ amount: 1.005 }))).toEqual(['amount: validation.decimals|2']);
    expect(issues(pay({ receivedOn: addDays(today, 1) }))).toEqual(['receivedOn: validation.futureDate']);
    expect(issues(pay({ receivedOn: '31/02/2026' }))).toEqual(['receivedOn: validation.date']);
    expect(issues(pay({ method: 'cheque' }))).toEqual(['method: validation.invalid']);
  });

  it('keeps a reference trimmed, empty as none', () => {
    expect(pay({ reference: '  +++090/9337/55493+++ ' }).data?.reference).toBe('+++090/9337/55493+++');
    expect(pay({ reference: '' }).data?.reference).toBeNull();
  });
});

describe('the payment call', () => {
  const body = { invoiceId: 7, version: 3, amount: 10, receivedOn: toWireDay(today), method: 'bankTransfer' };

  it('takes an IBAN with a right check, kept compact; refuses a wrong one', () => {
    expect(recordPaymentInput.parse({ ...body, payerIban: 'be68 5390 0754 7034' }).payerIban).toBe('BE68539007547034');
    expect(issues(recordPaymentInput.safeParse({ ...body, payerIban: 'BE68 5390 0754 7035' }))).toEqual([
      'payerIban: validation.iban',
    ]);
  });

  it('takes the day only as midnight UTC, not in the future', () => {
    expect(issues(recordPaymentInput.safeParse({ ...body, receivedOn: today }))).toEqual(['receivedOn: validation.date']);
    expect(issues(recordPaymentInput.safeParse({ ...body, receivedOn: toWireDay(addDays(today, 1)) }))).toEqual([
      'receivedOn: validation.futureDate',
    ]);
  });
});

describe('the reversal dialog', () => {
  it('needs a reason and a day not to come', () => {
    expect(issues(reversePaymentForm.safeParse({ reason: '  ', on: today, version: 2 }))).toEqual([
      'reason: validation.required',
    ]);
    expect(reversePaymentForm.parse({ reason: ' AM04 ', on: today, version: 2 })).toEqual({
      reason: 'AM04',
      on: toWireDay(today),
      version: 2,
    });
  });
});
