/** The IP plan: the list's sort columns. Zod-free: safe for the start-up bundle. */
/** Columns the IP plan sorts by (`orderBys`). */
export const IP_RANGE_SORT_COLUMNS = ['startAddress', 'size', 'contract', 'customer', 'updatedAt'] as const;

/** The IP plan's order when none is chosen; the screen shows it. */
export const IP_RANGE_DEFAULT_SORT = 'startAddress' satisfies (typeof IP_RANGE_SORT_COLUMNS)[number];
