/**
 * CMS items (what the customer portal shows): kinds, statuses, languages, sort columns and limits.
 * Zod-free: safe for the start-up bundle.
 */
import { CUSTOMER_LANGUAGES } from './company';

/** What an item is: a news item, an announcement (a maintenance window, a price change) or a help article. */
export const CMS_ITEM_KINDS = ['news', 'announcement', 'help'] as const;
export type CmsItemKind = (typeof CMS_ITEM_KINDS)[number];

/**
 * The specification's statuses, by their numbers (spec 01 section 3): InActive 0 (not on the portal),
 * Active 1 (listed on the portal inside its window), Hidden 2 (not listed; its link opens it inside its window).
 * As text on the wire of the list filter ('0', '1', '2').
 */
export const CMS_ITEM_STATUSES = ['0', '1', '2'] as const;
export type CmsItemStatus = (typeof CMS_ITEM_STATUSES)[number];
export const CMS_STATUS_INACTIVE = 0;
export const CMS_STATUS_ACTIVE = 1;
export const CMS_STATUS_HIDDEN = 2;

/** The list shows every status unless its filter names some. */
export const CMS_ITEM_DEFAULT_STATUSES: readonly CmsItemStatus[] = [];

/** The languages an item is written in: the customers' languages. */
export const CMS_LANGUAGES = CUSTOMER_LANGUAGES;

/** Columns the list sorts by (`orderBys`). */
export const CMS_ITEM_SORT_COLUMNS = ['kind', 'status', 'publishFrom', 'updatedAt'] as const;
/** Newest change first unless sorted. */
export const CMS_ITEM_DEFAULT_SORT = 'updatedAt_desc';

/** Longest title and body (HTML, as stored after sanitising) per language. */
export const CMS_TITLE_MAX = 200;
export const CMS_BODY_MAX = 100_000;

/** Images an item's body shows: these types, at most 2 MB each. */
export const CMS_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const CMS_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Where the API serves an uploaded image (the only image source a body keeps besides data:). */
export const CMS_IMAGE_PATH = '/api/cms/v2/images';
