/**
 * ComboboxFilter (combobox-filter-impl.tsx): a filter on records too many to list. The combobox and
 * Ariakit load with the first one a screen shows, not with every screen (the list screens share the
 * `screens` chunk); until then a plain input of the same size stands in its place.
 */
import type { QueryKey } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { ComboboxFilterProps } from '@/components/form/combobox-filter-impl';
import { useChosenNames } from './chosen-names';
import { FilterChip, useFilterView } from './filter-view';

const Impl = lazy(() => import('@/components/form/combobox-filter-impl'));

export function ComboboxFilter<T, K extends QueryKey>(props: ComboboxFilterProps<T, K>) {
  if (useFilterView() === 'chips') return <ComboboxChips {...props} />;
  return (
    <Suspense
      fallback={
        <div aria-busy>
          <p className="mb-1.5 text-sm font-medium text-slate-800">{props.legend}</p>
          <div className="h-[30px] rounded-md border border-slate-300 bg-white" />
        </div>
      }
    >
      <Impl {...(props as unknown as ComboboxFilterProps<unknown, QueryKey>)} />
    </Suspense>
  );
}

/** The chosen records as chips (the panel closed), named by the same call by id as the combobox. */
function ComboboxChips<T, K extends QueryKey>(props: ComboboxFilterProps<T, K>) {
  const { legend, value = [], onChange } = props;
  const nameOf = useChosenNames(props);
  return value.map((id) => (
    <FilterChip
      key={id}
      legend={legend}
      label={nameOf(id)}
      onRemove={() => {
        const rest = value.filter((v) => v !== id);
        onChange(rest.length ? rest : undefined);
      }}
    />
  ));
}
