/**
 * The choices of a reference combobox (combobox-field.tsx, filters/combobox-filter.tsx): the typed
 * text, the records the server finds for it once typing rests, and every choice seen so far by id,
 * so a chosen record keeps its name when the matches change.
 */
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/hooks/use-debounced-value';

export type Choice = { id: number; label: string };

/** A combobox's state: the typed text, its matches, whether they are being found, and every choice seen by id. */
export type Choices<C extends Choice = Choice> = {
  search: string;
  setSearch: (text: string) => void;
  choices: C[];
  /** The matches of the typed text are on their way (typing has not rested, or the server has not answered). */
  loading: boolean;
  known: Map<number, C>;
};

/**
 * Every choice seen so far by id, so a chosen one keeps its label: the current ones (what the form
 * starts from, also when their names arrive later) and every answer's.
 */
export function useKnown<C extends Choice>(choices: readonly C[] | undefined, current: readonly C[]) {
  const [seen, setSeen] = useState(() => ({
    from: undefined as readonly C[] | undefined,
    known: new Map<number, C>(current.map((c) => [c.id, c])),
  }));
  const missing = current.filter((c) => seen.known.get(c.id)?.label !== c.label);
  if ((choices && seen.from !== choices) || missing.length)
    setSeen({
      from: choices ?? seen.from,
      known: new Map([
        ...seen.known,
        ...(choices ?? []).map((c) => [c.id, c] as const),
        ...missing.map((c) => [c.id, c] as const),
      ]),
    });
  return seen.known;
}

/** The typed text and that text once typing rested (what the server is asked). */
export function useSearchText() {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return { search, setSearch, settled, resting: settled === search.trim() };
}

/**
 * A combobox's choices, found on the server: `query` asks for the typed text once typing rests (a
 * query factory of the feature's api file), each record it finds becomes a choice (`toChoice`), and
 * every choice seen stays known, the current one (what the form starts from) first. With `enabled`
 * false nothing is asked (a closed filter).
 */
export function useChoices<T, C extends Choice, K extends QueryKey>(
  current: C | undefined,
  query: (text: string) => UseQueryOptions<T[], unknown, T[], K>,
  toChoice: (record: T) => C,
  enabled = true,
): Choices<C> {
  const { search, setSearch, settled, resting } = useSearchText();
  // The matches of the last text stay while the next ones load; the same array while the answer is
  // the same (select's result is shared structurally).
  const found = useQuery({
    placeholderData: keepPreviousData,
    ...query(settled),
    select: (records) => records.map(toChoice),
    enabled,
  });
  const choices = found.data ?? [];
  return {
    search,
    setSearch,
    choices,
    loading: enabled && (!resting || found.isFetching),
    known: useKnown(found.data, current ? [current] : []),
  };
}

/** Case and accents ignored: "eco" finds "Écoles". */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The choices of a short list the screen already holds (a few dozen manual products), found in the
 * browser as the user types (case and accents ignored).
 */
export function useLocalChoices<C extends Choice>(all: readonly C[] | undefined): Choices<C> {
  const [search, setSearch] = useState('');
  const wanted = folded(search.trim());
  const choices = (all ?? []).filter((c) => !wanted || folded(c.label).includes(wanted));
  return { search, setSearch, choices, loading: all === undefined, known: useKnown(all, []) };
}
