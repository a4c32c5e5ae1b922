/**
 * A date input without a form library: typed as DD/MM/YYYY or DD-MM-YYYY (day 01-31, month 01-12),
 * or picked from a calendar in a popover. Typing is applied after a pause of
 * 1000 ms, or when the input loses focus; empty clears. The value is a Date at 12:00 local, null when
 * empty, and an Invalid Date when the text is not a date. DateField binds it to a form; filters use it
 * as it is.
 */
import * as Popover from '@radix-ui/react-popover';
import { lazy, Suspense, useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { atNoon, formatTypedDate } from '@/shared/dates';
import { parseTypedDate } from '@/shared/validators';
import { controlClass } from './field';
import { useTextValue } from './use-text-value';
import { Calendar } from 'lucide-react';

/** How long typing rests before the text is applied. */
export const DATE_INPUT_DEBOUNCE_MS = 1000;

const loadCalendar = () => import('./calendar-popover');
const CalendarPopover = lazy(loadCalendar);

/** Typed text as a date: null when empty, the day at noon, or an Invalid Date. */
export function readDateText(text: string): Date | null {
  if (text.trim() === '') return null;
  return parseTypedDate(text) ?? new Date(Number.NaN);
}

/** The same day (or both empty, or both invalid). */
export function sameDate(a: Date | null, b: Date | null): boolean {
  if (a === null || b === null) return a === b;
  return Object.is(a.getTime(), b.getTime());
}

export const isValidDate = (date: Date | null | undefined): date is Date => !!date && !Number.isNaN(date.getTime());

export type DateInputProps = {
  id: string;
  /** A day at 12:00 local, null when empty, or an Invalid Date. */
  value: Date | null;
  /** The new date (as `value`) and the text it was read from. */
  onChange: (next: Date | null, text: string) => void;
  /** The input lost focus, or the calendar closed. */
  onBlur?: (() => void) | undefined;
  /** Days before this one cannot be picked (an until-date gets the from-date). */
  minDate?: Date | null | undefined;
  /** Days after this one cannot be picked (a from-date gets the until-date). */
  maxDate?: Date | null | undefined;
  disabled?: boolean | undefined;
  name?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
  'aria-required'?: true | undefined;
};

export function DateInput({
  value,
  onChange,
  onBlur,
  minDate,
  maxDate,
  disabled,
  inputRef,
  ...inputProps
}: DateInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useTextValue(value, formatTypedDate, readDateText, sameDate);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The value as of the last render, for a pause that ends after it changed from outside.
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  }, [value]);

  /** Applies typed text now, unless it reads as the date already held. */
  const apply = (typed: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const next = readDateText(typed);
    if (!sameDate(next, current.current)) onChange(next, typed);
  };

  return (
    <div className="flex items-stretch gap-1">
      <input
        {...inputProps}
        ref={inputRef}
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
          onBlur?.();
        }}
        className={controlClass(inputProps['aria-invalid'] === true, 'min-w-0 tabular-nums')}
      />
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onBlur?.();
        }}
      >
        <Popover.Trigger
          type="button"
          disabled={disabled}
          aria-label={t('form.date.openCalendar')}
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
          className="inline-flex w-10 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-400"
        >
          <Calendar aria-hidden className="size-4" />
        </Popover.Trigger>
        <Popover.Portal>
          <Suspense fallback={null}>
            <CalendarPopover
              selected={isValidDate(value) ? value : undefined}
              minDate={isValidDate(minDate) ? minDate : undefined}
              maxDate={isValidDate(maxDate) ? maxDate : undefined}
              onSelect={(day) => {
                if (day) {
                  clearTimeout(timer.current);
                  timer.current = undefined;
                  const next = atNoon(day);
                  const typed = formatTypedDate(next);
                  setText(typed);
                  onChange(next, typed);
                }
                setOpen(false);
                onBlur?.();
              }}
            />
          </Suspense>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
