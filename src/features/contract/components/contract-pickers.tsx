/**
 * The contract forms' pickers: a find box and a select of what it finds (products for an item,
 * companies for the customer and the reseller). The chosen record stays offered, with its name,
 * whatever the search finds next.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/hooks/use-debounced-value';
import { contractQueries } from '../api/contract-api';

export type Choice = { id: number; label: string };

/** Every choice seen so far by id (the current one first), so a chosen one keeps its label. */
export function useKnown(choices: Choice[] | undefined, current: Choice | undefined) {
  const [seen, setSeen] = useState(() => ({
    from: choices,
    known: new Map<number, Choice>(current ? [[current.id, current]] : []),
  }));
  if (choices && seen.from !== choices)
    setSeen({ from: choices, known: new Map([...seen.known, ...choices.map((c) => [c.id, c] as const)]) });
  return seen.known;
}

/** Products a contract item can be, found by code or name once typing rests. */
export function useProductChoices(current: Choice | undefined) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const products = useQuery(contractQueries.products(settled));
  const choices = useMemo(
    () => products.data?.map((p) => ({ id: p.productId, label: `${p.code} – ${p.name}` })),
    [products.data],
  );
  return { search, setSearch, choices: choices ?? [], known: useKnown(choices, current) };
}

/** Companies a contract can be for (customer) or through (reseller), found by name once typing rests. */
export function usePartyChoices(role: 'customer' | 'reseller', current: Choice | undefined) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const parties = useQuery(contractQueries.parties(role, settled));
  const choices = useMemo(
    () => parties.data?.map((c) => ({ id: c.companyId, label: c.vatNumber ? `${c.name} (${c.vatNumber})` : c.name })),
    [parties.data],
  );
  return { search, setSearch, choices: choices ?? [], known: useKnown(choices, current) };
}

export type Choices = ReturnType<typeof useProductChoices>;

type Props<T extends FieldValues, N extends FieldPath<T>, TT> = {
  form: UseFormReturn<T, unknown, TT>;
  name: N;
  label: string;
  findLabel: string;
  required?: boolean | undefined;
  placeholder?: string | undefined;
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

/** The customer and reseller pickers of a contract's parties (the header dialog, the transfer wizard). */
export function PartyPickers<T extends FieldValues & { customerId: number | null; resellerId: number | null }, TT>({
  form,
  customers,
  resellers,
}: {
  form: UseFormReturn<T, unknown, TT>;
  customers: Choices;
  resellers: Choices;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PickerField
        form={form}
        name={'customerId' as FieldPath<T>}
        label={t('contract:fields.customer')}
        findLabel={t('contract:form.findCustomer')}
        required
        choices={customers}
      />
      <PickerField
        form={form}
        name={'resellerId' as FieldPath<T>}
        label={t('contract:fields.reseller')}
        findLabel={t('contract:form.findReseller')}
        placeholder={t('contract:form.noReseller')}
        choices={resellers}
      />
    </>
  );
}
