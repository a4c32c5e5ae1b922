import { describe, expect, it } from 'vitest';
import { parseListSearch } from './list-search';
import { parseSearch, stringifySearch } from './search-params';

describe('search params in the URL', () => {
  it('writes arrays as repeated keys and plain values as text', () => {
    expect(
      stringifySearch({ statusIds: [1, 3], searchText: '365 & co', sort: 'code', pageIndex: 2, x: undefined }),
    ).toBe('?statusIds=1&statusIds=3&searchText=365+%26+co&sort=code&pageIndex=2');
    expect(stringifySearch({})).toBe('');
  });

  it('reads repeated keys back as lists, single ones as text', () => {
    expect(parseSearch('?statusIds=1&statusIds=3&searchText=365+%26+co&sort=code')).toEqual({
      statusIds: ['1', '3'],
      searchText: '365 & co',
      sort: 'code',
    });
  });

  it('round-trips a list view through the route validation', () => {
    const view = { pageIndex: 2, pageSize: 50 as const, searchText: '007', sort: 'code_desc', statusIds: [1] };
    const filters = { statusIds: 'ids' } as const;
    expect(parseListSearch(parseSearch(stringifySearch(view)), ['code'], filters)).toEqual(view);
  });
});
