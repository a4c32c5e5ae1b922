import {
  CONTRACT_SEARCH_FIELDS,
  CONTRACT_SORT_COLUMNS,
  CONTRACT_STATUSES,
  PARTY_TYPES,
} from '@/shared/schemas/constants';
import type { FilterSpec } from '@/lib/list-search';

/** The contracts list's filters, as URL keys (the same names the list call takes). */
export const CONTRACT_FILTERS = {
  statuses: CONTRACT_STATUSES,
  contractTypeIds: 'ids',
  partyTypes: PARTY_TYPES,
  customerIds: 'ids',
  resellerIds: 'ids',
  productIds: 'ids',
  periodFrom: 'day',
  periodUntil: 'day',
  searchFields: CONTRACT_SEARCH_FIELDS,
} as const satisfies FilterSpec;

export { CONTRACT_SORT_COLUMNS };
