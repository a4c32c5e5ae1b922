import type { FilterSpec } from '@/lib/list-search';
import { CONTRACT_SEARCH_FIELDS, CONTRACT_STATUSES } from '@/shared/constants/contract';
import { PARTY_TYPES } from '@/shared/constants/company';

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
