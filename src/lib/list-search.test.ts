import { describe, expect, it } from 'vitest';
import { parseListSearch, withReset } from './list-search';

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

  it('starts at page 1 after a search or page-size change', () => {
    expect(withReset({ pageIndex: 4, sort: 'description' }, { searchText: 'x' })).toEqual({
      sort: 'description',
      searchText: 'x',
    });
    expect(withReset({ pageIndex: 4, searchText: 'x' }, { searchText: undefined })).toEqual({});
  });
});
