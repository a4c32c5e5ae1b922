/**
 * A date field of a form: the DateInput (typed DD/MM/YYYY or DD-MM-YYYY, or picked in a calendar)
 * with its label, hint and error. The form holds a Date at 12:00 local, null when empty, and an
 * Invalid Date when the text is not a date (so the schema says so and no stale date is sent). With
 * `holds="day"` it holds the calendar day `YYYY-MM-DD` instead, and the typed text when it is not a
 * date.
 */
import { parseISO } from 'date-fns';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { calendarDayOf, dayAtNoon } from '@/shared/dates';
import { DateInput, isValidDate } from './date-input';
import { BoundField } from './bound-field';
import type { BoundFieldProps } from './use-form-field';

/** A form value as a Date: Dates as they are, ISO text parsed, anything else empty. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'string' && value !== '') return parseISO(value);
  return null;
}

/** A held calendar day as a Date at noon: null when empty, an Invalid Date for text that is not a day. */
function dayToDate(value: unknown): Date | null {
  return typeof value === 'string' && value !== '' ? dayAtNoon(value) : null;
}

export type DateFieldProps<T extends FieldValues, N extends FieldPath<T>, C, TT> = BoundFieldProps<T, N, C, TT> & {
  /** Days before this one cannot be picked (an until-date gets the from-date). */
  minDate?: Date | null | undefined;
  /** Days after this one cannot be picked (a from-date gets the until-date). */
  maxDate?: Date | null | undefined;
  /** What the form holds: a Date at noon (default) or a calendar day `YYYY-MM-DD`. */
  holds?: 'date' | 'day' | undefined;
};

export function DateField<T extends FieldValues, N extends FieldPath<T>, C = unknown, TT = T>({
  minDate,
  maxDate,
  holds = 'date',
  ...props
}: DateFieldProps<T, N, C, TT>) {
  return (
    <BoundField {...props}>
      {(field, { ref, className: _look, ...control }) => (
        <DateInput
          {...control}
          inputRef={ref}
          minDate={minDate}
          maxDate={maxDate}
          value={holds === 'day' ? dayToDate(field.value) : toDate(field.value)}
          onChange={(next, text) =>
            field.onChange(holds === 'date' || next === null ? next : isValidDate(next) ? calendarDayOf(next) : text)
          }
        />
      )}
    </BoundField>
  );
}
