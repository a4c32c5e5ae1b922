/**
 * The drafts screen's state in the URL: the filters (customers, receivers, types, the invoicing
 * months), search, sort and paging, and which drafts it shows: the real ones, or one simulation's
 * (`simulation`: the run's request id). Only what the routes' search checks run, as plain code: it is
 * in the start-up bundle (docs/architecture.md). What the screen builds from it: draft-search.ts.
 */
import { parseListSearch, type FilterSpec, type ListSearchOf } from '@/lib/list-search';
import { monthsOf, type MonthRange } from '@/features/invoice/invoice-filters';
import { INVOICE_RECEIVERS, INVOICE_SORT_COLUMNS, INVOICE_TYPES } from '@/shared/constants/invoice';

export const DRAFT_FILTERS = {
  customerIds: 'ids',
  receivers: INVOICE_RECEIVERS,
  types: INVOICE_TYPES,
} as const satisfies FilterSpec;

export type DraftSearch = ListSearchOf<typeof DRAFT_FILTERS> & MonthRange & { simulation?: number };

const requestIdOf = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

/** The route's search check: the list's search with safe defaults, the months and the simulation shown. */
export function parseDraftSearch(raw: Record<string, unknown>): DraftSearch {
  const search: DraftSearch = { ...parseListSearch(raw, INVOICE_SORT_COLUMNS, DRAFT_FILTERS), ...monthsOf(raw) };
  const simulation = requestIdOf(raw.simulation);
  if (simulation !== undefined) search.simulation = simulation;
  return search;
}

/** The draft id in the URL's segment, or null when the segment is not one. */
export const draftIdOf = (segment: string) => (/^\d{1,9}$/.test(segment) ? Number(segment) : null);
