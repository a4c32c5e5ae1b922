/**
 * The service fees list (/servicefee): status, reseller (found on the server) and the periods from
 * and until (`YYYY-MM`); newest period first; its route loads the page with its totals and the chosen
 * resellers' names.
 */
import { defineList } from '@/components/list-screen/list-route';
import {
  SERVICE_FEE_DEFAULT_SORT,
  SERVICE_FEE_SORT_COLUMNS,
  SERVICE_FEE_STATUSES,
} from '@/shared/constants/service-fee';

export const serviceFeeList = defineList({
  route: '/_app/servicefee',
  module: 'servicefee',
  namespaces: ['serviceFee'],
  filters: {
    statuses: SERVICE_FEE_STATUSES,
    resellerIds: 'ids',
    periodFrom: 'month',
    periodUntil: 'month',
  },
  sortColumns: SERVICE_FEE_SORT_COLUMNS,
  defaultSort: SERVICE_FEE_DEFAULT_SORT,
  queries: async () => (await import('./api/service-fee-api')).serviceFeeListQueries,
});
