/**
 * What the drafts screen builds from its list call's query (draft-list.ts): the summary's and the
 * bulk approval's filters, the month a run is offered for, a customer's total against the month
 * before, the runs once a start is accepted. Loaded with the screen and the route's loader, not at start-up.
 */
import type { RequestListItem } from '@/shared/schemas/invoice';

type ListQuery = { pageIndex?: number; pageSize?: number; orderBys?: string[] | undefined; requestId?: number };

/** The drafts summary's filters: the list's, without paging and sort. */
export function draftSummaryQueryOf<Q extends ListQuery>(query: Q): Omit<Q, 'pageIndex' | 'pageSize' | 'orderBys'> {
  const { pageIndex: _page, pageSize: _size, orderBys: _sort, ...filters } = query;
  return filters;
}

/** The drafts approval in bulk takes the same filters (never a simulation's: those are made real first). */
export function draftBulkFiltersOf<Q extends ListQuery>(query: Q) {
  const { requestId: _run, ...filters } = draftSummaryQueryOf(query);
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

/**
 * The runs as the screen holds them once the server accepted a start (its answer: the request id):
 * the new run first and pending, so the run card says it is under way at once, as the alert does;
 * the refetch that follows (and the hub) then bring its progress. A run already listed stays as listed.
 */
export function withStartedRun<P extends { items: RequestListItem[]; totalCount: number }>(
  runs: P | undefined,
  started: { requestId: number; month: string; simulation: boolean },
  now: Date = new Date(),
): P | undefined {
  if (!runs || runs.items.some((r) => r.requestId === started.requestId)) return runs;
  const run: RequestListItem = {
    ...started,
    status: 'pending',
    totalContracts: 0,
    doneContracts: 0,
    drafts: 0,
    lines: 0,
    errors: 0,
    warnings: 0,
    userName: null,
    createdAt: now.toISOString(),
    finishedAt: null,
  };
  return { ...runs, items: [run, ...runs.items], totalCount: runs.totalCount + 1 };
}
