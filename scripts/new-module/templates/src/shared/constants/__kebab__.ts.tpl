/** __Records__: statuses, the list's default status and sort columns. Zod-free: safe for the start-up bundle. */
/** A record's status; the list's status filter offers them. */
export const __constant___STATUSES = ['active', 'inactive'] as const;

export type __pascal__Status = (typeof __constant___STATUSES)[number];
/** The list's statuses when its filter names none: the screen shows it, the server applies it. */
export const __constant___DEFAULT_STATUSES: readonly __pascal__Status[] = ['active'];

/** Columns the list sorts by (`orderBys`): the table's columns of those names (server/http/list.ts columnSorts). */
export const __constant___SORT_COLUMNS = ['name', 'status', 'updatedAt'] as const;
