/**
 * The invoices list's state in the URL: the filters (states, types, receivers, customers), the
 * invoicing months from and until (`YYYY-MM`), search, sort and paging. Plain code: the route's
 * search check runs in the start-up bundle (docs/architecture.md), so no zod and no endpoints file.
 */
import {
  INVOICE_RECEIVERS,
  INVOICE_SORT_COLUMNS,
  INVOICE_STATES,
  INVOICE_TYPES,
  type InvoiceState,
  type PageSize,
} from '@/shared/schemas/constants';
import type { Tone } from '@/shared/tone';
import {
  applySavedValues,
  listQueryOf,
  parseListSearch,
  type FilterSpec,
  type ListSearchOf,
  type SavedFilterValues,
} from '@/lib/list-search';

/** The states an invoice has once approved: the invoices list never shows drafts (they have their own list). */
export const INVOICE_LIST_STATES = INVOICE_STATES.filter(
  (s): s is Exclude<InvoiceState, 'draft'> => s !== 'draft',
) as readonly Exclude<InvoiceState, 'draft'>[];

/** The invoices list's filters, as URL keys (the same names the list call takes). */
export const INVOICE_FILTERS = {
  states: INVOICE_LIST_STATES,
  types: INVOICE_TYPES,
  receivers: INVOICE_RECEIVERS,
  customerIds: 'ids',
} as const satisfies FilterSpec;

export { INVOICE_SORT_COLUMNS };

/** The invoicing months, both ends included, beside the other filters (`YYYY-MM`). */
export type MonthRange = { monthFrom?: string; monthUntil?: string };
export type InvoiceSearch = ListSearchOf<typeof INVOICE_FILTERS> & MonthRange;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const isMonth = (value: unknown): value is string => typeof value === 'string' && MONTH.test(value);

/** The months of a search or saved filter, read as strictly as the rest: a bad value is dropped. */
export function monthsOf(raw: Record<string, unknown>): MonthRange {
  const out: MonthRange = {};
  if (isMonth(raw.monthFrom)) out.monthFrom = raw.monthFrom;
  if (isMonth(raw.monthUntil)) out.monthUntil = raw.monthUntil;
  return out;
}

/** The route's search check: the list's search with safe defaults, and the months. */
export const parseInvoiceSearch = (raw: Record<string, unknown>): InvoiceSearch => ({
  ...parseListSearch(raw, INVOICE_SORT_COLUMNS, INVOICE_FILTERS),
  ...monthsOf(raw),
});

/** What the list call sends for a search (the route's loader and the screen alike: one cache entry). */
export const invoiceListQueryOf = (search: InvoiceSearch, pageSize: PageSize) => ({
  ...listQueryOf(search, INVOICE_FILTERS, pageSize),
  ...monthsOf(search),
});

/** The months counted as filters (each end once), as a date range is. */
export const activeMonths = (search: InvoiceSearch) =>
  Number(Boolean(search.monthFrom)) + Number(Boolean(search.monthUntil));

/** A saved filter holds the months too. */
export const withSavedMonths = (values: SavedFilterValues, search: InvoiceSearch): SavedFilterValues => ({
  ...values,
  ...monthsOf(search),
});

/** Applying a saved filter: its filters, search, sort and months replace the screen's; the page size stays. */
export const applySavedInvoiceFilter = (search: InvoiceSearch, saved: Record<string, unknown>): InvoiceSearch => ({
  ...applySavedValues(search, saved, INVOICE_SORT_COLUMNS, INVOICE_FILTERS),
  ...monthsOf(saved),
});

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

/** The invoice id in the URL's segment, or null when the segment is not one (plain code: the route's loader runs it). */
export const invoiceIdOf = (segment: string) => (/^\d{1,9}$/.test(segment) ? Number(segment) : null);
