/**
 * Payments received on invoices (docs/domain.md "Invoice life: payments"): one row per amount
 * received, never deleted; a bank's return reverses it (when, who, why). An invoice's `amount_paid`
 * is always the sum of its unreversed payments, written in the same transaction under the invoice's
 * row lock (server/modules/payment/payment-repository.ts).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, text } from 'drizzle-orm/pg-core';
import { inList, moment, money, requiredRef, tableWithId } from './columns';
import { invoices } from './invoice';
import { users } from './security';
import { PAYMENT_METHODS, PAYMENT_SOURCES } from '../../../src/shared/constants/payment';

export const payments = tableWithId(
  'payments',
  {
    invoiceId: requiredRef('invoice_id', () => invoices.id, { onDelete: 'cascade' }),
    /** The amount received and allocated to the invoice, euro (always above 0). */
    amount: money('amount').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    payerIban: text('payer_iban'),
    payerName: text('payer_name'),
    /** The bank's reference or the payer's free message. */
    reference: text('reference'),
    source: text('source', { enum: PAYMENT_SOURCES }).notNull().default('manual'),
    /** The bank statement line it came from (source statementLine). */
    statementLineId: integer('statement_line_id'),
    /** Who recorded it; null for the system (the seed, a migration, a job). */
    recordedBy: integer('recorded_by').references(() => users.id),
    recordedAt: moment('recorded_at').notNull().defaultNow(),
    /** When, by whom and why it was reversed (a bank's return); null while it counts. */
    reversedAt: moment('reversed_at'),
    reversedBy: integer('reversed_by').references(() => users.id),
    /** The day the bank returned it. */
    reversedOn: date('reversed_on', { mode: 'string' }),
    reversalReason: text('reversal_reason'),
  },
  (t) => [
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_method_check', inList('method', PAYMENT_METHODS)),
    check('payments_source_check', inList('source', PAYMENT_SOURCES)),
    check('payments_reversal_check', sql`(${t.reversedAt} is null) = (${t.reversalReason} is null)`),
    index('payments_invoice_idx').on(t.invoiceId, t.id),
    index('payments_received_idx')
      .on(t.receivedOn, t.invoiceId)
      .where(sql`${t.reversedAt} is null`),
    // A statement line's known payer: the customers whose unreversed payments came from its IBAN.
    index('payments_payer_iban_idx')
      .on(sql`upper(replace(${t.payerIban}, ' ', ''))`)
      .where(sql`${t.reversedAt} is null`),
  ],
);
