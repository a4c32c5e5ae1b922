/** Rebate groups: the list's sort columns. Zod-free: safe for the start-up bundle. */
/** Columns the rebate group list sorts by (`orderBys`). */
export const REBATE_GROUP_SORT_COLUMNS = ['description', 'rebatePercentage'] as const;
