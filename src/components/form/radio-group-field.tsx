import type { FieldPath, FieldValues } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { labelClass, RequiredMark, useFieldParts } from './field';
import type { SelectOption } from './select-field';
import { useFormField, type BoundFieldProps } from './use-form-field';

/** Radio buttons in a labelled group, bound to a field holding the picked option's value. */
export function RadioGroupField<T extends FieldValues, N extends FieldPath<T>, C = unknown, TT = T>({
  form,
  name,
  label,
  disabled,
  className,
  options,
  inline = false,
  ...parts
}: BoundFieldProps<T, N, C, TT> & { options: readonly SelectOption[]; inline?: boolean }) {
  const { field, error } = useFormField(form, name);
  const { a11y, labelId, notes } = useFieldParts({ ...parts, error });
  return (
    <div {...a11y} role="radiogroup" aria-labelledby={labelId} className={cn('flex flex-col gap-1', className)}>
      <span id={labelId} className={labelClass}>
        {label}
        <RequiredMark required={parts.required} />
      </span>
      <div className={cn('flex gap-x-4 gap-y-1', inline ? 'flex-row flex-wrap' : 'flex-col')}>
        {options.map((o, i) => {
          const optionId = `${a11y.id}-${i}`;
          return (
            <div key={String(o.value)} className="flex items-center gap-2">
              <input
                id={optionId}
                ref={i === 0 ? field.ref : undefined}
                type="radio"
                name={field.name}
                value={String(o.value)}
                disabled={disabled || o.disabled}
                checked={field.value !== null && field.value !== undefined && String(field.value) === String(o.value)}
                onChange={() => field.onChange(o.value)}
                onBlur={field.onBlur}
                className="size-4 accent-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
              />
              <label htmlFor={optionId} className="text-sm text-slate-800">
                {o.label}
              </label>
            </div>
          );
        })}
      </div>
      {notes}
    </div>
  );
}
