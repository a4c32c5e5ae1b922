/** The one search of the whole back office (GET /api/search/v2): what it is asked and what it answers. */
import * as z from 'zod';
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_GROUPS,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_LIMIT,
  SEARCH_MIN_LENGTH,
} from '../constants/search';
import { INVOICE_TYPES } from '../constants/invoice';

export const searchQuery = z.object({
  q: z
    .string({ error: 'validation.required' })
    .trim()
    .min(SEARCH_MIN_LENGTH, `validation.minLength|${SEARCH_MIN_LENGTH}`)
    .max(SEARCH_MAX_LENGTH, `validation.maxLength|${SEARCH_MAX_LENGTH}`),
  limit: z.coerce
    .number({ error: 'validation.number' })
    .int('validation.integer')
    .min(1, 'validation.min|1')
    .max(SEARCH_MAX_LIMIT, `validation.max|${SEARCH_MAX_LIMIT}`)
    .default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/** One record found: what the palette shows (its title and a line under it) and the path it opens. */
export const searchHit = z.object({
  id: z.number().int(),
  title: z.string(),
  detail: z.string().nullable(),
  /** The SPA path of the record's screen. */
  path: z.string(),
  /** An invoice or a credit note (the invoices group); null elsewhere. */
  kind: z.enum(INVOICE_TYPES).nullable(),
});
export type SearchHit = z.infer<typeof searchHit>;

/** The groups with hits, in SEARCH_GROUPS order; a group without hits (or not readable) is left out. */
export const searchAnswer = z.object({
  groups: z.array(z.object({ group: z.enum(SEARCH_GROUPS), hits: z.array(searchHit) })),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;
