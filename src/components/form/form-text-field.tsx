import type { InputHTMLAttributes } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { controlClass, FieldFrame } from './field';
import { useFormField, type BoundFieldProps } from './use-form-field';

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
  const { field, error } = useFormField(form, name);
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error} id={id} className={className}>
      {(a11y) => (
        <input
          {...rest}
          {...a11y}
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'string' || typeof field.value === 'number' ? field.value : ''}
          disabled={disabled}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={(e) => {
            field.onBlur();
            onBlur?.(e);
          }}
          className={controlClass(a11y['aria-invalid'] === true)}
        />
      )}
    </FieldFrame>
  );
}
