import { COMPANY_SORT_COLUMNS } from '@/shared/schemas/constants';
import { COMPANY_STATUSES, CUSTOMER_LANGUAGES, PARTY_TYPES } from '@/shared/schemas/constants';
import type { FilterSpec } from '@/lib/list-search';

/** Validated or not: both chosen is all. */
export const VALIDATED_CODES = ['true', 'false'] as const;

/** The companies list's filters, as URL keys (the same names the list call takes). */
export const COMPANY_FILTERS = {
  statuses: COMPANY_STATUSES,
  partyTypes: PARTY_TYPES,
  resellerIds: 'ids',
  validated: VALIDATED_CODES,
  countryIds: 'ids',
  languages: CUSTOMER_LANGUAGES,
} as const satisfies FilterSpec;

export { COMPANY_SORT_COLUMNS };
