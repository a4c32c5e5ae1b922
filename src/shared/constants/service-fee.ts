/** Service fees: statuses, actions, the claim period and the list's sort columns. Zod-free: safe for the start-up bundle. */

/**
 * A service fee document's statuses by the ids the specification gives them (spec 02: claimed 0,
 * unclaimed 1, paid 2, expired 3). A document starts unclaimed.
 */
export const SERVICE_FEE_STATUS_IDS = { claimed: 0, unclaimed: 1, paid: 2, expired: 3 } as const;

export const SERVICE_FEE_STATUSES = ['claimed', 'unclaimed', 'paid', 'expired'] as const;

export type ServiceFeeStatus = (typeof SERVICE_FEE_STATUSES)[number];

/** What staff may do with a document (src/shared/service-fee-states.ts says when). */
export const SERVICE_FEE_ACTIONS = ['claim', 'linkDocNumber', 'setDatePaid', 'download'] as const;

export type ServiceFeeAction = (typeof SERVICE_FEE_ACTIONS)[number];

/**
 * The claim period: a document may be claimed until the last day of the third month after its
 * period (October 2026: until 31 January 2027); unclaimed after that, the expiry job expires it.
 */
export const SERVICE_FEE_CLAIM_MONTHS = 3;

/** Columns the service fee list sorts by (`orderBys`); newest period first when none is chosen. */
export const SERVICE_FEE_SORT_COLUMNS = [
  'period',
  'reseller',
  'status',
  'feeAmount',
  'baseAmount',
  'claimUntil',
  'claimedOn',
  'datePaid',
] as const;

export const SERVICE_FEE_DEFAULT_SORT = 'period_desc' satisfies `${(typeof SERVICE_FEE_SORT_COLUMNS)[number]}_desc`;
