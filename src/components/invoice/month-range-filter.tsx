import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberSelect } from '@/components/form/number-select';
import { monthChoices, monthNumber, monthOfNumber } from './months';
import { formatMonth } from '@/shared/dates';
import { FilterChip, useFilterView } from '@/components/filters/filter-view';
import { rangeLabel } from '@/components/filters/date-range-filter';

type Props = {
  legend: string;
  from: string | undefined;
  until: string | undefined;
  onChange: (range: { from: string | undefined; until: string | undefined }) => void;
};

/**
 * The invoicing months from and until (both included), each a select of months with their year
 * (the number select the month and year pickers use), newest first. A from after the until moves the
 * until along, and the other way round, so the range is never empty by mistake.
 */
export function MonthRangeFilter({ legend, from, until, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const view = useFilterView();
  const options = useMemo(
    () =>
      monthChoices(new Date(), [from, until]).map((m) => ({ value: monthNumber(m), label: formatMonth(m, language) })),
    [from, until, language],
  );
  const value = (month: string | undefined) => (month ? monthNumber(month) : null);
  const monthOf = (v: number | null) => (v === null ? undefined : monthOfNumber(v));
  const pickFrom = (v: number | null) => {
    const next = monthOf(v);
    onChange({ from: next, until: next && until && until < next ? next : until });
  };
  const pickUntil = (v: number | null) => {
    const next = monthOf(v);
    onChange({ from: next && from && from > next ? next : from, until: next });
  };
  if (view === 'chips')
    return from || until ? (
      <FilterChip
        legend={legend}
        label={rangeLabel(from && formatMonth(from, language), until && formatMonth(until, language))}
        onRemove={() => onChange({ from: undefined, until: undefined })}
      />
    ) : null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <NumberSelect label={t('invoice:filters.monthFrom')} value={value(from)} options={options} onChange={pickFrom} />
      <NumberSelect
        label={t('invoice:filters.monthUntil')}
        value={value(until)}
        options={options}
        onChange={pickUntil}
      />
    </fieldset>
  );
}
