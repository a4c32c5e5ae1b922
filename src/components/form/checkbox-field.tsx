import type { FieldPath, FieldValues } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { RequiredMark, useFieldParts } from './field';
import { useFormField, type BoundFieldProps } from './use-form-field';

const CHECKBOX = 'size-4 rounded border-slate-400 accent-brand-600';
/** The same input drawn as an on/off switch (as ui/toggle.tsx), announced as one. */
const SWITCH = cn(
  'relative h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors duration-150 checked:bg-brand-600',
  'before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-white before:shadow before:transition-transform before:duration-150 checked:before:translate-x-4',
  'focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
);

/** A checkbox bound to a boolean form field, its label beside it; `look="switch"` draws it as a switch. */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>, C = unknown, TT = T>({
  form,
  name,
  label,
  disabled,
  className,
  look = 'checkbox',
  ...parts
}: BoundFieldProps<T, N, C, TT> & { look?: 'checkbox' | 'switch' }) {
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
          role={look === 'switch' ? 'switch' : undefined}
          disabled={disabled}
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={onBlur}
          className={cn(
            look === 'switch' ? SWITCH : CHECKBOX,
            'focus-visible:outline-2 focus-visible:outline-brand-600',
          )}
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
