/**
 * The companies list (spec 02): status (active when none is chosen), party type, reseller, validated,
 * country and language, the search (name, VAT or enterprise number however typed, city) and the sort;
 * its route loads the page with the reseller and country filters' options.
 */
import { defineList } from '@/components/list-screen/list-route';
import {
  COMPANY_DEFAULT_SORT,
  COMPANY_SORT_COLUMNS,
  COMPANY_STATUSES,
  COMPANY_VALIDATED_CODES,
  CUSTOMER_LANGUAGES,
  PARTY_TYPES,
} from '@/shared/constants/company';

export const companyList = defineList({
  route: '/_app/company/',
  module: 'company',
  filters: {
    statuses: COMPANY_STATUSES,
    partyTypes: PARTY_TYPES,
    resellerIds: 'ids',
    validated: COMPANY_VALIDATED_CODES,
    countryIds: 'ids',
    languages: CUSTOMER_LANGUAGES,
  },
  sortColumns: COMPANY_SORT_COLUMNS,
  defaultSort: COMPANY_DEFAULT_SORT,
  queries: async () => (await import('./api/company-api')).companyListQueries,
});
