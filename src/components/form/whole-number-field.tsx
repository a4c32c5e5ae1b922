import type { FieldPath, FieldValues } from 'react-hook-form';
import { formatDecimal, readWholeNumber } from '@/shared/validators';
import { NumericField } from './numeric-field';
import type { BoundFieldProps } from './use-form-field';

export type WholeNumberFieldProps<T extends FieldValues, N extends FieldPath<T>, C, TT> = BoundFieldProps<
  T,
  N,
  C,
  TT
> & {
  min?: number | undefined;
  max?: number | undefined;
  /** A minus sign may be typed; by default only when `min` is below 0. */
  allowNegative?: boolean | undefined;
  /** Up and down buttons (and arrow keys) moving by `step`, default 1. */
  stepper?: boolean | undefined;
  step?: number | undefined;
  placeholder?: string | undefined;
};

/** Whole numbers only (quantities): digits, and a minus when negatives are allowed. */
export function WholeNumberField<T extends FieldValues, N extends FieldPath<T>, C = unknown, TT = T>({
  allowNegative,
  stepper,
  step,
  ...props
}: WholeNumberFieldProps<T, N, C, TT>) {
  const negative = allowNegative ?? (props.min !== undefined && props.min < 0);
  return (
    <NumericField
      {...props}
      allowed={negative ? /^-?\d*$/ : /^\d*$/}
      read={readWholeNumber}
      format={(value) => formatDecimal(value)}
      inputMode="numeric"
      stepper={stepper ? { step: Math.max(1, Math.round(step ?? 1)), precision: 0 } : undefined}
    />
  );
}
