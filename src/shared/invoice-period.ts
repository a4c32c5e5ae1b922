/**
 * The invoicing period of a contract's items for an invoicing month (docs/domain.md "Contracts",
 * "Invoicing period"): what the month run invoices, and why an item is left out. Pure: no database,
 * no clock; days are `YYYY-MM-DD`, months `YYYY-MM`.
 *
 * By the contract's calculation type, for the invoicing month M:
 *  - invoicedUpFront: month M itself (the coming period);
 *  - invoicedAfter: month M-1 (the period just ended);
 *  - payPerUse: month M-1 (the usage of the period just ended);
 *  - oneTime: once, on the item's start day, when it started on or before the end of M.
 * A periodic item's period is clipped to its start and end, and starts after what was already
 * invoiced: the later of `invoicedUntil` and the old administration's last invoiced day (contract
 * item metadata LASTPERIODINVOICEDADMIN). A one-time item already invoiced (`alreadyInvoiced`, or
 * either of those days on or after its start) is not due again. Only an ACTIVE item of an ACTIVE
 * contract is ever due; otherwise the reason is the contract's status, else the item's.
 */
import { addDays, daysInMonth, isCalendarDay } from './calendar-day';
import type { CalculationType, ContractStatus } from './constants/contract';

/** Why an item is (not) due: due, or what keeps it out (a status other than ACTIVE names itself). */
export const PERIOD_REASONS = [
  'due',
  'alreadyInvoiced',
  'notStarted',
  'ended',
  'QUOTE',
  'SUSPENDED',
  'ACTIVE_NOINVOICE',
  'INACTIVE',
] as const;
export type PeriodReason = (typeof PERIOD_REASONS)[number];

export type PeriodContract = { status: ContractStatus; calculationType: CalculationType };
export type PeriodItem = {
  contractItemId: number;
  status: ContractStatus;
  dateStart: string;
  dateEnd: string | null;
  invoicedUntil: string | null;
  alreadyInvoiced: boolean;
  /** The metadata LASTPERIODINVOICEDADMIN: the last day the old administration invoiced (not a day: ignored). */
  lastPeriodInvoiced: string | null;
};
/** An item's period in the month: the days to invoice when due, else null (and the reason). */
export type ItemPeriod = {
  contractItemId: number;
  due: boolean;
  periodFrom: string | null;
  periodTo: string | null;
  reason: PeriodReason;
};

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** The first invoicing month accepted (the month before it still lies in a year every calendar knows). */
export const FIRST_INVOICE_MONTH = '1900-01';

/** An invoicing month: `YYYY-MM`, month 01 to 12, from 1900-01. */
export const isInvoiceMonth = (value: unknown): value is string =>
  typeof value === 'string' && MONTH.test(value) && value >= FIRST_INVOICE_MONTH;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The month before (`2026-01` -> `2025-12`). */
export function monthBefore(month: string): string {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 1 ? `${pad(year - 1, 4)}-12` : `${month.slice(0, 4)}-${pad(m - 1)}`;
}

export const firstDayOf = (month: string) => `${month}-01`;

/** The last day of a month (leap years included). */
export const lastDayOf = (month: string) => `${month}-${pad(daysInMonth(firstDayOf(month)))}`;

/** The day after a day. */
export const dayAfter = (day: string) => addDays(day, 1);

const later = (a: string | null, b: string | null) => (a === null ? b : b === null || a >= b ? a : b);

/** The last day already invoiced: the later of invoicedUntil and the old administration's day (when a day). */
export function invoicedThrough(item: Pick<PeriodItem, 'invoicedUntil' | 'lastPeriodInvoiced'>): string | null {
  const admin = isCalendarDay(item.lastPeriodInvoiced) ? item.lastPeriodInvoiced : null;
  return later(item.invoicedUntil, admin);
}

/** The month whose days a periodic calculation type invoices in the invoicing month. */
export const coveredMonth = (calculationType: Exclude<CalculationType, 'oneTime'>, month: string) =>
  calculationType === 'invoicedUpFront' ? month : monthBefore(month);

const notDue = (item: PeriodItem, reason: Exclude<PeriodReason, 'due'>): ItemPeriod => ({
  contractItemId: item.contractItemId,
  due: false,
  periodFrom: null,
  periodTo: null,
  reason,
});
const due = (item: PeriodItem, periodFrom: string, periodTo: string): ItemPeriod => ({
  contractItemId: item.contractItemId,
  due: true,
  periodFrom,
  periodTo,
  reason: 'due',
});

/** One item's period for the invoicing month `month` (`YYYY-MM`, isInvoiceMonth). */
export function itemPeriod(contract: PeriodContract, item: PeriodItem, month: string): ItemPeriod {
  if (contract.status !== 'ACTIVE') return notDue(item, contract.status);
  if (item.status !== 'ACTIVE') return notDue(item, item.status);
  const through = invoicedThrough(item);
  if (contract.calculationType === 'oneTime') {
    if (item.alreadyInvoiced || (through !== null && through >= item.dateStart)) return notDue(item, 'alreadyInvoiced');
    if (item.dateStart > lastDayOf(month)) return notDue(item, 'notStarted');
    return due(item, item.dateStart, item.dateStart);
  }
  const covered = coveredMonth(contract.calculationType, month);
  const [monthFrom, monthTo] = [firstDayOf(covered), lastDayOf(covered)];
  if (item.dateStart > monthTo) return notDue(item, 'notStarted');
  if (item.dateEnd !== null && item.dateEnd < monthFrom) return notDue(item, 'ended');
  const from = item.dateStart > monthFrom ? item.dateStart : monthFrom;
  const to = item.dateEnd !== null && item.dateEnd < monthTo ? item.dateEnd : monthTo;
  if (through !== null && through >= to) return notDue(item, 'alreadyInvoiced');
  const after = through === null ? null : dayAfter(through);
  return due(item, after !== null && after > from ? after : from, to);
}

/** Every item's period for the invoicing month, in the order given. */
export const contractPeriods = (contract: PeriodContract, items: readonly PeriodItem[], month: string) =>
  items.map((item) => itemPeriod(contract, item, month));
