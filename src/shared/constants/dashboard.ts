/** The dashboard's tiles (docs/domain.md "Dashboard"). Zod-free: safe for the start-up bundle. */

/**
 * The ageing buckets of the open invoices, by days past their due date on today's Brussels day:
 * not yet due (or no due date), 1-30, 31-60, 61-90 and more than 90 days.
 */
export const AGEING_BUCKETS = ['notDue', 'days30', 'days60', 'days90', 'older'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The first day past due of each bucket after notDue (1, 31, 61, 91). */
export const AGEING_BUCKET_STARTS: Readonly<Record<Exclude<AgeingBucket, 'notDue'>, number>> = {
  days30: 1,
  days60: 31,
  days90: 61,
  older: 91,
};

/** Customers of the month run the tile names at most (by their draft's total, largest first). */
export const MONTH_RUN_FLAGGED_SHOWN = 5;
