import type { InputHTMLAttributes } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { BoundField } from './bound-field';
import type { BoundFieldProps } from './use-form-field';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'form' | 'id' | 'className' | 'required' | 'disabled'
>;

/** A text input bound to a react-hook-form field holding a string (empty is ''). */
export function FormTextField<T extends FieldValues, N extends FieldPath<T>, C = unknown, TT = T>({
  form,
  name,
  label,
  required,
  hint,
  disabled,
  id,
  className,
  onBlur,
  ...rest
}: BoundFieldProps<T, N, C, TT> & InputProps) {
  const bound = { form, name, label, required, hint, disabled, id, className };
  return (
    <BoundField {...bound}>
      {(field, control) => (
        <input
          {...rest}
          {...control}
          value={typeof field.value === 'string' || typeof field.value === 'number' ? field.value : ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={(e) => {
            field.onBlur();
            onBlur?.(e);
          }}
        />
      )}
    </BoundField>
  );
}
