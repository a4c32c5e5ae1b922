/**
 * List-screen shortcuts: A opens the add screen (edit right only), R refreshes, S focuses the search;
 * J and K move the focus down and up the rows (J from anywhere starts at the first), Enter on a
 * focused row opens it (its first link), X selects or deselects it.
 */
import type { RefObject } from 'react';
import { useShortcut } from './use-shortcut';

type Options = {
  /** Left out when the user may not add: A then does nothing. */
  onAdd?: (() => void) | undefined;
  onRefresh: () => void;
  searchRef: RefObject<HTMLInputElement | null>;
  /** What holds the table: its rows are `tbody tr[data-row-id]`. */
  rowsRef: RefObject<HTMLElement | null>;
  /** Selects or deselects a row by its id; none where the list has no selection. */
  onToggleRow?: ((rowId: string) => void) | undefined;
};

export function useListShortcuts({ onAdd, onRefresh, searchRef, rowsRef, onToggleRow }: Options) {
  useShortcut('openAdd', () => onAdd?.(), Boolean(onAdd));
  useShortcut('refreshTable', onRefresh);
  useShortcut('focusSearch', () => searchRef.current?.focus());

  const rows = () => [...(rowsRef.current?.querySelectorAll<HTMLElement>('tbody tr[data-row-id]') ?? [])];
  /** The row focused itself (not a link or box in it): the one Enter and X act on. */
  const focusedRow = () => rows().find((row) => row === document.activeElement);
  const move = (step: 1 | -1) => {
    const all = rows();
    if (all.length === 0) return false;
    const at = all.findIndex((row) => row.contains(document.activeElement));
    all[at < 0 ? 0 : Math.min(Math.max(at + step, 0), all.length - 1)]!.focus();
    return true;
  };
  useShortcut('nextRow', () => move(1));
  useShortcut('previousRow', () => move(-1));
  useShortcut('openRow', () => {
    const link = focusedRow()?.querySelector<HTMLAnchorElement>('a[href]');
    link?.click();
    return Boolean(link);
  });
  useShortcut('toggleRow', () => {
    const row = focusedRow();
    if (!row || !onToggleRow) return false;
    onToggleRow(row.dataset.rowId!);
    return true;
  });
}
