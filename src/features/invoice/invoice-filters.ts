/**
 * The invoices list's state in the URL: the filters (states, types, receivers, customers), the
 * invoicing months from and until (`YYYY-MM`), search, sort, paging and the view (the invoices, or
 * their figures per customer: `view=customers`). Plain code: the route's
 * search check runs in the start-up bundle (docs/architecture.md), so no zod and no endpoints file, and
 * only what the routes run: what the screens build on it is in invoice-view.ts.
 */
import { listQueryOf, parseListSearch, type FilterSpec, type ListSearchOf } from '@/lib/list-search';
import {
  INVOICE_LIST_STATES,
  INVOICE_RECEIVERS,
  INVOICE_SORT_COLUMNS,
  INVOICE_TYPES,
} from '@/shared/constants/invoice';
import type { PageSize } from '@/shared/constants/common';

/** The invoices list's filters, as URL keys (the same names the list call takes). */
export const INVOICE_FILTERS = {
  states: INVOICE_LIST_STATES,
  types: INVOICE_TYPES,
  receivers: INVOICE_RECEIVERS,
  customerIds: 'ids',
} as const satisfies FilterSpec;

/** The invoicing months, both ends included, beside the other filters (`YYYY-MM`). */
export type MonthRange = { monthFrom?: string; monthUntil?: string };
/** The invoices one by one (the default, not in the URL) or per invoiced company. */
export type InvoiceView = 'invoices' | 'customers';
export type InvoiceSearch = ListSearchOf<typeof INVOICE_FILTERS> & MonthRange & { view?: 'customers' };

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const isMonth = (value: unknown): value is string => typeof value === 'string' && MONTH.test(value);

/** The months of a search or saved filter, read as strictly as the rest: a bad value is dropped. */
export function monthsOf(raw: Record<string, unknown>): MonthRange {
  const out: MonthRange = {};
  if (isMonth(raw.monthFrom)) out.monthFrom = raw.monthFrom;
  if (isMonth(raw.monthUntil)) out.monthUntil = raw.monthUntil;
  return out;
}

/** The per-customer view when the search names it; nothing for the default view. */
export const viewOf = (raw: Record<string, unknown>): Pick<InvoiceSearch, 'view'> =>
  raw.view === 'customers' ? { view: 'customers' } : {};

/** The route's search check: the list's search with safe defaults, the months and the view. */
export const parseInvoiceSearch = (raw: Record<string, unknown>): InvoiceSearch => ({
  ...parseListSearch(raw, INVOICE_SORT_COLUMNS, INVOICE_FILTERS),
  ...monthsOf(raw),
  ...viewOf(raw),
});

/** What the list call sends for a search (the route's loader and the screen alike: one cache entry). */
export const invoiceListQueryOf = (search: InvoiceSearch, pageSize: PageSize) => ({
  ...listQueryOf(search, INVOICE_FILTERS, pageSize),
  ...monthsOf(search),
});

/** The invoice id in the URL's segment, or null when the segment is not one (plain code: the route's loader runs it). */
export const invoiceIdOf = (segment: string) => (/^\d{1,9}$/.test(segment) ? Number(segment) : null);
