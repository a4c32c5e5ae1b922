import type { FieldPath, FieldValues } from 'react-hook-form';
import { controlClass, FieldFrame } from './field';
import { useFormField, type BoundFieldProps } from './use-form-field';

/** A text of several lines bound to a react-hook-form field holding a string (empty is ''). */
export function FormTextArea<T extends FieldValues, N extends FieldPath<T>, C = unknown, TT = T>({
  form,
  name,
  label,
  required,
  hint,
  disabled,
  id,
  className,
  rows = 3,
  maxLength,
}: BoundFieldProps<T, N, C, TT> & { rows?: number; maxLength?: number }) {
  const { field, error } = useFormField(form, name);
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error} id={id} className={className}>
      {(a11y) => (
        <textarea
          {...a11y}
          ref={field.ref}
          name={field.name}
          rows={rows}
          maxLength={maxLength}
          value={typeof field.value === 'string' ? field.value : ''}
          disabled={disabled}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          className={controlClass(a11y['aria-invalid'] === true)}
        />
      )}
    </FieldFrame>
  );
}
