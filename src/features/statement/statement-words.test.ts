import { describe, expect, it } from 'vitest';
import { STATEMENT_LINE_OUTCOMES } from '@/shared/constants/bank-statement';
import { formatName, isOpenLine, lineWords, nextRow, topProposal, whyKeys } from './statement-words';

const proposal = { invoiceId: 7, documentNumber: '2026/000498', score: 90, why: ['invoiceNumber'] };
const line = (over: Record<string, unknown> = {}) =>
  ({ outcome: 'proposed', amount: 100, returned: null, proposals: [proposal], ...over }) as Parameters<
    typeof topProposal
  >[0];

describe('a statement line in words', () => {
  it('says its outcome and reason by their texts, each outcome with its tone', () => {
    expect(lineWords({ outcome: 'proposed', reason: 'partialPayment' })).toEqual({
      outcome: 'statement:outcomes.proposed',
      reason: 'statement:reasons.partialPayment',
      tone: 'warning',
    });
    expect(lineWords({ outcome: 'matched', reason: 'exactReference' }).tone).toBe('success');
    expect(lineWords({ outcome: 'unmatched', reason: 'noCandidate' }).tone).toBe('danger');
    expect(new Set(STATEMENT_LINE_OUTCOMES.map((o) => lineWords({ outcome: o, reason: 'confirmed' }).tone))).toEqual(
      new Set(['success', 'warning', 'danger', 'neutral']),
    );
  });

  it('offers the best proposal of a proposed line, and nothing on a settled, returned or outgoing one', () => {
    expect(topProposal(line())).toBe(proposal);
    expect(topProposal(line({ proposals: [] }))).toBeNull();
    expect(isOpenLine(line({ outcome: 'unmatched', proposals: [] }))).toBe(true);
    expect(topProposal(line({ outcome: 'matched' }))).toBeNull();
    expect(isOpenLine(line({ outcome: 'debit', amount: -5 }))).toBe(false);
    expect(isOpenLine(line({ returned: { type: 'return', reason: 'AM04' } }))).toBe(false);
  });

  it('names the reasons of a proposal it has texts for', () => {
    expect(whyKeys(['invoiceNumber', 'exactAmount', 'somethingNew'])).toEqual([
      'statement:why.invoiceNumber',
      'statement:why.exactAmount',
    ]);
  });

  it('moves between rows within the table, starting at the first (down) or the last (up)', () => {
    expect(nextRow(-1, 5, 1)).toBe(0);
    expect(nextRow(-1, 5, -1)).toBe(4);
    expect(nextRow(4, 5, 1)).toBe(4);
    expect(nextRow(0, 5, -1)).toBe(0);
    expect(nextRow(2, 5, 1)).toBe(3);
    expect(nextRow(0, 0, 1)).toBe(-1);
  });
});

describe('a statement file format', () => {
  it('is named as published', () => {
    expect(formatName('coda')).toBe('CODA');
    expect(formatName('camt.053.001.02')).toBe('CAMT.053 (001.02)');
  });
});
