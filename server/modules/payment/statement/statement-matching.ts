/**
 * What becomes of a statement line (docs/domain.md "Bank statements", matching), decided from what the
 * database found for it (statement-match.ts looks it up). Pure. A credit line, in this order:
 *  1. the structured reference of an open invoice with exactly its open amount: matched (a payment);
 *  2. the structured reference of an open invoice with another amount: proposed (partial or over payment);
 *  3. no reference, or one of no open invoice: proposals from the invoice numbers in the free message
 *     and from the invoices with exactly the amount open of customers who paid from this account
 *     before, ranked (never applied on their own): proposed;
 *  4. else unmatched: `unknownReference` when the reference is of no open invoice, `noCandidate` otherwise.
 * A debit line is `debit`; a return is dealt with by the caller (it reverses an earlier payment).
 * Amounts are whole cents.
 */
import type { StatementLineOutcome, StatementLineReason } from '../../../../src/shared/constants/bank-statement';
import type { StatementProposal } from '../../../db/schema';

/** An invoice the line may pay: its open amount in cents. */
export type CandidateInvoice = { invoiceId: number; documentNumber: string; customerId: number; open: number };

/** What the database found for a credit line. */
export type LineFindings = {
  /** The invoice whose structured reference the line gives, when one, and whether it is open (approved, not paid). */
  byReference: (CandidateInvoice & { isOpen: boolean }) | null;
  /** Open invoices whose number the free message names. */
  byNumber: readonly CandidateInvoice[];
  /** Open invoices with exactly the line's amount open, of customers who paid from the line's account before. */
  byKnownPayer: readonly CandidateInvoice[];
};

export type LineDecision = {
  outcome: Extract<StatementLineOutcome, 'matched' | 'proposed' | 'unmatched' | 'debit'>;
  reason: StatementLineReason;
  /** The invoice paid (matched) or the best proposal (proposed). */
  invoiceId: number | null;
  proposals: StatementProposal[];
};

/** At most this many proposals are kept per line. */
export const MAX_PROPOSALS = 5;

/** Scores of what points at an invoice (summed, at most 100). */
const SCORE = { invoiceNumber: 60, exactAmount: 30, knownPayer: 40 } as const;

/**
 * The invoice numbers (`2026/000498`) a free message names, as the documents print them; also
 * written with a dash, a dot, a space or nothing between year and number.
 */
export function invoiceNumbersIn(message: string | null): string[] {
  if (!message) return [];
  const found = new Set<string>();
  for (const m of message.matchAll(/(?<!\d)(20\d{2})\s?[/\-. ]?\s?(\d{6})(?!\d)/g)) found.add(`${m[1]}/${m[2]}`);
  return [...found];
}

/** The ranked proposals from an invoice number in the message and a known payer's exact open amount. */
export function rankProposals(amount: number, findings: Pick<LineFindings, 'byNumber' | 'byKnownPayer'>) {
  const byInvoice = new Map<number, { invoice: CandidateInvoice; why: Set<string> }>();
  const note = (invoice: CandidateInvoice, why: string) => {
    const entry = byInvoice.get(invoice.invoiceId) ?? { invoice, why: new Set<string>() };
    entry.why.add(why);
    if (invoice.open === amount) entry.why.add('exactAmount');
    byInvoice.set(invoice.invoiceId, entry);
  };
  for (const invoice of findings.byNumber) note(invoice, 'invoiceNumber');
  for (const invoice of findings.byKnownPayer) note(invoice, 'knownPayer');
  const proposals = [...byInvoice.values()].map(({ invoice, why }) => {
    const reasons = (['invoiceNumber', 'knownPayer', 'exactAmount'] as const).filter((w) => why.has(w));
    // The exact amount alone proposes nothing: it only strengthens a number or a known payer.
    const score = Math.min(
      100,
      reasons.reduce((sum, w) => sum + SCORE[w], 0),
    );
    return { invoiceId: invoice.invoiceId, score, why: [...reasons] };
  });
  proposals.sort((a, b) => b.score - a.score || a.invoiceId - b.invoiceId);
  return proposals.slice(0, MAX_PROPOSALS);
}

/** What becomes of a line (a return is the caller's: it is not decided here). */
export function decideLine(amount: number, findings: LineFindings, hasReference: boolean): LineDecision {
  if (amount <= 0) return { outcome: 'debit', reason: 'outgoing', invoiceId: null, proposals: [] };
  const ref = findings.byReference;
  if (ref?.isOpen) {
    if (ref.open === amount)
      return { outcome: 'matched', reason: 'exactReference', invoiceId: ref.invoiceId, proposals: [] };
    const reason = amount < ref.open ? 'partialPayment' : 'overPayment';
    return {
      outcome: 'proposed',
      reason,
      invoiceId: ref.invoiceId,
      proposals: [{ invoiceId: ref.invoiceId, score: 90, why: ['structuredReference', reason] }],
    };
  }
  const proposals = rankProposals(amount, findings);
  if (proposals.length) {
    const top = proposals[0]!;
    const reason = top.why.includes('invoiceNumber') ? 'invoiceNumber' : 'knownPayer';
    return { outcome: 'proposed', reason, invoiceId: top.invoiceId, proposals };
  }
  return {
    outcome: 'unmatched',
    reason: hasReference ? 'unknownReference' : 'noCandidate',
    invoiceId: null,
    proposals: [],
  };
}

/** How the money came: a direct debit (CODA family 05, CAMT family IDDT) or a transfer. */
export const paymentMethodOf = (transactionCode: string): 'directDebit' | 'bankTransfer' =>
  /^\d05/.test(transactionCode) || /\/IDDT\//.test(transactionCode) ? 'directDebit' : 'bankTransfer';

/** Cents of an amount in euros (a money column). */
export const centsOf = (euros: number) => Math.round(euros * 100);
