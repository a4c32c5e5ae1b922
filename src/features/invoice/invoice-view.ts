/**
 * What the invoice screens build on the URL state of invoice-filters.ts (which the routes' search
 * checks run at start-up): the months counted as filters, saved filters with their months, the other
 * view's search, the months a month filter offers, and the state badges' tones. Loaded with the
 * screens, not at start-up.
 */
import type { Tone } from '@/shared/tone';
import { applySavedValues, type SavedFilterValues } from '@/lib/list-search';
import {
  INVOICE_FILTERS,
  monthsOf,
  viewOf,
  type InvoiceSearch,
  type InvoiceView,
  type MonthRange,
} from './invoice-filters';
import { INVOICE_SORT_COLUMNS } from '@/shared/constants/invoice';
import type { InvoiceState } from '@/shared/constants/invoice';

/** The months counted as filters (each end once), as a date range is. */
export const activeMonths = (search: InvoiceSearch) =>
  Number(Boolean(search.monthFrom)) + Number(Boolean(search.monthUntil));

/** A saved filter holds the months too. */
export const withSavedMonths = (values: SavedFilterValues, search: InvoiceSearch): SavedFilterValues => ({
  ...values,
  ...monthsOf(search),
});

/** Applying a saved filter: its filters, search, sort and months replace the screen's; the page size and view stay. */
export const applySavedInvoiceFilter = (search: InvoiceSearch, saved: Record<string, unknown>): InvoiceSearch => ({
  ...applySavedValues(search, saved, INVOICE_SORT_COLUMNS, INVOICE_FILTERS),
  ...monthsOf(saved),
  ...viewOf(search),
});

/** The search of the other view: the same filters and search, from its first page. */
export function withView(search: InvoiceSearch, view: InvoiceView): InvoiceSearch {
  const next: InvoiceSearch = { ...search, view: 'customers' };
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

/** The search with other invoicing months (an end left out is no filter), from the first page. */
export function withMonths<T extends MonthRange & { pageIndex?: number }>(search: T, range: MonthRange): T {
  const next: T = { ...search, monthFrom: range.monthFrom, monthUntil: range.monthUntil };
  delete next.pageIndex;
  if (next.monthFrom === undefined) delete next.monthFrom;
  if (next.monthUntil === undefined) delete next.monthUntil;
  return next;
}
