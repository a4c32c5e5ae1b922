/**
 * The one search of the whole back office (the command palette, Cmd+K): what it searches, by group,
 * which module's read right each group needs, and how much a caller may ask. Zod-free.
 */
import type { ModuleKey } from '../catalogue';

/** The groups of an answer, in the order the palette shows them. */
export const SEARCH_GROUPS = ['companies', 'contacts', 'contracts', 'invoices', 'products', 'mails'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** The module whose read right a group needs: a module the caller may not read contributes nothing. */
export const SEARCH_GROUP_MODULES: Readonly<Record<SearchGroup, ModuleKey>> = {
  companies: 'company',
  contacts: 'company',
  contracts: 'contract',
  invoices: 'invoices',
  products: 'products',
  mails: 'mails',
};

/** Fewer characters find too much to be useful (and no trigram index helps): the palette waits for two. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** Hits per group. */
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 20;
