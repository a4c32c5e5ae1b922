/**
 * The status moves the detail offers. The server says which moves a contract and each of its items
 * allow now (`allowedActions`); the screen offers a move for selected items only when every one of
 * them allows it, so no button is offered that the server would refuse for part of the selection.
 */
import { CONTRACT_TRANSITIONS, type ContractTransition } from '@/shared/constants/contract';

/** The moves every one of the records allows, in the catalogue's order; none for no records. */
export function movesAllowedForAll(
  records: readonly { allowedActions: readonly ContractTransition[] }[],
): ContractTransition[] {
  if (records.length === 0) return [];
  return CONTRACT_TRANSITIONS.filter((move) => records.every((r) => r.allowedActions.includes(move)));
}

export type MoveOutcome = { contractItemId: number; ok: boolean; error: string | null };

/** The answer of a move of selected items, as the summary tells it: how many changed, which were refused and why. */
export function summariseOutcomes(outcomes: readonly MoveOutcome[]) {
  return {
    changed: outcomes.filter((o) => o.ok).length,
    refused: outcomes.filter((o) => !o.ok).map((o) => ({ contractItemId: o.contractItemId, error: o.error })),
  };
}
