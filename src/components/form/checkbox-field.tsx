import type { FieldPath, FieldValues } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { RequiredMark, useFieldParts } from './field';
import { useFormField, type BoundFieldProps } from './use-form-field';

/** A checkbox bound to a boolean form field, its label beside it. */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>, C = unknown, TT = T>({
  form,
  name,
  label,
  disabled,
  className,
  ...parts
}: BoundFieldProps<T, N, C, TT>) {
  const { field, error } = useFormField(form, name);
  const { ref, onChange, onBlur, value } = field;
  const { a11y, notes } = useFieldParts({ ...parts, error });
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-center gap-2">
        <input
          {...a11y}
          ref={ref}
          name={name}
          type="checkbox"
          disabled={disabled}
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={onBlur}
          className="size-4 rounded border-slate-400 accent-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <label htmlFor={a11y.id} className="text-sm text-slate-800">
          {label}
          <RequiredMark required={parts.required} />
        </label>
      </div>
      {notes}
    </div>
  );
}
