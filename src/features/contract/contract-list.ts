/**
 * The contracts list (spec 02 section 7): status (ACTIVE when none is chosen), contract type, the
 * customer's party type, customer, reseller and product (found on the server), the period and the
 * fields the search looks in; its route loads the page with every filter's first options.
 */
import { loadDateRangeInputs } from '@/components/filters/load-date-range-inputs';
import { defineList } from '@/components/list-screen/list-route';
import { PARTY_TYPES } from '@/shared/constants/company';
import {
  CONTRACT_DEFAULT_SORT,
  CONTRACT_SEARCH_FIELDS,
  CONTRACT_SORT_COLUMNS,
  CONTRACT_STATUSES,
} from '@/shared/constants/contract';

export const contractList = defineList({
  route: '/_app/contract/',
  module: 'contract',
  namespaces: ['contract', 'enums'],
  filters: {
    statuses: CONTRACT_STATUSES,
    contractTypeIds: 'ids',
    partyTypes: PARTY_TYPES,
    customerIds: 'ids',
    resellerIds: 'ids',
    productIds: 'ids',
    periodFrom: 'day',
    periodUntil: 'day',
    searchFields: CONTRACT_SEARCH_FIELDS,
  },
  sortColumns: CONTRACT_SORT_COLUMNS,
  defaultSort: CONTRACT_DEFAULT_SORT,
  queries: async () => (await import('./api/contract-api')).contractListQueries,
  preload: loadDateRangeInputs,
});
