/**
 * The frame every form field shares: a label (with an asterisk when required), the control, a hint
 * and the error, linked to the control with aria-describedby and aria-invalid. No react-hook-form
 * here: the login page uses it through TextField and must stay without it.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageValues, splitMessage } from '@/lib/api-error';
import { DEFAULT_NAMESPACE, VALIDATION_NAMESPACE } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/** What the control needs to be labelled and described. */
export type FieldA11y = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
};

export type FieldFrameProps = {
  label: ReactNode;
  required?: boolean | undefined;
  hint?: ReactNode;
  /** An error code (`validation.required`, `validation.min|0`); shown translated. */
  error?: string | undefined;
  id?: string | undefined;
  className?: string | undefined;
  /** The label beside the control instead of above it (a screen's view choice in its header). */
  inline?: boolean | undefined;
};

/**
 * The error code translated, `code|var1|var2` split first; null without an error. The validation
 * texts load once the first screen has painted (preloadValidationTexts): a field with an error asks
 * for them too, and shows it once they are there. A field without one does not, so that a form on the
 * first screen does not fetch them before it paints.
 */
export function useErrorText(error: string | undefined): string | null {
  const { t, ready } = useTranslation(error ? [DEFAULT_NAMESPACE, VALIDATION_NAMESPACE] : DEFAULT_NAMESPACE, {
    useSuspense: false,
  });
  if (!error || !ready) return null;
  const { code, vars } = splitMessage(error);
  return t(code, messageValues(vars));
}

/** Ids of a field's control, hint and error. */
export function useFieldIds(id?: string) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return { controlId, labelId: `${controlId}-label`, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** The asterisk of a required field; the control itself carries aria-required. */
export function RequiredMark({ required }: { required?: boolean | undefined }) {
  return required ? (
    <span aria-hidden className="ml-0.5 text-red-700" data-required-mark>
      *
    </span>
  ) : null;
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-xs text-slate-600">
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-red-700">
      {children}
    </p>
  );
}

export const labelClass = 'text-sm font-medium text-slate-800';

/** The look of a text-like control; red when invalid. */
export function controlClass(invalid: boolean, className?: string) {
  return cn(
    'w-full rounded-md border bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
    invalid ? 'border-red-600' : 'border-slate-300',
    className,
  );
}

/** Joins the ids a control is described by; undefined when none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/**
 * What a field's own frame needs: the aria attributes of its control (FieldA11y), the label's id,
 * and the hint and error paragraphs that end the field. FieldFrame uses it; so do the fields whose
 * label stands elsewhere (a checkbox's after it, a radio group's as the group's name).
 */
export function useFieldParts({
  id,
  hint,
  error,
  required,
}: Pick<FieldFrameProps, 'id' | 'hint' | 'error' | 'required'>) {
  const { controlId, labelId, hintId, errorId } = useFieldIds(id);
  const message = useErrorText(error);
  const a11y: FieldA11y = {
    id: controlId,
    'aria-describedby': describedBy(hint != null && hintId, message && errorId),
    'aria-invalid': message ? true : undefined,
    'aria-required': required ? true : undefined,
  };
  const notes = (
    <>
      {hint != null && <FieldHint id={hintId}>{hint}</FieldHint>}
      {message && <FieldError id={errorId}>{message}</FieldError>}
    </>
  );
  return { a11y, labelId, notes };
}

/**
 * Label, control, hint and error. `children` renders the control with the ids and aria attributes
 * it must carry. The asterisk says `required` and nothing else: a select that always holds a value
 * (no empty choice) is not required for that (NumberSelect's `clearable`).
 */
export function FieldFrame({
  label,
  className,
  inline = false,
  children,
  ...parts
}: FieldFrameProps & { children: (a11y: FieldA11y) => ReactNode }) {
  const { a11y, labelId, notes } = useFieldParts(parts);
  return (
    <div className={cn(inline ? 'flex items-center gap-2' : 'flex flex-col gap-1', className)}>
      <label id={labelId} htmlFor={a11y.id} className={cn(labelClass, inline && 'whitespace-nowrap')}>
        {label}
        <RequiredMark required={parts.required} />
      </label>
      {children(a11y)}
      {notes}
    </div>
  );
}
