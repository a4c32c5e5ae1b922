import { describe, expect, it } from 'vitest';
import {
  applySavedValues,
  countActiveFilters,
  parseListSearch,
  resetList,
  toSavedValues,
  withReset,
  type ListSearch,
} from './list-search';

describe('list search in the URL', () => {
  it('keeps valid values and drops unsafe ones', () => {
    expect(
      parseListSearch({ pageIndex: '3', pageSize: 50, searchText: ' gold ', sort: 'description_desc' }, [
        'description',
      ]),
    ).toEqual({
      pageIndex: 3,
      pageSize: 50,
      searchText: ' gold ',
      sort: 'description_desc',
    });
    expect(
      parseListSearch({ pageIndex: -1, pageSize: 7, searchText: '  ', sort: 'password' }, ['description']),
    ).toEqual({});
    expect(parseListSearch({ pageIndex: 1.5 }, [])).toEqual({});
  });

  it("reads a shared view's link (savedView: a saved filter's id); drops anything else", () => {
    expect(parseListSearch({ savedView: '42' }, [])).toEqual({ savedView: 42 });
    expect(parseListSearch({ savedView: 7 }, [])).toEqual({ savedView: 7 });
    for (const savedView of ['0', '-3', '1.5', 'abc', '', '2147483648', ['4']])
      expect(parseListSearch({ savedView }, [])).toEqual({});
  });

  it('starts at page 1 after a search or page-size change', () => {
    expect(withReset({ pageIndex: 4, sort: 'description' }, { searchText: 'x' })).toEqual({
      sort: 'description',
      searchText: 'x',
    });
    expect(withReset({ pageIndex: 4, searchText: 'x' }, { searchText: undefined })).toEqual({});
  });
});

const FILTERS = { statusIds: 'ids', updatedFrom: 'day', updatedUntil: 'day' } as const;

describe('filters in the URL', () => {
  it('reads months (YYYY-MM) as one end of a range of months; drops anything else', () => {
    const months = { monthFrom: 'month', monthUntil: 'month' } as const;
    expect(parseListSearch({ monthFrom: '2026-01', monthUntil: '2026-13' }, [], months)).toEqual({
      monthFrom: '2026-01',
    });
    expect(parseListSearch({ monthFrom: '2026-1', monthUntil: ['2026-02'] }, [], months)).toEqual({});
    expect(countActiveFilters({ monthFrom: '2026-01', monthUntil: '2026-03' }, months)).toBe(2);
  });

  it('reads id lists (once or repeated, deduplicated, sorted) and calendar days; drops the rest', () => {
    expect(
      parseListSearch(
        { statusIds: ['3', 1, 3, 'x', -2, 1.5], updatedFrom: '2026-02-01', updatedUntil: '2026-02-30' },
        [],
        FILTERS,
      ),
    ).toEqual({ statusIds: [1, 3], updatedFrom: '2026-02-01' });
    expect(parseListSearch({ statusIds: 2 }, [], FILTERS)).toEqual({ statusIds: [2] });
    expect(parseListSearch({ statusIds: [], updatedFrom: '01/02/2026', other: [1] }, [], FILTERS)).toEqual({});
    expect(
      parseListSearch({ statusIds: Array.from({ length: 500 }, (_, i) => i) }, [], FILTERS).statusIds,
    ).toHaveLength(100);
  });

  it('counts active filters, not search text or sort', () => {
    expect(
      countActiveFilters({ searchText: 'x', sort: 'code', statusIds: [1, 2], updatedFrom: '2026-01-01' }, FILTERS),
    ).toBe(2);
    expect(countActiveFilters({ statusIds: [] }, FILTERS)).toBe(0);
  });

  it('a filter change starts at page 1 and drops emptied filters', () => {
    expect(withReset({ pageIndex: 3, statusIds: [1], sort: 'code' }, { statusIds: [] })).toEqual({ sort: 'code' });
    expect(withReset({ pageIndex: 3, pageSize: 50 }, { pageSize: 10 })).toEqual({ pageSize: 10 });
  });

  it('reset clears filters, search, page and page size but keeps the sort', () => {
    expect(
      resetList({ pageIndex: 4, pageSize: 50, searchText: 'x', sort: 'code_desc', statusIds: [1] } as ListSearch),
    ).toEqual({ sort: 'code_desc' });
    expect(resetList({ pageIndex: 2 })).toEqual({});
  });

  it('a saved filter holds filters, search and sort, and applying it replaces them (page 1, page size kept)', () => {
    const current = {
      pageIndex: 5,
      pageSize: 50 as const,
      searchText: 'old',
      statusIds: [2],
      updatedUntil: '2026-03-01',
    };
    const saved = toSavedValues({ searchText: 'azure', sort: 'code', statusIds: [1, 3], pageIndex: 2 }, FILTERS);
    expect(saved).toEqual({ statusIds: [1, 3], searchText: 'azure', sort: 'code' });
    expect(applySavedValues(current, saved, ['code'], FILTERS)).toEqual({
      pageSize: 50,
      searchText: 'azure',
      sort: 'code',
      statusIds: [1, 3],
    });
    // A saved filter from an older version with unknown or invalid values applies what is still valid.
    expect(
      applySavedValues({}, { statusIds: ['x', 2], sort: 'password', pageIndex: 9, savedView: 4 }, ['code'], FILTERS),
    ).toEqual({ statusIds: [2] });
  });
});
