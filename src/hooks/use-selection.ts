import { useState } from 'react';
import { idsKey, selectAllState, toggleAll, toggleGroup, toggleOne, type Selection } from '@/lib/selection';

/**
 * Selection of the rows on screen. It belongs to the listed ids: when they change (another page,
 * filter or sort), the selection starts empty again, without an effect or a stale render.
 */
export function useSelection(ids: readonly string[]) {
  const key = idsKey(ids);
  const [state, setState] = useState<{ key: string; selected: Selection }>({ key, selected: new Set() });
  const selected = state.key === key ? state.selected : new Set<string>();
  const set = (next: Selection) => setState({ key, selected: next });
  const api: SelectionApi = {
    selected,
    count: selected.size,
    allState: selectAllState(selected, ids),
    toggle: (id: string) => set(toggleOne(selected, id)),
    toggleAll: () => set(toggleAll(selected, ids)),
    clear: () => set(new Set()),
  };
  return {
    ...api,
    /** The same selection seen from one group of the ids (its own select-all box). */
    group: (groupIds: readonly string[]): SelectionApi => ({
      ...api,
      allState: selectAllState(selected, groupIds),
      toggleAll: () => set(toggleGroup(selected, groupIds)),
    }),
  };
}

export type SelectionApi = {
  selected: Selection;
  count: number;
  allState: 'all' | 'some' | 'none';
  toggle: (id: string) => void;
  toggleAll: () => void;
  clear: () => void;
};
