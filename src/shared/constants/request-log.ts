/** Request logs (month runs): statuses and detail types. Zod-free: safe for the start-up bundle. */
/** A request log (one month run): pending while it runs, finished after. */
export const REQUEST_STATUSES = ['pending', 'finished'] as const;

export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_DETAIL_TYPES = ['error', 'info', 'warning'] as const;

export type RequestDetailType = (typeof REQUEST_DETAIL_TYPES)[number];

/** While a run is pending its screens ask again this often, so the progress moves (ms). */
export const PENDING_REFRESH_MS = 2_000;
