import { describe, expect, it } from 'vitest';
import { parseListRouteSearch } from '@/components/list-screen/list-route';
import { draftList, draftListQueryOf } from './draft-list';
import { draftBulkFiltersOf, draftSummaryQueryOf, movedShare, nextMonth } from './draft-search';

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
