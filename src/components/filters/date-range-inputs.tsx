/**
 * The inputs of the date-range filter (DateRangeFilter loads them as their own chunk): from and
 * until typed as DD/MM/YYYY or picked in a calendar (DateInput), as calendar days `YYYY-MM-DD` in
 * the URL. The from-day cannot be after the until-day and the until-day not before the from-day:
 * the calendars disable those days, and a typed day that is not a date or breaks
 * the order is not applied but marked on its input.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, isValidDate } from '@/components/form/date-input';
import { describedBy, FieldError } from '@/components/form/field';
import { calendarDayOf, dayAtNoon } from '@/shared/dates';

export type Range = { from: string | undefined; until: string | undefined };

export type DateRangeInputsProps = Range & { onChange: (range: Range) => void };

type End = keyof Range;

/** A URL day as the date input holds it. */
const toInput = (day: string | undefined) => (day ? dayAtNoon(day) : null);

export default function DateRangeInputs({ from, until, onChange }: DateRangeInputsProps) {
  const { t } = useTranslation();
  const id = useId();
  // The error code of what was typed last in each end, until a valid day, or a change of that end
  // in the URL (a reset, a saved filter), replaces it.
  const [errors, setErrors] = useState<Partial<Record<End, string>>>({});
  const range: Range = { from, until };
  const [seen, setSeen] = useState(range);
  if (seen.from !== from || seen.until !== until) {
    setSeen(range);
    setErrors((e) => ({
      from: seen.from === from ? e.from : undefined,
      until: seen.until === until ? e.until : undefined,
    }));
  }

  const change = (end: End, next: Date | null) => {
    const day = next === null ? undefined : isValidDate(next) ? calendarDayOf(next) : null;
    const other = end === 'from' ? until : from;
    // Days compare as text: YYYY-MM-DD sorts as the calendar does.
    const outOfOrder = day && other && (end === 'from' ? day > other : day < other);
    const error = day === null ? 'validation.date' : outOfOrder ? 'validation.dateOrder' : undefined;
    setErrors((e) => ({ ...e, [end]: error }));
    if (error === undefined) onChange({ ...range, [end]: day });
  };

  const input = (end: End, label: string) => {
    const error = errors[end];
    const inputId = `${id}-${end}`;
    return (
      <>
        <label htmlFor={inputId}>{label}</label>
        <DateInput
          id={inputId}
          value={toInput(range[end])}
          onChange={(next) => change(end, next)}
          minDate={end === 'until' ? toInput(from) : undefined}
          maxDate={end === 'from' ? toInput(until) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `${inputId}-error`)}
        />
        {error && (
          <div className="col-start-2">
            <FieldError id={`${inputId}-error`}>{t(error)}</FieldError>
          </div>
        )}
      </>
    );
  };

  return (
    <div className="grid grid-cols-[auto_1fr] items-center gap-x-2 gap-y-1.5 text-sm">
      {input('from', t('filters.from'))}
      {input('until', t('filters.until'))}
    </div>
  );
}
