/**
 * The drafts summary's comparison with the month before (docs/domain.md "Month invoicing"): per
 * invoiced company and receiver, what its drafts of a month hold against what it was invoiced (or
 * drafted) the month before, and what is worth a look before approving. Pure; amounts in euro with
 * two decimals, compared in integer cents.
 *  - Lines are compared by contract item (lines without one, manual lines, are left out): an item on
 *    a draft now and not the month before is a new line, the reverse a removed line; an item on both
 *    with a unit price now that it did not have the month before is a price change.
 *  - Anomalies:
 *    - `missingCustomer`: invoiced the month before, nothing now (its total now is 0; no other anomaly);
 *    - `newCustomer`: nothing the month before;
 *    - `totalMoved`: |total - previous| / |previous| is more than the share (0.2: a move of exactly
 *      20 % is not flagged); a previous total of 0 flags any total but 0;
 *    - `zeroPrice`: a line now has a unit price of 0;
 *    - `silentContract`: a contract with lines the month before has none now (the customer still has
 *      others: a customer with nothing at all is `missingCustomer`).
 */
import type { Anomaly } from './schemas/invoice';

/** A line as the comparison sees it. */
export type ComparedLine = { contractId: number | null; contractItemId: number | null; unitPrice: number };

export type LineComparison = {
  newLines: number;
  removedLines: number;
  priceChanges: number;
  /** Contracts with lines the month before and none now. */
  silentContracts: number;
};

const contractsOf = (lines: readonly ComparedLine[]) =>
  new Set(lines.flatMap((l) => (l.contractId === null ? [] : [l.contractId])));

const cents = (euro: number) => Math.round(euro * 100);

/** The unit prices (in cents) of each contract item on the lines. */
function pricesByItem(lines: readonly ComparedLine[]): Map<number, Set<number>> {
  const byItem = new Map<number, Set<number>>();
  for (const line of lines) {
    if (line.contractItemId === null) continue;
    const prices = byItem.get(line.contractItemId) ?? new Set<number>();
    prices.add(cents(line.unitPrice));
    byItem.set(line.contractItemId, prices);
  }
  return byItem;
}

/** New, removed and repriced contract items between the month before's lines and this month's. */
export function compareLines(current: readonly ComparedLine[], previous: readonly ComparedLine[]): LineComparison {
  const now = pricesByItem(current);
  const before = pricesByItem(previous);
  let newLines = 0;
  let priceChanges = 0;
  for (const [item, prices] of now) {
    const old = before.get(item);
    if (!old) newLines++;
    else if ([...prices].some((p) => !old.has(p))) priceChanges++;
  }
  const removedLines = [...before.keys()].filter((item) => !now.has(item)).length;
  const contractsNow = contractsOf(current);
  const silentContracts = [...contractsOf(previous)].filter((c) => !contractsNow.has(c)).length;
  return { newLines, removedLines, priceChanges, silentContracts };
}

export type ComparedCustomer = {
  /** The total excl. VAT of its drafts now (0 when it has none). */
  totalExcl: number;
  /** Its total excl. VAT the month before; null when it had nothing. */
  previousTotalExcl: number | null;
  /** Whether it has drafts now (false: only the month before). */
  hasDrafts: boolean;
  /** The unit prices of its lines now. */
  unitPrices: readonly number[];
  /** Its contracts with lines the month before and none now. */
  silentContracts: number;
};

/** Whether a total moved by more than `share` of the previous one. */
export function totalMoved(totalExcl: number, previousTotalExcl: number, share: number): boolean {
  const total = cents(totalExcl);
  const previous = cents(previousTotalExcl);
  if (previous === 0) return total !== 0;
  return Math.abs(total - previous) / Math.abs(previous) > share;
}

/** What is worth a look about one invoiced company, in the order of ANOMALIES. */
export function anomaliesOf(customer: ComparedCustomer, share: number): Anomaly[] {
  const { totalExcl, previousTotalExcl, hasDrafts, unitPrices, silentContracts } = customer;
  if (!hasDrafts) return previousTotalExcl === null ? [] : ['missingCustomer'];
  const anomalies: Anomaly[] = [];
  if (previousTotalExcl !== null && totalMoved(totalExcl, previousTotalExcl, share)) anomalies.push('totalMoved');
  if (unitPrices.some((p) => cents(p) === 0)) anomalies.push('zeroPrice');
  if (previousTotalExcl === null) anomalies.push('newCustomer');
  if (silentContracts > 0) anomalies.push('silentContract');
  return anomalies;
}
