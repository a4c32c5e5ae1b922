/**
 * A record picked from thousands: a find box beside a select of its matches (found on the server
 * once typing rests), bound to a form field holding the chosen id; a chosen record keeps its label
 * when the matches change.
 */
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/hooks/use-debounced-value';
import { SelectField, type SelectOption } from './select-field';

export type Choice = { id: number; label: string };

/** Every choice seen so far by id (the current one first), so a chosen one keeps its label. */
function useKnown<C extends Choice>(choices: C[] | undefined, current: C | undefined) {
  const [seen, setSeen] = useState(() => ({
    from: choices,
    known: new Map<number, C>(current ? [[current.id, current]] : []),
  }));
  if (choices && seen.from !== choices)
    setSeen({ from: choices, known: new Map([...seen.known, ...choices.map((c) => [c.id, c] as const)]) });
  return seen.known;
}

/** A picker's state: the find text, the matches, and every choice seen so far by id. */
export type Choices<C extends Choice = Choice> = {
  search: string;
  setSearch: (text: string) => void;
  choices: C[];
  known: Map<number, C>;
};

/**
 * A picker's choices, found on the server: `query` asks for the typed text once typing rests, each
 * record it finds becomes a choice (`toChoice`), and every choice seen stays known, the current one
 * (what the form starts from) first.
 */
export function useChoices<T, C extends Choice, K extends QueryKey>(
  current: C | undefined,
  query: (text: string) => UseQueryOptions<T[], unknown, T[], K>,
  toChoice: (record: T) => C,
): Choices<C> {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The same array while the answer is the same (select's result is shared structurally).
  const found = useQuery({ ...query(settled), select: (records) => records.map(toChoice) });
  return { search, setSearch, choices: found.data ?? [], known: useKnown(found.data, current) };
}

type Props<T extends FieldValues, N extends FieldPath<T>, TT> = {
  form: UseFormReturn<T, unknown, TT>;
  name: N;
  label: string;
  findLabel: string;
  required?: boolean | undefined;
  placeholder?: string | undefined;
  /** What the find box shows while empty. */
  findPlaceholder?: string | undefined;
  choices: Choices;
};

/** A find box beside a select of its matches, bound to a form field holding the chosen id. */
export function PickerField<T extends FieldValues, N extends FieldPath<T>, TT>({
  form,
  name,
  label,
  findLabel,
  required,
  placeholder,
  findPlaceholder,
  choices,
}: Props<T, N, TT>) {
  const searchId = useId();
  const chosen: unknown = useWatch({ control: form.control, name });
  const options: SelectOption[] = choices.choices.map((c) => ({ value: c.id, label: c.label }));
  if (typeof chosen === 'number' && !options.some((o) => o.value === chosen))
    options.unshift({ value: chosen, label: choices.known.get(chosen)?.label ?? `#${chosen}` });
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
          {findLabel}
        </label>
        <input
          id={searchId}
          type="search"
          value={choices.search}
          onChange={(e) => choices.setSearch(e.target.value)}
          placeholder={findPlaceholder}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
        />
      </div>
      <SelectField
        form={form}
        name={name}
        label={label}
        required={required}
        placeholder={placeholder}
        options={options}
      />
    </div>
  );
}
