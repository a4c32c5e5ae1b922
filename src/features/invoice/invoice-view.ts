/**
 * What the invoice screens build on the list's URL state (invoice-list.ts): the other view's search,
 * the months a month filter offers, and the state badges' tones. Loaded with the screens, not at
 * start-up.
 */
import type { Tone } from '@/shared/tone';
import type { InvoiceState } from '@/shared/constants/invoice';
import type { InvoiceView } from './invoice-list';

/** The search of the other view: the same filters and search, from its first page. */
export function withView<T extends { pageIndex?: number; view?: 'customers' }>(search: T, view: InvoiceView): T {
  const next: T = { ...search, view: 'customers' };
  delete next.pageIndex;
  if (view === 'invoices') delete next.view;
  return next;
}

/** The months a month filter offers: three years back to one year ahead of today, newest first. */
export function monthChoices(today: Date = new Date(), current: readonly (string | undefined)[] = []): string[] {
  const year = today.getUTCFullYear();
  const months: string[] = [];
  for (let y = year + 1; y >= year - 3; y--)
    for (let m = 12; m >= 1; m--) months.push(`${y}-${String(m).padStart(2, '0')}`);
  for (const month of current) if (month && !months.includes(month)) months.push(month);
  return months.sort().reverse();
}

/** `2026-11` as `202611` (a number select's value) and back. */
export const monthNumber = (month: string) => Number(month.replace('-', ''));
export const monthOfNumber = (value: number) => `${Math.floor(value / 100)}-${String(value % 100).padStart(2, '0')}`;

/** An invoice state's badge tone: paid is done, late and reminded ones need attention, notices are serious. */
export const INVOICE_STATE_TONE: Readonly<Record<InvoiceState, Tone>> = {
  draft: 'neutral',
  created: 'info',
  sent: 'info',
  paid: 'success',
  partiallyPaid: 'warning',
  overdue: 'warning',
  reminder1: 'warning',
  reminder2: 'warning',
  notice1: 'danger',
  notice2: 'danger',
};
