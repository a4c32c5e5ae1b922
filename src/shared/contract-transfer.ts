/**
 * A contract transferred to another party (docs/domain.md "Contracts"): the old contract ends the
 * day before the transfer date, the new one starts on it with the same items. Pure: no database, no
 * clock (today is given).
 *  - Refused: an INACTIVE contract (validation.contractEnded); a date not after the contract's start,
 *    or after its end (validation.transferDate).
 *  - The items that still run on the date (no end, or ending on or after it) and are not INACTIVE go
 *    over: each starts on the later of its own start and the date, keeps its end.
 * *  - On the old contract, those items end the day before (an item that had not started by the date
 *    ends on its own start: it never ran there). The old contract and all its items become INACTIVE
 *    when that end is already past (before today); a transfer for a later day leaves them running until it.
 */
import { addDays } from './calendar-day';
import type { ContractStatus } from './constants/contract';

export const dayBefore = (day: string) => addDays(day, -1);
export const dayAfter = (day: string) => addDays(day, 1);

type Dated = { dateStart: string; dateEnd: string | null; status: ContractStatus };
type Item = Dated & { id: number };

export type TransferPlan = {
  /** The old contract's new end, and whether it is INACTIVE at once. */
  oldEnd: string;
  endsNow: boolean;
  /** What the old contract's items become: their end (and INACTIVE when `endsNow`). */
  ending: { id: number; dateEnd: string }[];
  /** The items of the new contract: the old item's id and its dates there. */
  moving: { id: number; dateStart: string; dateEnd: string | null }[];
};

export function transferRefusal(contract: Dated, date: string): string | null {
  if (contract.status === 'INACTIVE') return 'validation.contractEnded';
  if (date <= contract.dateStart || (contract.dateEnd !== null && date > contract.dateEnd))
    return 'validation.transferDate';
  return null;
}

export function transferPlan(items: readonly Item[], date: string, today: string): TransferPlan {
  const oldEnd = dayBefore(date);
  const running = items.filter((i) => i.status !== 'INACTIVE' && (i.dateEnd === null || i.dateEnd >= date));
  return {
    oldEnd,
    endsNow: oldEnd < today,
    ending: running.map((i) => ({ id: i.id, dateEnd: i.dateStart > oldEnd ? i.dateStart : oldEnd })),
    moving: running.map((i) => ({ id: i.id, dateStart: i.dateStart > date ? i.dateStart : date, dateEnd: i.dateEnd })),
  };
}
