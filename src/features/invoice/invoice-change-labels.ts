/**
 * How an invoice's recorded changes read on a company's timeline: a field's label and a value as
 * staff read it (states, receivers and units by name, money as euro, days as dates, rates in %).
 * Needs the `invoice` texts loaded.
 */
import type { TFunction } from 'i18next';
import { isCalendarDay, toWireDay } from '@/shared/calendar-day';
import { formatWireDay } from '@/shared/dates';
import { formatMoney } from '@/shared/money';

/** Fields whose values are codes with labels. */
const CODE_LABELS: Record<string, string> = {
  state: 'invoice:states.',
  receiver: 'invoice:receivers.',
  unit: 'invoice:units.',
};
const MONEY_FIELDS = new Set(['amountPaid', 'unitPrice', 'totalIncl']);

/** A changed field's label; one without a label as it is. */
export const invoiceChangeLabel = (t: TFunction, field: string) =>
  t(`invoice:changes.${field}`, { defaultValue: field });

/** A changed value as staff read it. */
export function invoiceChangeValue(t: TFunction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (CODE_LABELS[field]) return t(`${CODE_LABELS[field]}${String(value)}`, { defaultValue: String(value) });
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatMoney(value);
  if (field === 'vatRate') return t('invoice:lines.rate', { rate: value });
  if (typeof value === 'string' && isCalendarDay(value)) return formatWireDay(toWireDay(value));
  return String(value);
}
