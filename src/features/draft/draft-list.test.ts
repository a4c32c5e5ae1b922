import { describe, expect, it } from 'vitest';
import { parseListRouteSearch } from '@/components/list-screen/list-route';
import { draftList, draftListQueryOf } from './draft-list';
import type { RequestListItem } from '@/shared/schemas/invoice';
import { draftBulkFiltersOf, draftSummaryQueryOf, movedShare, nextMonth, withStartedRun } from './draft-search';

const parseDraftSearch = (raw: Record<string, unknown>) => parseListRouteSearch(draftList, raw);

describe('the drafts screen in the URL', () => {
  it('keeps the filters, months and the simulation shown; drops what is not one', () => {
    expect(
      parseDraftSearch({
        customerIds: ['7', '3'],
        receivers: ['accounting', 'nobody'],
        monthFrom: '2026-12',
        monthUntil: '2026-13',
        simulation: '42',
        sort: 'totalExcl.desc',
      }),
    ).toMatchObject({
      customerIds: [3, 7],
      receivers: ['accounting'],
      monthFrom: '2026-12',
      simulation: 42,
    });
    expect(parseDraftSearch({ simulation: '-1' }).simulation).toBeUndefined();
    expect(parseDraftSearch({ simulation: 'abc' }).simulation).toBeUndefined();
    expect(parseDraftSearch({ monthUntil: '2026-13' }).monthUntil).toBeUndefined();
  });

  it("asks a simulation's drafts by its run, the summary without paging, the bulk approval never by a run", () => {
    const search = parseDraftSearch({ simulation: '9', receivers: 'client', pageIndex: '3', searchText: ' Delvaux ' });
    expect(draftListQueryOf(search, 20)).toMatchObject({
      pageIndex: 3,
      pageSize: 20,
      searchText: 'Delvaux',
      receivers: ['client'],
      requestId: 9,
    });
    const summary = draftSummaryQueryOf(draftListQueryOf(search, 20));
    expect(summary).toMatchObject({ receivers: ['client'], requestId: 9, searchText: 'Delvaux' });
    expect(summary).not.toHaveProperty('pageIndex');
    expect(summary).not.toHaveProperty('pageSize');
    const bulk = draftBulkFiltersOf(draftListQueryOf(search, 20));
    expect(bulk).toMatchObject({ receivers: ['client'], searchText: 'Delvaux' });
    expect(bulk).not.toHaveProperty('requestId');
    expect(draftListQueryOf(parseDraftSearch({}), 50)).not.toHaveProperty('requestId');
  });
});

describe('the month a run is made for', () => {
  it('is the month after today, across the year end', () => {
    expect(nextMonth(new Date('2026-11-25T10:00:00Z'))).toBe('2026-12');
    expect(nextMonth(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01');
    expect(nextMonth(new Date('2027-01-01T00:00:00Z'))).toBe('2027-02');
  });
});

describe('a customer total against the month before', () => {
  it('moves by a signed share, and has none without a month before', () => {
    expect(movedShare(120, 100)).toBeCloseTo(0.2);
    expect(movedShare(75, 100)).toBeCloseTo(-0.25);
    expect(movedShare(50, null)).toBeNull();
    expect(movedShare(50, 0)).toBeNull();
  });
});

describe('a run the server accepted', () => {
  const finished: RequestListItem = {
    requestId: 4,
    simulation: false,
    month: '2026-11',
    status: 'finished',
    totalContracts: 10,
    doneContracts: 10,
    drafts: 8,
    lines: 20,
    errors: 0,
    warnings: 0,
    userName: 'Admin',
    createdAt: '2026-11-01T08:00:00.000Z',
    finishedAt: '2026-11-01T08:01:00.000Z',
  };
  const now = new Date('2026-11-28T10:00:00.000Z');

  it('is listed first and pending at once, before the refresh brings its progress', () => {
    const runs = withStartedRun(
      { items: [finished], totalCount: 1 },
      { requestId: 5, month: '2026-12', simulation: true },
      now,
    );
    expect(runs?.totalCount).toBe(2);
    expect(runs?.items.map((r) => [r.requestId, r.status, r.simulation, r.month])).toEqual([
      [5, 'pending', true, '2026-12'],
      [4, 'finished', false, '2026-11'],
    ]);
    expect(runs?.items[0]).toMatchObject({ doneContracts: 0, finishedAt: null, createdAt: now.toISOString() });
  });

  it('stays as listed when the runs already hold it, and is not made up when none were loaded', () => {
    const runs = { items: [finished], totalCount: 1 };
    expect(withStartedRun(runs, { requestId: 4, month: '2026-11', simulation: false }, now)).toBe(runs);
    expect(withStartedRun(undefined, { requestId: 5, month: '2026-12', simulation: false }, now)).toBeUndefined();
  });
});
