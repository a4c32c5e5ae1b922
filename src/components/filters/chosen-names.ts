/**
 * The names of a ComboboxFilter's chosen ids, for its chips and its combobox alike: the screen's own
 * choices', those the combobox has shown (`known`), else asked of the server by id through the same
 * query factory (`records`); `#id` until they come.
 */
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ComboboxFilterProps } from '@/components/form/combobox-filter-impl';
import type { Choice } from '@/components/form/use-choices';

type Chosen<T, K extends QueryKey> = Pick<ComboboxFilterProps<T, K>, 'value' | 'extra' | 'records' | 'toChoice'>;

export function useChosenNames<T, K extends QueryKey>(
  { value = [], extra = [], records, toChoice }: Chosen<T, K>,
  known?: ReadonlyMap<number, Choice>,
) {
  const asked = value.filter((id) => !extra.some((c) => c.id === id));
  const names = useQuery({ ...records('', asked), enabled: asked.length > 0 });
  return (id: number) =>
    extra.find((c) => c.id === id)?.label ??
    known?.get(id)?.label ??
    names.data?.map(toChoice).find((c) => c.id === id)?.label ??
    `#${id}`;
}
