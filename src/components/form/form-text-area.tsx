import type { FieldPath, FieldValues } from 'react-hook-form';
import { BoundField } from './bound-field';
import type { BoundFieldProps } from './use-form-field';

/** A text of several lines bound to a react-hook-form field holding a string (empty is ''). */
export function FormTextArea<T extends FieldValues, N extends FieldPath<T>, C = unknown, TT = T>({
  rows = 3,
  maxLength,
  ...props
}: BoundFieldProps<T, N, C, TT> & { rows?: number; maxLength?: number }) {
  return (
    <BoundField {...props}>
      {(field, control) => (
        <textarea
          {...control}
          rows={rows}
          maxLength={maxLength}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(e) => field.onChange(e.target.value)}
        />
      )}
    </BoundField>
  );
}
