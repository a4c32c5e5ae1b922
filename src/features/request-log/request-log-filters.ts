/**
 * The request logs' state in the URL. The list: status (pending, finished) and kind (real run or
 * simulation), search and paging; a run's log lines: their type (error, info, warning), search and
 * paging. Plain code: the routes' search checks and loaders run it in the start-up bundle
 * (docs/architecture.md), so no zod and no endpoints file.
 */
import type { Tone } from '@/shared/tone';
import { listQueryOf, parseListSearch, type FilterSpec, type ListSearchOf } from '@/lib/list-search';
import { REQUEST_DETAIL_TYPES, REQUEST_STATUSES, type RequestDetailType } from '@/shared/constants/request-log';
import type { PageSize } from '@/shared/constants/common';

/** A run is real (it makes drafts that are invoiced) or a simulation; the API's `simulation` flag. */
export const REQUEST_KINDS = ['real', 'simulation'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The list's filters, as URL keys; `kinds` becomes the list call's `simulation` (one kind chosen). */
export const REQUEST_LOG_FILTERS = { statuses: REQUEST_STATUSES, kinds: REQUEST_KINDS } as const satisfies FilterSpec;
/** A run's log lines: by type. */
export const REQUEST_DETAIL_FILTERS = { types: REQUEST_DETAIL_TYPES } as const satisfies FilterSpec;

/** Neither list sorts (runs newest first, log lines in the order the run wrote them). */
export const NO_SORT: readonly string[] = [];

export type RequestLogSearch = ListSearchOf<typeof REQUEST_LOG_FILTERS>;
export type RequestDetailSearch = ListSearchOf<typeof REQUEST_DETAIL_FILTERS>;

export const parseRequestLogSearch = (raw: Record<string, unknown>): RequestLogSearch =>
  parseListSearch(raw, NO_SORT, REQUEST_LOG_FILTERS);
export const parseRequestDetailSearch = (raw: Record<string, unknown>): RequestDetailSearch =>
  parseListSearch(raw, NO_SORT, REQUEST_DETAIL_FILTERS);

/** What the list call sends (the route's loader and the screen alike: one cache entry). */
export function requestListQueryOf(search: RequestLogSearch, pageSize: PageSize) {
  const { pageIndex, pageSize: size, searchText, statuses, kinds } = listQueryOf(search, REQUEST_LOG_FILTERS, pageSize);
  return {
    pageIndex,
    pageSize: size,
    ...(searchText ? { searchText } : {}),
    ...(statuses ? { statuses } : {}),
    // Both kinds chosen is the same as none: every run.
    ...(kinds?.length === 1 ? { simulation: kinds[0] === 'simulation' ? ('true' as const) : ('false' as const) } : {}),
  };
}

/** What a run's detail call sends for its log lines. */
export function requestDetailQueryOf(search: RequestDetailSearch, pageSize: PageSize) {
  const { pageIndex, pageSize: size, searchText, types } = listQueryOf(search, REQUEST_DETAIL_FILTERS, pageSize);
  return { pageIndex, pageSize: size, ...(searchText ? { searchText } : {}), ...(types ? { types } : {}) };
}

/** A log line's badge: an error is what left an item out, a warning what is worth a look. */
export const DETAIL_TYPE_TONE: Readonly<Record<RequestDetailType, Tone>> = {
  error: 'danger',
  warning: 'warning',
  info: 'info',
};

/** While a run is pending its screens ask again this often, so the progress moves. */
export const PENDING_REFRESH_MS = 2_000;

/** The request id in the URL's segment, or null when the segment is not one (the route's loader runs it). */
export const requestIdOf = (segment: string) => (/^\d{1,9}$/.test(segment) ? Number(segment) : null);
