/**
 * A date: typed as DD/MM/YYYY or DD-MM-YYYY (day 01-31, month 01-12), or picked from a calendar in a
 * popover (spec 01 section 5). Typing is applied after a pause of 1000 ms, or when the input loses
 * focus; empty clears. The form holds a Date at 12:00 local, null when empty, and an Invalid Date
 * when the text is not a date (so the schema says so and no stale date is sent).
 */
import * as Popover from '@radix-ui/react-popover';
import { parseISO } from 'date-fns';
import { useEffect, useRef, useState } from 'react';
import { DayPicker, type DayPickerLocale } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale/en-GB';
import { fr } from 'react-day-picker/locale/fr';
import { nlBE } from 'react-day-picker/locale/nl-BE';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { atNoon, formatTypedDate } from '@/shared/dates';
import { isDayDisabled, parseTypedDate } from '@/shared/validators';
import { controlClass, FieldFrame } from './field';
import { useFormField, type BoundFieldProps } from './use-form-field';
import { useTextValue } from './use-text-value';

/** How long typing rests before the text is applied (spec 01 section 9). */
export const DATE_INPUT_DEBOUNCE_MS = 1000;

const CALENDAR_LOCALES: Record<string, DayPickerLocale> = { en: enGB, nl: nlBE, fr };

/** Typed text as a form date: null when empty, the day at noon, or an Invalid Date. */
export function readDateText(text: string): Date | null {
  if (text.trim() === '') return null;
  return parseTypedDate(text) ?? new Date(Number.NaN);
}

/** A form value as a Date: Dates as they are, ISO text parsed, anything else empty. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'string' && value !== '') return parseISO(value);
  return null;
}

/** The same day (or both empty, or both invalid). */
export function sameDate(a: Date | null, b: Date | null): boolean {
  if (a === null || b === null) return a === b;
  return Object.is(a.getTime(), b.getTime());
}

const valid = (date: Date | null | undefined): date is Date => !!date && !Number.isNaN(date.getTime());

export type DateFieldProps<T extends FieldValues, N extends FieldPath<T>, C, TT> = BoundFieldProps<T, N, C, TT> & {
  /** Days before this one cannot be picked (an until-date gets the from-date). */
  minDate?: Date | null | undefined;
  /** Days after this one cannot be picked (a from-date gets the until-date). */
  maxDate?: Date | null | undefined;
};

export function DateField<T extends FieldValues, N extends FieldPath<T>, C = unknown, TT = T>({
  form,
  name,
  label,
  required,
  hint,
  disabled,
  id,
  className,
  minDate,
  maxDate,
}: DateFieldProps<T, N, C, TT>) {
  const { t, i18n } = useTranslation();
  const { field, error } = useFormField(form, name);
  const value = toDate(field.value);
  const [text, setText] = useTextValue(value, formatTypedDate, readDateText, sameDate);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Applies typed text now, unless it reads as the date the form already holds. */
  const apply = (typed: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const next = readDateText(typed);
    if (!sameDate(next, toDate(form.getValues(name)))) field.onChange(next);
  };

  const selected = valid(value) ? value : undefined;
  const locale = CALENDAR_LOCALES[i18n.language] ?? enGB;

  return (
    <FieldFrame label={label} required={required} hint={hint} error={error} id={id} className={className}>
      {(a11y) => (
        <div className="flex items-stretch gap-1">
          <input
            {...a11y}
            ref={field.ref}
            name={field.name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('form.date.placeholder')}
            disabled={disabled}
            value={text}
            onChange={(e) => {
              const typed = e.target.value;
              setText(typed);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => apply(typed), DATE_INPUT_DEBOUNCE_MS);
            }}
            onBlur={() => {
              if (timer.current !== undefined) apply(text);
              field.onBlur();
            }}
            className={controlClass(a11y['aria-invalid'] === true, 'tabular-nums')}
          />
          <Popover.Root
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) field.onBlur();
            }}
          >
            <Popover.Trigger
              type="button"
              disabled={disabled}
              aria-label={t('form.date.openCalendar')}
              className="inline-flex w-10 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-400"
            >
              <CalendarIcon />
            </Popover.Trigger>
            <Popover.Portal>
              <Popover.Content
                align="end"
                sideOffset={4}
                aria-label={t('form.date.calendar')}
                // The calendar focuses its selected day (or today) itself.
                onOpenAutoFocus={(e) => e.preventDefault()}
                className="z-50 rounded-md border border-slate-200 bg-white p-2 shadow-lg [--rdp-accent-background-color:var(--color-brand-50)] [--rdp-accent-color:var(--color-brand-600)]"
              >
                <DayPicker
                  mode="single"
                  autoFocus
                  locale={locale}
                  selected={selected}
                  defaultMonth={selected ?? (valid(maxDate) ? maxDate : valid(minDate) ? minDate : undefined)}
                  disabled={(day: Date) =>
                    isDayDisabled(day, 'from', valid(maxDate) ? maxDate : null) ||
                    isDayDisabled(day, 'until', valid(minDate) ? minDate : null)
                  }
                  onSelect={(day) => {
                    if (day) {
                      clearTimeout(timer.current);
                      timer.current = undefined;
                      const next = atNoon(day);
                      setText(formatTypedDate(next));
                      field.onChange(next);
                    }
                    setOpen(false);
                    field.onBlur();
                  }}
                />
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        </div>
      )}
    </FieldFrame>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-4">
      <rect x="3" y="4.5" width="14" height="12" rx="1.5" />
      <path d="M3 8.5h14M7 2.5v4M13 2.5v4" />
    </svg>
  );
}
