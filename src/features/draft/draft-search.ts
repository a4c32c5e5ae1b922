/**
 * What the drafts screen builds from its URL state (draft-filters.ts): the list, summary and bulk
 * approval calls' filters, the month a run is offered for, a customer's total against the month
 * before. Loaded with the screen and the route's loader, not at start-up.
 */
import { listQueryOf } from '@/lib/list-search';
import { monthsOf } from '@/features/invoice/invoice-filters';
import { DRAFT_FILTERS, type DraftSearch } from './draft-filters';
import type { PageSize } from '@/shared/constants/common';

/** What the drafts (or simulations) list call sends: a simulation's drafts are those of its run. */
export function draftListQueryOf(search: DraftSearch, pageSize: PageSize) {
  return {
    ...listQueryOf(search, DRAFT_FILTERS, pageSize),
    ...monthsOf(search),
    ...(search.simulation === undefined ? {} : { requestId: search.simulation }),
  };
}

/** The drafts summary's filters: the list's, without paging and sort. */
export function draftSummaryQueryOf(search: DraftSearch, pageSize: PageSize) {
  const { pageIndex: _page, pageSize: _size, orderBys: _sort, ...filters } = draftListQueryOf(search, pageSize);
  return filters;
}

/** The drafts approval in bulk takes the same filters (never a simulation's: those are made real first). */
export function draftBulkFiltersOf(search: DraftSearch, pageSize: PageSize) {
  const { requestId: _run, ...filters } = draftSummaryQueryOf(search, pageSize);
  return filters;
}

/** The month a run starts for by default: the one after today's (runs are made ahead, on the 1st). */
export function nextMonth(today: Date = new Date()): string {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** How much a customer's total moved against the month before, as a signed share (null: nothing before). */
export function movedShare(totalExcl: number, previousTotalExcl: number | null): number | null {
  if (previousTotalExcl === null || previousTotalExcl === 0) return null;
  return (totalExcl - previousTotalExcl) / previousTotalExcl;
}
