/**
 * How a statement line reads on screen (docs/domain.md "Bank statements"): its outcome and reason as
 * text keys, the tone of its outcome, what a person may still do with it (confirm its best proposal,
 * re-assign it to another invoice) and the reasons a proposal was made. Pure: unit-tested.
 */
import {
  STATEMENT_PROPOSAL_WHYS,
  type StatementFileFormat,
  type StatementLineOutcome,
  type StatementLineReason,
} from '@/shared/constants/bank-statement';
import type { StatementLineItem } from '@/shared/schemas/bank-statement';
import type { Tone } from '@/shared/tone';

const TONES: Record<StatementLineOutcome, Tone> = {
  matched: 'success',
  proposed: 'warning',
  unmatched: 'danger',
  debit: 'neutral',
  returned: 'danger',
  duplicate: 'neutral',
};

/** The line's words: its outcome and reason as text keys, and the outcome's tone. */
export function lineWords(line: { outcome: StatementLineOutcome; reason: StatementLineReason }) {
  return {
    outcome: `statement:outcomes.${line.outcome}`,
    reason: `statement:reasons.${line.reason}`,
    tone: TONES[line.outcome],
  };
}

type Actionable = Pick<StatementLineItem, 'outcome' | 'amount' | 'returned' | 'proposals'>;

/** A line a person still decides: money received, proposed or unmatched (what the server confirms). */
export const isOpenLine = (line: Actionable) =>
  (line.outcome === 'proposed' || line.outcome === 'unmatched') && line.returned === null && line.amount > 0;

/** The invoice one keystroke confirms: an open line's best proposal, if it has one. */
export const topProposal = (line: Actionable) => (isOpenLine(line) ? (line.proposals[0] ?? null) : null);

/** The `why` codes with a text, in the server's order (an unknown code is left out). */
export const whyKeys = (why: readonly string[]) =>
  why.filter((w) => (STATEMENT_PROPOSAL_WHYS as readonly string[]).includes(w)).map((w) => `statement:why.${w}`);

/** The row the arrow keys (or J and K) reach from `index` in a table of `count` rows; -1 for none. */
export function nextRow(index: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (index < 0) return step === 1 ? 0 : count - 1;
  return Math.min(count - 1, Math.max(0, index + step));
}

/** A statement's file format by its published name (the same in every language): CODA, CAMT.053 (version). */
export const formatName = (format: StatementFileFormat) =>
  format === 'coda' ? 'CODA' : `CAMT.053 (${format.split('.').slice(2).join('.')})`;
