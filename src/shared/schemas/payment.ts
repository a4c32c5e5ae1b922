/**
 * Payments of invoices (docs/domain.md "Invoice life: payments"): recording a payment received
 * (`invoices/set-amount-paid`), an invoice's payments and reversing one (a bank's return). The rules
 * are the same for the payment dialog and the server: an amount above 0 with at most two decimals, a
 * day not after today (Brussels), a known method, an IBAN with a right check when given, a reason
 * for a reversal.
 */
import * as z from 'zod';
import { brusselsDay, dayOfWire, isCalendarDay, toWireDay } from '../calendar-day';
import { PAYMENT_METHODS, PAYMENT_SOURCES } from '../constants/payment';
import { compactIban, isIban, toCents } from '../money';
import { dbInt, hasAtMostTwoDecimals, optionalString, queryId, requiredOr, requiredString } from './common';

export { idParam } from './common';
export { invoiceDetail } from './invoice';

/** An amount received, euro: above 0, at most two decimals. */
export const paymentAmount = z
  .number({ error: requiredOr('validation.number') })
  .positive('validation.positive')
  .max(1_000_000_000, 'validation.max|1000000000')
  .refine(hasAtMostTwoDecimals, 'validation.decimals|2');

/** Whether a calendar day is not after today in Brussels. */
export const notInFuture = (day: string) => day <= brusselsDay();

/** A day a payment was received or returned, on the wire (midnight UTC): a real day, not in the future. */
export const paymentDay = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .refine((v) => /^\d{4}-\d{2}-\d{2}T00:00:00(\.000)?Z$/.test(v) && isCalendarDay(dayOfWire(v)), 'validation.date')
  .refine((v) => notInFuture(dayOfWire(v)), 'validation.futureDate');

export const paymentMethod = z.enum(PAYMENT_METHODS, { message: 'validation.invalid' });

/** The payer's account: an IBAN with a right check (spaces allowed, kept compact), or nothing. */
export const payerIban = optionalString(50)
  .refine((v) => v === null || isIban(compactIban(v)), 'validation.iban')
  .transform((v) => (v === null ? null : compactIban(v)));

/** `POST invoices/set-amount-paid`: one payment received on the invoice, on the version the caller saw. */
export const recordPaymentInput = z.object({
  invoiceId: dbInt,
  version: dbInt,
  amount: paymentAmount,
  receivedOn: paymentDay,
  method: paymentMethod,
  /** The bank's reference or the payer's free message. */
  reference: optionalString(200),
  payerIban: payerIban.optional(),
  payerName: optionalString(200),
});
export type RecordPaymentInput = z.infer<typeof recordPaymentInput>;

/** A day as the dialog holds it (DateField `holds="day"`: `YYYY-MM-DD`, or the typed text), sent as the wire day. */
const formDay = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .refine(isCalendarDay, 'validation.date')
  .refine(notInFuture, 'validation.futureDate')
  .transform(toWireDay);

/** The payment dialog: the same rules, the day as the field holds it, and at most the amount still open. */
export const paymentForm = (open: number) =>
  recordPaymentInput
    .extend({ receivedOn: formDay })
    .refine((v) => toCents(v.amount) <= toCents(open), { path: ['amount'], message: 'validation.overpaid' });
export type PaymentFormValues = z.input<ReturnType<typeof paymentForm>>;

/** `POST invoices/payments/{paymentId}/reverse`. */
export const paymentParam = z.object({ paymentId: queryId });

/** A reversal (a bank's return): why, the day the bank returned it, on the invoice's version. */
export const reversePaymentInput = z.object({
  reason: requiredString(500),
  on: paymentDay,
  version: dbInt,
});
export type ReversePaymentInput = z.infer<typeof reversePaymentInput>;

/** The reversal dialog: the reason and the day as the field holds it. */
export const reversePaymentForm = reversePaymentInput.extend({ on: formDay });
export type ReversePaymentFormValues = z.input<typeof reversePaymentForm>;

/** One payment of an invoice: what was received, how, from whom, who recorded it; reversed or not. */
export const payment = z.object({
  paymentId: z.number().int(),
  invoiceId: z.number().int(),
  amount: z.number(),
  /** Midnight UTC of the day received. */
  receivedOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  payerIban: z.string().nullable(),
  payerName: z.string().nullable(),
  reference: z.string().nullable(),
  source: z.enum(PAYMENT_SOURCES),
  statementLineId: z.number().int().nullable(),
  recordedByName: z.string().nullable(),
  recordedAt: z.string(),
  reversedAt: z.string().nullable(),
  /** Midnight UTC of the day the bank returned it. */
  reversedOn: z.string().nullable(),
  reversedByName: z.string().nullable(),
  reversalReason: z.string().nullable(),
});
export type Payment = z.infer<typeof payment>;
/** An invoice's payments, oldest first. */
export const payments = z.array(payment);
