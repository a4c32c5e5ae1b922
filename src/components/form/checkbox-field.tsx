import type { FieldPath, FieldValues } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { describedBy, FieldError, FieldHint, RequiredMark, useErrorText, useFieldIds } from './field';
import { useFormField, type BoundFieldProps } from './use-form-field';

/** A checkbox bound to a boolean form field, its label beside it. */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>, C = unknown, TT = T>({
  form,
  name,
  label,
  required,
  hint,
  disabled,
  id,
  className,
}: BoundFieldProps<T, N, C, TT>) {
  const { field, error } = useFormField(form, name);
  const { ref, onChange, onBlur, value } = field;
  const { controlId, hintId, errorId } = useFieldIds(id);
  const message = useErrorText(error);
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-center gap-2">
        <input
          id={controlId}
          ref={ref}
          name={name}
          type="checkbox"
          disabled={disabled}
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={onBlur}
          aria-invalid={message ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(hint != null && hintId, message && errorId)}
          className="size-4 rounded border-slate-400 accent-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <label htmlFor={controlId} className="text-sm text-slate-800">
          {label}
          <RequiredMark required={required} />
        </label>
      </div>
      {hint != null && <FieldHint id={hintId}>{hint}</FieldHint>}
      {message && <FieldError id={errorId}>{message}</FieldError>}
    </div>
  );
}
