import type { FieldPath, FieldValues } from 'react-hook-form';
import { AmountField, type AmountFieldProps } from './amount-field';

/** An amount with its currency symbol in front; the euro unless told otherwise. */
export function CurrencyField<T extends FieldValues, N extends FieldPath<T>, C = unknown, TT = T>({
  symbol = '€',
  ...props
}: Omit<AmountFieldProps<T, N, C, TT>, 'prefix'> & { symbol?: string | undefined }) {
  return <AmountField {...props} prefix={symbol} />;
}
