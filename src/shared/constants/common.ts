/** Paging and the interface languages: what every list and every screen shares. Zod-free: safe for the start-up bundle. */
export const PAGE_SIZES = [5, 10, 20, 50, 100] as const;

export const DEFAULT_PAGE_SIZE = 20;

export type PageSize = (typeof PAGE_SIZES)[number];

export const LANGUAGES = ['en', 'nl', 'fr'] as const;

export type Language = (typeof LANGUAGES)[number];
