/**
 * Bank statements and their lines' matching (docs/domain.md "Bank statements"): the formats, each
 * line's outcome and the reason codes. Zod-free: the screens and the start-up bundle may use them.
 */

/** The files a statement is read from. */
export const STATEMENT_FORMATS = ['coda', 'camt.053.001.02', 'camt.053.001.08'] as const;
export type StatementFileFormat = (typeof STATEMENT_FORMATS)[number];

/**
 * What became of a statement line:
 *  - matched: a payment recorded on the invoice (its structured reference and exact open amount, or a person confirmed it);
 *  - proposed: invoices proposed for a person to confirm (a task `paymentProposal`);
 *  - unmatched: nothing found (a task `paymentUnmatched`);
 *  - debit: money gone out (a payment of ours): nothing to match;
 *  - returned: the bank undid an earlier payment (a returned direct debit): that payment reversed;
 *  - duplicate: the same movement was recorded before.
 */
export const STATEMENT_LINE_OUTCOMES = ['matched', 'proposed', 'unmatched', 'debit', 'returned', 'duplicate'] as const;
export type StatementLineOutcome = (typeof STATEMENT_LINE_OUTCOMES)[number];

/**
 * Why a line has its outcome (texts: `statement:reasons.<code>`):
 *  - exactReference: an open invoice's structured reference with exactly its open amount;
 *  - partialPayment / overPayment: an open invoice's reference with less / more than its open amount;
 *  - invoiceNumber: an open invoice's number in the free message;
 *  - knownPayer: the exact open amount of an invoice of a customer who paid from this account before;
 *  - confirmed: a person confirmed (or re-assigned) the line to an invoice;
 *  - unknownReference: a structured reference of no invoice (or of one not open);
 *  - noCandidate: no reference, and no invoice number or known payer with the amount;
 *  - outgoing: a debit line;
 *  - paymentReversed: the return's earlier payment reversed;
 *  - returnNotFound: a return whose earlier payment is not found (a task).
 */
export const STATEMENT_LINE_REASONS = [
  'exactReference',
  'partialPayment',
  'overPayment',
  'invoiceNumber',
  'knownPayer',
  'confirmed',
  'unknownReference',
  'noCandidate',
  'outgoing',
  'paymentReversed',
  'returnNotFound',
] as const;
export type StatementLineReason = (typeof STATEMENT_LINE_REASONS)[number];

/**
 * Why an invoice was proposed for a line (a proposal's `why`; texts: `statement:why.<code>`): its
 * structured reference, its number in the message, a payer known by IBAN, exactly its open amount, or
 * less / more than that with its reference.
 */
export const STATEMENT_PROPOSAL_WHYS = [
  'structuredReference',
  'invoiceNumber',
  'knownPayer',
  'exactAmount',
  'partialPayment',
  'overPayment',
] as const;

/** Columns the statements list sorts by (`orderBys`); newest first when none. */
export const STATEMENT_SORT_COLUMNS = ['createdOn', 'number'] as const;
