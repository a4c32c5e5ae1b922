/** Paging and the interface languages: what every list and every screen shares. Zod-free: safe for the start-up bundle. */
export const PAGE_SIZES = [5, 10, 20, 50, 100] as const;

export const DEFAULT_PAGE_SIZE = 20;

export type PageSize = (typeof PAGE_SIZES)[number];

export const LANGUAGES = ['en', 'nl', 'fr'] as const;

export type Language = (typeof LANGUAGES)[number];

/** The largest value of PostgreSQL's integer: the bound of every id, version and count on the wire. */
export const MAX_INT = 2_147_483_647;
