import { describe, expect, it } from 'vitest';
import { fromOrderBys, nextSort, toOrderBys } from './sorting';

describe('orderBys', () => {
  it('ascending is the plain column, descending appends _desc', () => {
    expect(
      toOrderBys([
        { column: 'code', direction: 'asc' },
        { column: 'productStatusDescription', direction: 'desc' },
      ]),
    ).toEqual(['code', 'productStatusDescription_desc']);
    expect(fromOrderBys(['code', 'name_desc'])).toEqual([
      { column: 'code', direction: 'asc' },
      { column: 'name', direction: 'desc' },
    ]);
  });

  it('the same column cycles ascending, descending, none; a new column starts ascending', () => {
    const asc = nextSort(null, 'code');
    expect(asc).toEqual({ column: 'code', direction: 'asc' });
    const desc = nextSort(asc, 'code');
    expect(desc).toEqual({ column: 'code', direction: 'desc' });
    expect(nextSort(desc, 'code')).toBeNull();
    expect(nextSort(desc, 'name')).toEqual({ column: 'name', direction: 'asc' });
  });
});
