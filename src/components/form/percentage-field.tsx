import type { FieldPath, FieldValues } from 'react-hook-form';
import { formatDecimal, readDecimal } from '@/shared/validators';
import { NumericField } from './numeric-field';
import type { BoundFieldProps } from './use-form-field';

/** Digits with one comma or point: no sign, a percentage is 0 to 100. */
const PERCENT_INPUT = /^\d*([,.]\d*)?$/;

export const PERCENT_MIN = 0;
export const PERCENT_MAX = 100;

/**
 * A percentage, 0 to 100: a comma is read as the decimal point and shown as a
 * comma. Neither a minus nor a keystroke that would take the value above 100 can be typed; the
 * schema's limits still check a value that arrives otherwise.
 */
export function PercentageField<T extends FieldValues, N extends FieldPath<T>, C = unknown, TT = T>(
  props: BoundFieldProps<T, N, C, TT> & { placeholder?: string | undefined },
) {
  return (
    <NumericField
      {...props}
      allowed={PERCENT_INPUT}
      read={readDecimal}
      format={(value) => formatDecimal(value)}
      inputMode="decimal"
      min={PERCENT_MIN}
      max={PERCENT_MAX}
      suffix="%"
    />
  );
}
