import type { FieldPath, FieldValues } from 'react-hook-form';
import type { ReactNode } from 'react';
import { formatDecimal, readDecimal } from '@/shared/validators';
import { NumericField } from './numeric-field';
import type { BoundFieldProps } from './use-form-field';

export type AmountFieldProps<T extends FieldValues, N extends FieldPath<T>, C, TT> = BoundFieldProps<T, N, C, TT> & {
  /** Decimals, 2 by default; the text after leaving the field has exactly this many. */
  precision?: number | undefined;
  /** What the stepper adds or takes away; 1 when not given (or 0). */
  step?: number | undefined;
  /** Show the stepper (buttons and arrow keys); on by default. */
  stepper?: boolean | undefined;
  min?: number | undefined;
  max?: number | undefined;
  /** Shown before the number (CurrencyField puts its symbol here). */
  prefix?: ReactNode;
  placeholder?: string | undefined;
};

/** What may be typed: an optional minus (when negatives are allowed), digits, a comma and up to `precision` decimals. */
export function amountInputPattern(precision: number, negative: boolean): RegExp {
  const sign = negative ? '-?' : '';
  return precision > 0 ? new RegExp(`^${sign}\\d*([,.]\\d{0,${precision}})?$`) : new RegExp(`^${sign}\\d*$`);
}

/**
 * A decimal amount: comma as decimal mark, precision 2 by default. While typing
 * the text may be incomplete ("12,"); on leaving it reads exactly as the pattern (optional minus,
 * digits, comma, `precision` decimals: "12,50"). The form holds the number.
 */
export function AmountField<T extends FieldValues, N extends FieldPath<T>, C = unknown, TT = T>({
  precision = 2,
  step,
  stepper = true,
  ...props
}: AmountFieldProps<T, N, C, TT>) {
  const negative = props.min === undefined || props.min < 0;
  return (
    <NumericField
      {...props}
      allowed={amountInputPattern(precision, negative)}
      read={readDecimal}
      format={(value) => formatDecimal(value, precision)}
      formatOnBlur
      inputMode="decimal"
      stepper={stepper ? { step, precision } : undefined}
    />
  );
}
