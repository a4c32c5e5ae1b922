/**
 * List multi-selection by the identifying property: toggle one, select all (a
 * second select-all clears), deselect all; the selection resets when the listed ids change.
 */
export type Selection = ReadonlySet<string>;

export function toggleOne(selection: Selection, id: string): Selection {
  const next = new Set(selection);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** Selects every listed id; when all of them are already selected, clears instead. */
export function toggleAll(selection: Selection, ids: readonly string[]): Selection {
  return ids.length > 0 && ids.every((id) => selection.has(id)) ? new Set() : new Set(ids);
}

/**
 * Select all within one group of the listed ids (a table of several on one screen): selects the
 * group's ids, or clears them when all are selected already; ids outside the group stay as they are.
 */
export function toggleGroup(selection: Selection, group: readonly string[]): Selection {
  const next = new Set(selection);
  if (group.length > 0 && group.every((id) => selection.has(id))) group.forEach((id) => next.delete(id));
  else group.forEach((id) => next.add(id));
  return next;
}

/** The selection state of the select-all box: all, some (indeterminate) or none. */
export function selectAllState(selection: Selection, ids: readonly string[]): 'all' | 'some' | 'none' {
  const chosen = ids.filter((id) => selection.has(id)).length;
  return chosen === 0 ? 'none' : chosen === ids.length ? 'all' : 'some';
}

/** A key that changes exactly when the set of listed ids changes (order does not matter). */
export const idsKey = (ids: readonly string[]) => [...ids].sort().join('\u0000');
