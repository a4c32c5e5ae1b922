/**
 * A multi-select filter of a short list (statuses, types, countries): one checkbox per option, the
 * chosen ids in the URL (records too many to list use ComboboxFilter). A long list (over
 * OPTION_LIMIT options, e.g. two thousand rebate groups) shows a find box and at most OPTION_LIMIT
 * options: the chosen ones first, then those matching what was typed.
 */
import { useState } from 'react';
import { useClickedValue } from '@/hooks/use-clicked-value';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { folded } from '@/components/form/use-choices';
import { Skeleton } from '@/components/ui/skeleton';
import { FilterChip, useFilterView } from './filter-view';

/** An option: an id (a record's) or a code (a fixed value such as a status). */
export type FilterOption<T extends number | string = number> = { id: T; label: string };

/** More options than this get a find box, and no more than this many are shown at once. */
export const OPTION_LIMIT = 50;

type Props<T extends number | string> = {
  legend: string;
  options: FilterOption<T>[] | undefined;
  value: T[] | undefined;
  onChange: (ids: T[] | undefined) => void;
  /** Options beyond this many scroll inside the group. */
  maxVisible?: number;
};

/** The options to show: all of a short list; of a long one the chosen, then the first matches. */
export function shownOptions<T extends number | string>(
  options: FilterOption<T>[],
  chosen: ReadonlySet<T>,
  find: string,
) {
  if (options.length <= OPTION_LIMIT) return { shown: options, hidden: 0 };
  const picked = options.filter((o) => chosen.has(o.id));
  const wanted = folded(find.trim());
  // Nothing typed: every option matches, without folding thousands of labels on each render.
  const matching = options.filter((o) => !chosen.has(o.id) && (!wanted || folded(o.label).includes(wanted)));
  const room = Math.max(OPTION_LIMIT - picked.length, 0);
  return { shown: [...picked, ...matching.slice(0, room)], hidden: Math.max(matching.length - room, 0) };
}

export function OptionFilter<T extends number | string>(props: Props<T>) {
  return useFilterView() === 'chips' ? <OptionChips {...props} /> : <OptionPanel {...props} />;
}

/** The chosen options as chips (the panel closed); an option not (yet) known shows its id. */
function OptionChips<T extends number | string>({ legend, options, value = [], onChange }: Props<T>) {
  return value.map((id) => (
    <FilterChip
      key={id}
      legend={legend}
      label={options?.find((o) => o.id === id)?.label ?? String(id)}
      onRemove={() => {
        const rest = value.filter((v) => v !== id);
        onChange(rest.length ? rest : undefined);
      }}
    />
  ));
}

function OptionPanel<T extends number | string>({ legend, options, value = [], onChange, maxVisible = 8 }: Props<T>) {
  const { t } = useTranslation();
  const [find, setFind] = useState('');
  // A click shows at once, before the URL (where the value lives) has taken it.
  const { shown: shownValue, click } = useClickedValue(value);
  const chosen = new Set(shownValue);
  // Ids in number order, codes in the options' order (as the URL keeps them).
  const order = (a: T, b: T) =>
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : (options ?? []).findIndex((o) => o.id === a) - (options ?? []).findIndex((o) => o.id === b);
  const toggle = (id: T) => {
    const next = chosen.has(id) ? shownValue.filter((v) => v !== id) : [...shownValue, id].sort(order);
    click(next);
    onChange(next.length ? next : undefined);
  };
  const { shown, hidden } = options ? shownOptions(options, chosen, find) : { shown: [], hidden: 0 };
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      {options === undefined ? (
        <div className="flex flex-col gap-2" aria-busy>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
          <span className="sr-only">{t('list.loading')}</span>
        </div>
      ) : (
        <>
          {options.length > OPTION_LIMIT && (
            <input
              type="search"
              value={find}
              onChange={(e) => setFind(e.target.value)}
              aria-label={t('filters.findOption', { legend })}
              placeholder={t('filters.findOption', { legend })}
              className="mb-2 w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
            />
          )}
          <div
            className="flex flex-col gap-1 overflow-y-auto pr-1"
            style={{ maxHeight: shown.length > maxVisible ? `${maxVisible * 1.75}rem` : undefined }}
          >
            {shown.map((o) => (
              <Checkbox key={o.id} label={o.label} checked={chosen.has(o.id)} onChange={() => toggle(o.id)} />
            ))}
            {hidden > 0 && <p className="text-xs text-slate-600">{t('filters.moreOptions', { count: hidden })}</p>}
          </div>
        </>
      )}
    </fieldset>
  );
}
