/**
 * The invoices list (/invoices/invoices): state, type, receiver, customer (found on the server) and
 * the invoicing months from and until (`YYYY-MM`), paid on (a payment received from and until, days);
 * the invoices one by one, or their figures per
 * invoiced company (`view=customers`, kept by a filter reset and a saved filter). Its route loads the
 * page of the view shown, the figures of the filtered invoices and the customer filter's first options.
 */
import { defineList } from '@/components/list-screen/list-route';
import {
  INVOICE_DEFAULT_SORT,
  INVOICE_LIST_STATES,
  INVOICE_RECEIVERS,
  INVOICE_SORT_COLUMNS,
  INVOICE_TYPES,
} from '@/shared/constants/invoice';

/** The invoices one by one (the default, not in the URL) or per invoiced company. */
export type InvoiceView = 'invoices' | 'customers';

/** The per-customer view when the search names it; nothing for the default view. */
const viewOf = (raw: Record<string, unknown>): { view?: 'customers' } =>
  raw.view === 'customers' ? { view: 'customers' } : {};

/** The search of the other view: the same filters and search, from its first page. */
export function withView<T extends { pageIndex?: number; view?: 'customers' }>(search: T, view: InvoiceView): T {
  const next: T = { ...search, view: 'customers' };
  delete next.pageIndex;
  if (view === 'invoices') delete next.view;
  return next;
}

export const invoiceList = defineList({
  route: '/_app/invoices/invoices',
  module: 'invoices',
  namespaces: ['invoice'],
  filters: {
    states: INVOICE_LIST_STATES,
    types: INVOICE_TYPES,
    receivers: INVOICE_RECEIVERS,
    customerIds: 'ids',
    monthFrom: 'month',
    monthUntil: 'month',
    paidFrom: 'day',
    paidTo: 'day',
  },
  sortColumns: INVOICE_SORT_COLUMNS,
  defaultSort: INVOICE_DEFAULT_SORT,
  extra: viewOf,
  queries: async () => (await import('./api/invoice-api')).invoiceListQueries,
});
