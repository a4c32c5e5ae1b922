/** The transfer wizard's values and its default start date. */
import { dayAfter } from '@/shared/contract-transfer';
import { todayCalendarDay } from '@/shared/dates';

export type TransferValues = {
  customerId: number | null;
  resellerId: number | null;
  /** `YYYY-MM-DD`. */
  dateStart: string | null;
  reference: string;
};

/**
 * The start date the wizard offers: the first of next month (where invoicing periods begin), but
 * never on or before the contract's own start.
 */
export function transferStartDay(contractStart: string, today: string = todayCalendarDay()): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const firstOfNext = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return firstOfNext > contractStart ? firstOfNext : dayAfter(contractStart);
}
