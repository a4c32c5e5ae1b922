/**
 * How a field component binds to a react-hook-form form. Fields take the form itself (not only its
 * control) because some need more than `useController` gives: a select validates itself when it
 * appears (`trigger`) and picks its only option without marking the form dirty (`setValue`).
 *
 * Value conventions, so the form's zod schema decides every message:
 * - empty input is `null`;
 * - number fields hold a number, or NaN while the text is not a number ("-", ",");
 * - date fields hold a Date at 12:00 local, or an Invalid Date when the typed text is not a date;
 *   with `holds="day"` the calendar day `YYYY-MM-DD`, or the typed text when it is not a date.
 */
import type { ReactNode } from 'react';
import { useController, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

/** A form of any shape; `T` is its field values, `C` its context, `TT` what the resolver gives. */
export type AnyForm<T extends FieldValues, C = unknown, TT = T> = UseFormReturn<T, C, TT>;

export type BoundFieldProps<T extends FieldValues, N extends FieldPath<T>, C = unknown, TT = T> = {
  form: AnyForm<T, C, TT>;
  name: N;
  label: string;
  required?: boolean | undefined;
  hint?: ReactNode;
  disabled?: boolean | undefined;
  id?: string | undefined;
  className?: string | undefined;
};

/**
 * The controller of one field, and its error code once the user may see it: after the field was
 * touched or the form submitted (errors show only after a field was touched).
 */
export function useFormField<T extends FieldValues, N extends FieldPath<T>, C, TT>(form: AnyForm<T, C, TT>, name: N) {
  // `disabled` stays on the element only: a read-only value still belongs to what the form sends.
  const { field, fieldState, formState } = useController<T, N, TT>({ control: form.control, name });
  const visible = fieldState.isTouched || formState.isSubmitted;
  return { field, fieldState, error: visible ? fieldState.error?.message : undefined };
}

/**
 * A form's fields by name, for forms whose labels are named after their fields: `{...field('code')}`
 * gives a field component its form, its name and its label (`labelOf(name)`, such as
 * ``(name) => t(`manualProduct:fields.${name}`)``), or the label given after the name.
 */
export function fieldsOf<T extends FieldValues, C, TT>(
  form: AnyForm<T, C, TT>,
  labelOf: (name: FieldPath<T>) => string,
) {
  return <N extends FieldPath<T>>(name: N, label = labelOf(name)) => ({ form, name, label });
}
