import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { controlClass, FieldFrame } from './field';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** An error code (`validation.required`, `validation.min|0`); shown translated. */
  error?: string | undefined;
  hint?: ReactNode;
};

/**
 * A labelled input, not bound to a form library: use it with `register(...)` or with plain state
 * (the login page). Required fields get an asterisk; the error is announced and linked to the input.
 * Inside react-hook-form forms prefer FormTextField, which shows errors only once touched.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, required, className, id, ...rest },
  ref,
) {
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error} id={id} className={className}>
      {(a11y) => <input ref={ref} className={controlClass(a11y['aria-invalid'] === true)} {...a11y} {...rest} />}
    </FieldFrame>
  );
});
