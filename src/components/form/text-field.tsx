import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { splitMessage, messageValues } from '@/lib/api-error';
import { cn } from '@/lib/cn';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** An error code (`validation.required`, `validation.min|0`); shown translated. */
  error?: string | undefined;
};

/** A labelled input; required fields get an asterisk; the error is announced and linked to the input. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, required, className, id, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const message = error
    ? (() => {
        const { code, vars } = splitMessage(error);
        return t(code, messageValues(vars));
      })()
    : null;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-required={required || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        className={cn(
          'rounded-md border bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-600',
          message ? 'border-red-600' : 'border-slate-300',
        )}
        {...rest}
      />
      {message && (
        <p id={errorId} className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
});
