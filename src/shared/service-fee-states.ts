/**
 * A service fee document's life (docs/domain.md "Service fees"): pure rules the server applies in
 * the transaction that locks the document, and the screens read through `allowedActions`.
 *
 * - unclaimed -> claimed: the reseller sent its own invoice for it (`claim`).
 * - claimed -> paid: the provider paid it (`setDatePaid`, a day not in the future and not before the claim).
 * - unclaimed -> expired: its claim period ended (`claimUntil` before today; the expiry job).
 * - The reseller's own document number is recorded (`linkDocNumber`) on a claimed or paid document.
 * - paid and expired are final. The PDF downloads in every status.
 */
import { SERVICE_FEE_CLAIM_MONTHS, type ServiceFeeAction, type ServiceFeeStatus } from './constants/service-fee';
import type { Tone } from './tone';

/** The last day a document of `period` (YYYY-MM) may be claimed: the last day of the third month after it. */
export function claimUntilOf(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  // Day 0 of the month after the last claim month is that month's last day.
  return new Date(Date.UTC(y, m + SERVICE_FEE_CLAIM_MONTHS, 0)).toISOString().slice(0, 10);
}

/** The status a move leads to from `status`, or null when the move is not allowed from it. */
export const SERVICE_FEE_MOVES = {
  claim: { from: ['unclaimed'], to: 'claimed' },
  setDatePaid: { from: ['claimed'], to: 'paid' },
  expire: { from: ['unclaimed'], to: 'expired' },
} as const satisfies Record<string, { from: readonly ServiceFeeStatus[]; to: ServiceFeeStatus }>;

export type ServiceFeeMove = keyof typeof SERVICE_FEE_MOVES;

export function moveAllowed(move: ServiceFeeMove, status: ServiceFeeStatus): boolean {
  return (SERVICE_FEE_MOVES[move].from as readonly ServiceFeeStatus[]).includes(status);
}

/** The statuses the reseller's document number can be recorded in. */
export const LINKABLE_STATUSES: readonly ServiceFeeStatus[] = ['claimed', 'paid'];

/** What the caller may do with a document in `status` (only download without the edit right). */
export function serviceFeeActions(status: ServiceFeeStatus, canEdit: boolean): ServiceFeeAction[] {
  const actions: ServiceFeeAction[] = [];
  if (canEdit) {
    if (moveAllowed('claim', status)) actions.push('claim');
    if (LINKABLE_STATUSES.includes(status)) actions.push('linkDocNumber');
    if (moveAllowed('setDatePaid', status)) actions.push('setDatePaid');
  }
  actions.push('download');
  return actions;
}

/** A status's badge tone: paid is done, claimed waits for payment, unclaimed for the reseller, expired is lost. */
export const SERVICE_FEE_STATUS_TONE: Readonly<Record<ServiceFeeStatus, Tone>> = {
  unclaimed: 'info',
  claimed: 'warning',
  paid: 'success',
  expired: 'neutral',
};
