/**
 * Sorting of a list: the same column cycles ascending -> descending -> none, a new column starts
 * ascending; on the wire an ascending sort is the plain column name and a
 * descending one appends `_desc`.
 */
export type Sort = { column: string; direction: 'asc' | 'desc' };

export function toOrderBys(sorting: readonly Sort[]): string[] {
  return sorting.map((s) => (s.direction === 'desc' ? `${s.column}_desc` : s.column));
}

export function fromOrderBys(orderBys: readonly string[]): Sort[] {
  return orderBys.map((o) =>
    o.endsWith('_desc') ? { column: o.slice(0, -'_desc'.length), direction: 'desc' } : { column: o, direction: 'asc' },
  );
}

export function nextSort(current: Sort | null, column: string): Sort | null {
  if (!current || current.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}
