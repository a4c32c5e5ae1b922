/** The IP plan: the list's sort columns. Zod-free: safe for the start-up bundle. */
/** Columns the IP plan sorts by (`orderBys`). */
export const IP_RANGE_SORT_COLUMNS = ['startAddress', 'size', 'contract', 'customer', 'updatedAt'] as const;
