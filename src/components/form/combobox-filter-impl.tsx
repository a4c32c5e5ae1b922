/**
 * A filter on records too many to list (customers, resellers, products, rebate groups): the chosen
 * ones as chips (each removable), and a combobox that finds others on the server as the user types
 * (while it is open; nothing is fetched before), each option checked when chosen. The chosen ids are
 * in the URL; their names come from the server by id (`records`), so a shared link shows them too.
 * No option list is ever fetched or rendered whole.
 */
import { Combobox, ComboboxProvider } from '@ariakit/react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { folded, useChoices, type Choice } from './use-choices';
import { ChoicePopover, ChoiceStatus } from './choice-popover';
import { useChosenNames } from '@/components/filters/chosen-names';

export type ComboboxFilterProps<T, K extends QueryKey> = {
  legend: string;
  value: number[] | undefined;
  onChange: (ids: number[] | undefined) => void;
  /**
   * A query factory of the feature's api file: the records matching a typed text, or (given ids, the
   * text empty) the records of those ids, to name the chosen ones.
   */
  records: (searchText: string, ids?: number[]) => UseQueryOptions<T[], unknown, T[], K>;
  toChoice: (record: T) => Choice;
  /** Choices of the screen's own, offered first when they match (id 0: "none"). */
  extra?: Choice[] | undefined;
};

export default function ComboboxFilterImpl<T, K extends QueryKey>({
  legend,
  value = [],
  onChange,
  records,
  toChoice,
  extra = [],
}: ComboboxFilterProps<T, K>) {
  const { t } = useTranslation();
  const labelId = useId();
  const [open, setOpen] = useState(false);
  const found = useChoices(undefined, (text) => records(text), toChoice, open);
  const nameOf = useChosenNames({ value, extra, records, toChoice }, found.known);
  const wanted = folded(found.search.trim());
  const choices = [...extra.filter((c) => !wanted || folded(c.label).includes(wanted)), ...found.choices];
  const change = (ids: number[]) => onChange(ids.length ? [...ids].sort((a, b) => a - b) : undefined);

  return (
    <div role="group" aria-labelledby={labelId}>
      <label id={labelId} htmlFor={`${labelId}-input`} className="mb-1.5 block text-sm font-medium text-slate-800">
        {legend}
      </label>
      {value.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-1" aria-label={t('filters.chosen', { legend })}>
          {value.map((id) => (
            <li key={id}>
              <button
                type="button"
                onClick={() => change(value.filter((v) => v !== id))}
                aria-label={t('filters.remove', { label: nameOf(id) })}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span className="truncate">{nameOf(id)}</span>
                <X aria-hidden className="size-3 shrink-0" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ComboboxProvider
        value={found.search}
        setValue={found.setSearch}
        selectedValue={value.map(String)}
        setSelectedValue={(ids) => change(ids.map(Number))}
        open={open}
        setOpen={(next) => {
          setOpen(next);
          if (!next) found.setSearch('');
        }}
      >
        <div className="relative">
          <Combobox
            id={`${labelId}-input`}
            placeholder={t('filters.findOption', { legend })}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && open) {
                setOpen(false);
                found.setSearch('');
              }
            }}
            aria-busy={found.loading || undefined}
            className="w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
          />
          <ChoicePopover choices={choices} search={found.search} loading={found.loading} chosen={value} checks />
        </div>
        <ChoiceStatus open={open} choices={choices} search={found.search} loading={found.loading} />
      </ComboboxProvider>
    </div>
  );
}
