/**
 * The bank statements list (/invoices/statements): the statements imported, newest first, searched in
 * the account and the number; its route loads the page and the money not on an invoice per customer.
 * Guarded by the invoices module's read right, as the statement calls are.
 */
import { defineList } from '@/components/list-screen/list-route';
import { STATEMENT_SORT_COLUMNS } from '@/shared/constants/bank-statement';

export const statementList = defineList({
  route: '/_app/invoices/statements',
  module: 'invoices',
  namespaces: ['statement', 'fileImport'],
  filters: {},
  sortColumns: STATEMENT_SORT_COLUMNS,
  queries: async () => (await import('./api/statement-api')).statementListQueries,
});
