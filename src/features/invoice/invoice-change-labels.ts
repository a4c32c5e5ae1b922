/**
 * How an invoice's recorded changes read on a company's timeline: a field's label and a value as
 * staff read it (states, receivers and units by name, money as euro, days as dates, rates in %).
 * Needs the `invoice` texts loaded.
 */
import type { TFunction } from 'i18next';
import { isCalendarDay, toWireDay } from '@/shared/calendar-day';
import { formatWireDay } from '@/shared/dates';
import { EMPTY, formatMoney, formatPercent } from '@/shared/format';

const MONEY_FIELDS = new Set(['amountPaid', 'unitPrice', 'totalIncl', 'paymentReceived', 'paymentReversed']);

/** A changed field's label; one without a label as it is. */
export const invoiceChangeLabel = (t: TFunction, field: string) =>
  t(`invoice:changes.${field}`, { defaultValue: field });

/** A changed value as staff read it. */
export function invoiceChangeValue(t: TFunction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  // Codes by their names.
  if (field === 'state') return t(`invoice:states.${String(value)}`, { defaultValue: String(value) });
  if (field === 'receiver') return t(`invoice:receivers.${String(value)}`, { defaultValue: String(value) });
  if (field === 'unit') return t(`invoice:units.${String(value)}`, { defaultValue: String(value) });
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatMoney(value);
  if (field === 'vatRate' && typeof value === 'number') return formatPercent(value);
  if (typeof value === 'string' && isCalendarDay(value)) return formatWireDay(toWireDay(value));
  return String(value);
}
