/**
 * Bank statements and their lines' matching (base /api/payment/v2; docs/domain.md "Bank statements"):
 * the statements list, a statement with its lines (outcome, reason, invoice, proposals), a line
 * confirmed to an invoice, and the open unmatched and unallocated amounts per customer.
 */
import * as z from 'zod';
import {
  STATEMENT_FORMATS,
  STATEMENT_LINE_OUTCOMES,
  STATEMENT_LINE_REASONS,
  STATEMENT_SORT_COLUMNS,
} from '../constants/bank-statement';
import { dbInt, listOf, listQuery } from './common';
export { idParam } from './common';

/** The statements, newest first; search in the account and the number. */
export const statementListQuery = listQuery({}, STATEMENT_SORT_COLUMNS);
export type StatementListQuery = z.infer<typeof statementListQuery>;

const outcomeCounts = z.object(
  Object.fromEntries(STATEMENT_LINE_OUTCOMES.map((o) => [o, z.number().int()])) as Record<
    (typeof STATEMENT_LINE_OUTCOMES)[number],
    z.ZodNumber
  >,
);

export const statementListItem = z.object({
  statementId: z.number().int(),
  fileImportId: z.number().int().nullable(),
  format: z.enum(STATEMENT_FORMATS),
  accountNumber: z.string(),
  accountIban: z.string().nullable(),
  currency: z.string(),
  number: z.string(),
  createdOn: z.string(),
  openingBalance: z.number(),
  openingDate: z.string(),
  closingBalance: z.number(),
  closingDate: z.string(),
  /** Its lines by outcome. */
  counts: outcomeCounts,
});
export type StatementListItem = z.infer<typeof statementListItem>;
export const statementPage = listOf(statementListItem);

/** An invoice as a line shows it: number, customer, total, what is still open (euros). */
export const statementInvoice = z.object({
  invoiceId: z.number().int(),
  documentNumber: z.string().nullable(),
  customerId: z.number().int(),
  customerName: z.string(),
  state: z.string(),
  totalIncl: z.number(),
  open: z.number(),
});
export type StatementInvoice = z.infer<typeof statementInvoice>;

export const statementLineItem = z.object({
  lineId: z.number().int(),
  statementId: z.number().int(),
  sequence: z.number().int(),
  /** Euros, signed: money received is positive. */
  amount: z.number(),
  bookingDate: z.string(),
  valueDate: z.string(),
  counterparty: z.object({ name: z.string().nullable(), iban: z.string().nullable(), bic: z.string().nullable() }),
  /** The structured reference as printed (`+++123/4567/89012+++`). */
  structuredReference: z.string().nullable(),
  message: z.string().nullable(),
  bankReference: z.string().nullable(),
  transactionCode: z.string(),
  returned: z.object({ type: z.string(), reason: z.string().nullable() }).nullable(),
  outcome: z.enum(STATEMENT_LINE_OUTCOMES),
  reason: z.enum(STATEMENT_LINE_REASONS),
  /** The invoice it went to (matched, returned) or its best proposal (proposed). */
  invoice: statementInvoice.nullable(),
  paymentId: z.number().int().nullable(),
  unallocated: z.number(),
  /** Ranked, best first: the invoice, its score (0-100) and why (reason codes). */
  proposals: z.array(statementInvoice.extend({ score: z.number().int(), why: z.array(z.string()) })),
  /** The line's active task (proposal or unmatched), when one. */
  taskId: z.number().int().nullable(),
});
export type StatementLineItem = z.infer<typeof statementLineItem>;

export const statementDetail = statementListItem.extend({ lines: z.array(statementLineItem) });
export type StatementDetail = z.infer<typeof statementDetail>;

/** `POST statement-lines/{id}/confirm`: the invoice the line pays (its proposal, or another one). */
export const statementLineConfirm = z.object({ invoiceId: dbInt });
export type StatementLineConfirm = z.infer<typeof statementLineConfirm>;

/**
 * Per customer (null: a payer the back office does not know): the money received and not on an
 * invoice yet: proposed and unmatched lines (euros, count), and what was paid beyond an invoice (unallocated).
 */
export const unmatchedByCustomerItem = z.object({
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  unmatched: z.number(),
  unmatchedLines: z.number().int(),
  unallocated: z.number(),
});
export const unmatchedByCustomer = z.array(unmatchedByCustomerItem);
export type UnmatchedByCustomer = z.infer<typeof unmatchedByCustomer>;
