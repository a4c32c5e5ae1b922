/**
 * The status moves of contracts and contract items (docs/domain.md "Contracts"). The spec names the
 * moves; which is allowed from where is ours:
 *  - activate: a quote, a suspended or an active-without-invoice record becomes ACTIVE;
 *  - activeToQuote: an ACTIVE record goes back to QUOTE, unless something of it was invoiced already
 *    (an item marked alreadyInvoiced or with invoicedUntil set): invoiced work is not a quote;
 *  - activeToActiveNoInvoice: an ACTIVE record keeps running without being invoiced;
 *  - suspend: an ACTIVE or ACTIVE_NOINVOICE record is suspended;
 *  - INACTIVE is final: nothing moves it, and its header and items are no longer edited.
 * The server refuses what this refuses (400 with the reason) and tells the screen what it allows.
 * Pure: no database.
 */
import { CONTRACT_TRANSITIONS, type ContractStatus, type ContractTransition } from './constants/contract';

/** The statuses each move starts from. */
export const MOVE_FROM: Record<ContractTransition, readonly ContractStatus[]> = {
  activate: ['QUOTE', 'SUSPENDED', 'ACTIVE_NOINVOICE'],
  activeToQuote: ['ACTIVE'],
  activeToActiveNoInvoice: ['ACTIVE'],
  suspend: ['ACTIVE', 'ACTIVE_NOINVOICE'],
};

/** The status each move leads to. */
export const MOVE_TARGET: Record<ContractTransition, ContractStatus> = {
  activate: 'ACTIVE',
  activeToQuote: 'QUOTE',
  activeToActiveNoInvoice: 'ACTIVE_NOINVOICE',
  suspend: 'SUSPENDED',
};

/** What a move looks at: the record's status and whether any of it was invoiced. */
export type MovableRecord = { status: ContractStatus; invoiced: boolean };

/** Why the move is refused (an error code), or null when it is allowed. */
export function moveRefusal(move: ContractTransition, record: MovableRecord): string | null {
  if (record.status === 'INACTIVE') return 'validation.contractEnded';
  if (!MOVE_FROM[move].includes(record.status)) return 'validation.transitionNotAllowed';
  if (move === 'activeToQuote' && record.invoiced) return 'validation.contractInvoiced';
  return null;
}

/** The moves the record allows now, in the catalogue's order. */
export const allowedMoves = (record: MovableRecord): ContractTransition[] =>
  CONTRACT_TRANSITIONS.filter((move) => moveRefusal(move, record) === null);

/** Whether an item counts as invoiced: marked so, or invoiced until some day. */
export const isInvoiced = (item: { alreadyInvoiced: boolean; invoicedUntil: string | null }) =>
  item.alreadyInvoiced || item.invoicedUntil !== null;
