/**
 * A date-range filter: from and until as calendar days (`YYYY-MM-DD` in the URL). The from-day
 * cannot be after the until-day and the until-day not before the from-day (spec 01 section 5).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  legend: string;
  from: string | undefined;
  until: string | undefined;
  onChange: (range: { from: string | undefined; until: string | undefined }) => void;
};

const inputClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-brand-600';

export function DateRangeFilter({ legend, from, until, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-[auto_1fr] items-center gap-x-2 gap-y-1.5 text-sm">
        <label htmlFor={`${id}-from`}>{t('filters.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          className={inputClass}
          value={from ?? ''}
          max={until}
          onChange={(e) => onChange({ from: e.target.value || undefined, until })}
        />
        <label htmlFor={`${id}-until`}>{t('filters.until')}</label>
        <input
          id={`${id}-until`}
          type="date"
          className={inputClass}
          value={until ?? ''}
          min={from}
          onChange={(e) => onChange({ from, until: e.target.value || undefined })}
        />
      </div>
    </fieldset>
  );
}
