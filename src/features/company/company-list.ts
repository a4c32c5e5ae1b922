import type { FilterSpec } from '@/lib/list-search';
import { COMPANY_STATUSES, CUSTOMER_LANGUAGES, PARTY_TYPES } from '@/shared/constants/company';

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
