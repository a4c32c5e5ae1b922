/** List-screen shortcuts: A opens the add screen (edit right only), R refreshes, S focuses the search. */
import type { RefObject } from 'react';
import { useShortcut } from './use-shortcut';

type Options = {
  /** Left out when the user may not add: A then does nothing. */
  onAdd?: (() => void) | undefined;
  onRefresh: () => void;
  searchRef: RefObject<HTMLInputElement | null>;
};

export function useListShortcuts({ onAdd, onRefresh, searchRef }: Options) {
  useShortcut('openAdd', () => onAdd?.(), Boolean(onAdd));
  useShortcut('refreshTable', onRefresh);
  useShortcut('focusSearch', () => searchRef.current?.focus());
}
