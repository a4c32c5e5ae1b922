import type { FieldPath, FieldValues } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { describedBy, FieldError, FieldHint, labelClass, RequiredMark, useErrorText, useFieldIds } from './field';
import type { SelectOption } from './select-field';
import { useFormField, type BoundFieldProps } from './use-form-field';

/** Radio buttons in a labelled group, bound to a field holding the picked option's value. */
export function RadioGroupField<T extends FieldValues, N extends FieldPath<T>, C = unknown, TT = T>({
  form,
  name,
  label,
  required,
  hint,
  disabled,
  id,
  className,
  options,
  inline = false,
}: BoundFieldProps<T, N, C, TT> & { options: readonly SelectOption[]; inline?: boolean }) {
  const { field, error } = useFormField(form, name);
  const { controlId, labelId, hintId, errorId } = useFieldIds(id);
  const message = useErrorText(error);
  return (
    <div
      id={controlId}
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={describedBy(hint != null && hintId, message && errorId)}
      aria-invalid={message ? true : undefined}
      aria-required={required || undefined}
      className={cn('flex flex-col gap-1', className)}
    >
      <span id={labelId} className={labelClass}>
        {label}
        <RequiredMark required={required} />
      </span>
      <div className={cn('flex gap-x-4 gap-y-1', inline ? 'flex-row flex-wrap' : 'flex-col')}>
        {options.map((o, i) => {
          const optionId = `${controlId}-${i}`;
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
      {hint != null && <FieldHint id={hintId}>{hint}</FieldHint>}
      {message && <FieldError id={errorId}>{message}</FieldError>}
    </div>
  );
}
