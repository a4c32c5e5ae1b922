/**
 * Bank statements imported from CODA and CAMT.053 files (docs/domain.md "Bank statements"): a
 * statement per account and number (the same statement twice records nothing new: the unique index
 * decides, whichever instance imports it) and its lines, each with what became of it: the invoice it
 * went to or is proposed for, the payment recorded, the amount left unallocated, the ranked proposals.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  STATEMENT_FORMATS,
  STATEMENT_LINE_OUTCOMES,
  STATEMENT_LINE_REASONS,
} from '../../../src/shared/constants/bank-statement';
import { createdAt, inList, money, requiredRef, tableWithId } from './columns';
import { fileImports } from './file-import';
import { invoices } from './invoice';
import { payments } from './payment';

/** A proposal of a line: an invoice, its score (0-100) and why (reason codes). */
export type StatementProposal = { invoiceId: number; score: number; why: string[] };

export const bankStatements = tableWithId(
  'bank_statements',
  {
    /** The import that brought it (null once that import is gone). */
    fileImportId: integer('file_import_id').references(() => fileImports.id, { onDelete: 'set null' }),
    format: text('format', { enum: STATEMENT_FORMATS }).notNull(),
    /** The account as the bank gives it (compact), and its IBAN when it is one. */
    accountNumber: text('account_number').notNull(),
    accountIban: text('account_iban'),
    currency: text('currency').notNull(),
    /** The statement's number as the bank counts them. */
    number: text('number').notNull(),
    createdOn: date('created_on', { mode: 'string' }).notNull(),
    openingBalance: money('opening_balance').notNull(),
    openingDate: date('opening_date', { mode: 'string' }).notNull(),
    closingBalance: money('closing_balance').notNull(),
    closingDate: date('closing_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('bank_statements_format_check', inList('format', STATEMENT_FORMATS)),
    uniqueIndex('bank_statements_account_number_idx').on(t.accountNumber, t.number),
    index('bank_statements_created_idx').on(t.createdOn),
  ],
);

export const statementLines = tableWithId(
  'statement_lines',
  {
    statementId: requiredRef('statement_id', () => bankStatements.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    /** Signed: money received is positive. */
    amount: money('amount').notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    counterpartyName: text('counterparty_name'),
    counterpartyIban: text('counterparty_iban'),
    counterpartyBic: text('counterparty_bic'),
    /** The Belgian structured reference (12 digits), when the payer gave one. */
    structuredReference: text('structured_reference'),
    message: text('message'),
    bankReference: text('bank_reference'),
    transactionCode: text('transaction_code').notNull(),
    returnedType: text('returned_type'),
    returnedReason: text('returned_reason'),
    outcome: text('outcome', { enum: STATEMENT_LINE_OUTCOMES }).notNull(),
    reason: text('reason', { enum: STATEMENT_LINE_REASONS }).notNull(),
    /** The invoice it went to (matched, returned) or the best proposal (proposed). */
    invoiceId: integer('invoice_id').references(() => invoices.id),
    /** The payment recorded (matched) or reversed (returned). */
    paymentId: integer('payment_id').references(() => payments.id),
    /** What was paid beyond the invoice's open amount, kept on the line. */
    unallocated: money('unallocated').notNull().default(0),
    proposals: jsonb('proposals').$type<StatementProposal[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    check('statement_lines_outcome_check', inList('outcome', STATEMENT_LINE_OUTCOMES)),
    check('statement_lines_reason_check', inList('reason', STATEMENT_LINE_REASONS)),
    check('statement_lines_unallocated_check', sql`${t.unallocated} >= 0`),
    uniqueIndex('statement_lines_statement_sequence_idx').on(t.statementId, t.sequence),
    index('statement_lines_outcome_idx').on(t.outcome),
    index('statement_lines_invoice_idx').on(t.invoiceId),
    index('statement_lines_iban_idx').on(t.counterpartyIban),
  ],
);
