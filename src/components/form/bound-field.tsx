/**
 * A field bound to a react-hook-form field in the FieldFrame: label, the control, hint, and the
 * error once the user may see it (useFormField). The control gets what every native control of a
 * bound field carries (controlProps); a field adds its value, its change and what else it needs.
 */
import type { ReactNode } from 'react';
import type { ControllerRenderProps, FieldPath, FieldValues, RefCallBack } from 'react-hook-form';
import { controlClass, FieldFrame, type FieldA11y } from './field';
import { useFormField, type BoundFieldProps } from './use-form-field';

/** A bound native control's ids and aria attributes, the field's ref, name and blur, disabled, and its look. */
export type ControlProps = FieldA11y & {
  ref: RefCallBack;
  name: string;
  disabled: boolean | undefined;
  onBlur: () => void;
  className: string;
};

/** What a bound native control carries (`className`: more classes for the control's look). */
export function controlProps<T extends FieldValues, N extends FieldPath<T>>(
  field: ControllerRenderProps<T, N>,
  a11y: FieldA11y,
  disabled: boolean | undefined,
  className?: string,
): ControlProps {
  return {
    ...a11y,
    ref: field.ref,
    name: field.name,
    disabled,
    onBlur: field.onBlur,
    className: controlClass(a11y['aria-invalid'] === true, className),
  };
}

export function BoundField<T extends FieldValues, N extends FieldPath<T>, C, TT>({
  form,
  name,
  disabled,
  children,
  ...frame
}: BoundFieldProps<T, N, C, TT> & {
  children: (field: ControllerRenderProps<T, N>, control: ControlProps) => ReactNode;
}) {
  const { field, error } = useFormField(form, name);
  return (
    <FieldFrame {...frame} error={error}>
      {(a11y) => children(field, controlProps(field, a11y, disabled))}
    </FieldFrame>
  );
}
