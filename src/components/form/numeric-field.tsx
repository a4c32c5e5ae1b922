/**
 * The base of the number fields (whole number, amount, percentage, currency): the input keeps the
 * typed text, the form holds the number it reads as. Keystrokes that cannot lead to a number of the
 * field's kind, or that would exceed its maximum, are refused; an optional stepper moves the value by
 * its step (or 1) within its minimum and maximum.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { readDecimal, stepAmount } from '@/shared/validators';
import { controlProps } from './bound-field';
import { describedBy, FieldFrame } from './field';
import { useFormField, type BoundFieldProps } from './use-form-field';
import { useTextValue } from './use-text-value';
import { ChevronDown, ChevronUp } from 'lucide-react';

export type Stepper = { step?: number | undefined; precision: number };

export type NumericFieldProps<T extends FieldValues, N extends FieldPath<T>, C, TT> = BoundFieldProps<T, N, C, TT> & {
  /** What the input may hold while typing; other keystrokes are refused. */
  allowed: RegExp;
  /** The typed text as a value: null when empty, NaN when not a number. */
  read: (text: string) => number | null;
  /** The value as text, for display and after a change from outside. */
  format: (value: number | null) => string;
  /** Rewrite the text in its canonical form when the input loses focus ("12,5" to "12,50"). */
  formatOnBlur?: boolean | undefined;
  inputMode: 'numeric' | 'decimal';
  stepper?: Stepper | undefined;
  min?: number | undefined;
  max?: number | undefined;
  prefix?: ReactNode;
  suffix?: ReactNode;
  placeholder?: string | undefined;
};

/** A form value as a number: numbers as they are, legacy text read, anything else empty. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return readDecimal(value);
  return null;
}

export function NumericField<T extends FieldValues, N extends FieldPath<T>, C, TT>({
  allowed,
  read,
  format,
  formatOnBlur,
  inputMode,
  stepper,
  min,
  max,
  prefix,
  suffix,
  placeholder,
  ...props
}: NumericFieldProps<T, N, C, TT>) {
  const { form, name, disabled, ...frame } = props;
  const { field, error } = useFormField(form, name);
  const value = toNumber(field.value);
  const [text, setText] = useTextValue(value, format, read);

  const step = (direction: 1 | -1) => {
    if (!stepper || disabled) return;
    const current = value !== null && Number.isFinite(value) ? value : 0;
    let next = stepAmount(current, direction, stepper.step ?? 1, stepper.precision);
    if (min !== undefined && next < min) next = min;
    if (max !== undefined && next > max) next = max;
    setText(format(next));
    field.onChange(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!stepper) return;
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      step(e.key === 'ArrowUp' ? 1 : -1);
    }
  };

  const look = cn('tabular-nums', prefix != null && 'pl-8', suffix != null && 'pr-8', stepper && 'pr-9');
  return (
    <FieldFrame {...frame} error={error}>
      {(a11y) => {
        const prefixId = `${a11y.id}-prefix`;
        return (
          <div className="relative flex items-stretch">
            {prefix != null && (
              <span
                id={prefixId}
                className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-sm text-slate-600"
              >
                {prefix}
              </span>
            )}
            <input
              {...controlProps(field, a11y, disabled, look)}
              aria-describedby={describedBy(prefix != null && prefixId, a11y['aria-describedby'])}
              type="text"
              inputMode={inputMode}
              autoComplete="off"
              placeholder={placeholder}
              value={text}
              onChange={(e) => {
                const next = e.target.value;
                if (!allowed.test(next)) return;
                // A keystroke (or paste) that would take the value above the maximum is refused.
                const reading = read(next);
                if (max !== undefined && reading !== null && reading > max) return;
                setText(next);
                field.onChange(reading);
              }}
              onBlur={() => {
                if (formatOnBlur && value !== null && Number.isFinite(value)) setText(format(value));
                field.onBlur();
              }}
              onKeyDown={onKeyDown}
              {...(stepper
                ? {
                    role: 'spinbutton',
                    'aria-valuenow': value !== null && Number.isFinite(value) ? value : undefined,
                    'aria-valuetext': text || undefined,
                    'aria-valuemin': min,
                    'aria-valuemax': max,
                  }
                : {})}
            />
            {suffix != null && (
              <span
                aria-hidden
                className={cn(
                  'pointer-events-none absolute inset-y-0 flex items-center text-sm text-slate-600',
                  stepper ? 'right-9' : 'right-3',
                )}
              >
                {suffix}
              </span>
            )}
            {stepper && (
              <div className="absolute inset-y-px right-px flex w-7 flex-col overflow-hidden rounded-r-md border-l border-slate-300">
                {([1, -1] as const).map((direction) => (
                  <StepButton
                    key={direction}
                    direction={direction}
                    field={frame.label}
                    controls={a11y.id}
                    disabled={disabled}
                    onStep={step}
                  />
                ))}
              </div>
            )}
          </div>
        );
      }}
    </FieldFrame>
  );
}

type StepButtonProps = {
  direction: 1 | -1;
  /** The field's label, in the button's name. */
  field: string;
  controls: string;
  disabled: boolean | undefined;
  onStep: (direction: 1 | -1) => void;
};

/** A stepper's button, up or down: out of the tab order (the arrow keys do the same), named for its field. */
function StepButton({ direction, field, controls, disabled, onStep }: StepButtonProps) {
  const { t } = useTranslation();
  const up = direction === 1;
  const Icon = up ? ChevronUp : ChevronDown;
  return (
    <button
      type="button"
      tabIndex={-1}
      disabled={disabled}
      aria-label={t(up ? 'form.amount.increase' : 'form.amount.decrease', { label: field })}
      aria-controls={controls}
      onClick={() => onStep(direction)}
      className={cn(
        'flex flex-1 items-center justify-center bg-slate-50 text-[10px] leading-none text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
        !up && 'border-t border-slate-300',
      )}
    >
      <Icon aria-hidden className="size-3" />
    </button>
  );
}
