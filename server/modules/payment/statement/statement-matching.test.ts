/** The matching order of a statement line (statement-matching.ts): reference, amount, number, known payer. */
import { describe, expect, it } from 'vitest';
import {
  decideLine,
  invoiceNumbersIn,
  paymentMethodOf,
  rankProposals,
  type CandidateInvoice,
  type LineFindings,
} from './statement-matching';

const inv = (invoiceId: number, open: number): CandidateInvoice => ({
  invoiceId,
  documentNumber: `2026/${String(invoiceId).padStart(6, '0')}`,
  customerId: invoiceId * 10,
  open,
});
const none: LineFindings = { byReference: null, byNumber: [], byKnownPayer: [] };

describe('a credit line with a structured reference', () => {
  it('of an open invoice with exactly its open amount is matched', () => {
    const findings = { ...none, byReference: { ...inv(1, 12_345), isOpen: true } };
    expect(decideLine(12_345, findings, true)).toEqual({
      outcome: 'matched',
      reason: 'exactReference',
      invoiceId: 1,
      proposals: [],
    });
  });

  it('of an open invoice with less or more is proposed as a partial or over payment, never applied', () => {
    const findings = { ...none, byReference: { ...inv(1, 12_345), isOpen: true } };
    expect(decideLine(10_000, findings, true)).toMatchObject({
      outcome: 'proposed',
      reason: 'partialPayment',
      invoiceId: 1,
    });
    expect(decideLine(20_000, findings, true)).toMatchObject({
      outcome: 'proposed',
      reason: 'overPayment',
      invoiceId: 1,
    });
  });

  it('of no open invoice goes on to the message and the payer, else is unmatched as an unknown reference', () => {
    const paid = { ...none, byReference: { ...inv(1, 0), isOpen: false } };
    expect(decideLine(5_000, paid, true)).toMatchObject({ outcome: 'unmatched', reason: 'unknownReference' });
    expect(decideLine(5_000, none, true)).toMatchObject({ outcome: 'unmatched', reason: 'unknownReference' });
    expect(decideLine(5_000, { ...paid, byNumber: [inv(2, 5_000)] }, true)).toMatchObject({
      outcome: 'proposed',
      reason: 'invoiceNumber',
      invoiceId: 2,
    });
  });
});

describe('a credit line without a structured reference', () => {
  it('is proposed from an invoice number in its message, the exact amount ranking higher', () => {
    const decision = decideLine(5_000, { ...none, byNumber: [inv(3, 7_000), inv(4, 5_000)] }, false);
    expect(decision).toMatchObject({ outcome: 'proposed', reason: 'invoiceNumber', invoiceId: 4 });
    expect(decision.proposals).toEqual([
      { invoiceId: 4, score: 90, why: ['invoiceNumber', 'exactAmount'] },
      { invoiceId: 3, score: 60, why: ['invoiceNumber'] },
    ]);
  });

  it('is proposed from a known payer with the exact amount; number and payer together rank first', () => {
    const decision = decideLine(
      5_000,
      { ...none, byNumber: [inv(5, 9_000)], byKnownPayer: [inv(6, 5_000), inv(5, 9_000)] },
      false,
    );
    expect(decision.proposals.map((p) => [p.invoiceId, p.score])).toEqual([
      [5, 100],
      [6, 70],
    ]);
    expect(decideLine(5_000, { ...none, byKnownPayer: [inv(6, 5_000)] }, false)).toMatchObject({
      outcome: 'proposed',
      reason: 'knownPayer',
    });
  });

  it('with nothing found is unmatched: no candidate', () => {
    expect(decideLine(25_000, none, false)).toEqual({
      outcome: 'unmatched',
      reason: 'noCandidate',
      invoiceId: null,
      proposals: [],
    });
  });

  it('keeps at most five proposals', () => {
    const many = Array.from({ length: 8 }, (_, i) => inv(i + 1, 100));
    expect(rankProposals(100, { byNumber: many, byKnownPayer: [] })).toHaveLength(5);
  });
});

describe('other lines', () => {
  it('a debit is money gone out: nothing to match', () => {
    expect(decideLine(-184_520, { ...none, byReference: { ...inv(1, 184_520), isOpen: true } }, true)).toMatchObject({
      outcome: 'debit',
      reason: 'outgoing',
    });
  });

  it('reads invoice numbers in a message, however written', () => {
    expect(invoiceNumbersIn('Betaling factuur 2026/000498')).toEqual(['2026/000498']);
    expect(invoiceNumbersIn('inv 2026-000012 and 2026000013, not 12026/0000145')).toEqual([
      '2026/000012',
      '2026/000013',
    ]);
    expect(invoiceNumbersIn(null)).toEqual([]);
  });

  it('tells a direct debit by its transaction code (CODA family 05, CAMT IDDT)', () => {
    expect(paymentMethodOf('00550000')).toBe('directDebit');
    expect(paymentMethodOf('PMNT/IDDT/ESDD')).toBe('directDebit');
    expect(paymentMethodOf('00150000')).toBe('bankTransfer');
    expect(paymentMethodOf('PMNT/RCDT/ESCT')).toBe('bankTransfer');
  });
});
