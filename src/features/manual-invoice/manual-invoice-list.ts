/**
 * The manual invoices list (/invoices/manualInvoices): state (the open ones when none is chosen),
 * customer (found on the server) and contract type; its route loads the page, the contract types and
 * the customer filter's first options with the texts the add dialog needs too.
 */
import { defineList } from '@/components/list-screen/list-route';
import { INVOICE_STATES } from '@/shared/constants/invoice';
import { MANUAL_INVOICE_SORT_COLUMNS } from '@/shared/constants/manual-invoice';

export const manualInvoiceList = defineList({
  route: '/_app/invoices/manualInvoices',
  module: 'manualInvoices',
  namespaces: ['manualInvoice', 'invoice', 'manualProduct', 'enums'],
  filters: { statuses: INVOICE_STATES, customerIds: 'ids', contractTypeIds: 'ids' },
  sortColumns: MANUAL_INVOICE_SORT_COLUMNS,
  queries: async () => (await import('./api/manual-invoice-api')).manualInvoiceListQueries,
});
