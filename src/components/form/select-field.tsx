import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { controlProps } from './bound-field';
import { FieldFrame } from './field';
import { useFormField, type BoundFieldProps } from './use-form-field';

export type SelectOption = { value: string | number; label: string; disabled?: boolean | undefined };

export type SelectFieldProps<T extends FieldValues, N extends FieldPath<T>, C, TT> = BoundFieldProps<T, N, C, TT> & {
  options: readonly SelectOption[];
  /** The text of the empty choice; "Choose…" by default. */
  placeholder?: string | undefined;
};

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A native select bound to a form field holding an option's value (number or string), null when
 * empty. It validates itself when it appears, so its state is known before it is touched (the error
 * still shows only once touched). A required, empty select with exactly one option picks that
 * option, without marking the form dirty.
 */
export function SelectField<T extends FieldValues, N extends FieldPath<T>, C = unknown, TT = T>({
  form,
  name,
  disabled,
  options,
  placeholder,
  ...frame
}: SelectFieldProps<T, N, C, TT>) {
  const { t } = useTranslation();
  const { field, fieldState, error } = useFormField(form, name);

  // Validated when it first appears.
  useEffect(() => {
    void form.trigger(name);
  }, [form, name]);

  // "Required" is the prop, or the schema's verdict ("its error text contains the word required").
  const requiredByRule = frame.required || (fieldState.error?.message ?? '').includes('required');
  const only = options.length === 1 ? options[0] : undefined;
  const autoPick = !!only && !only.disabled && requiredByRule && isEmpty(field.value);
  useEffect(() => {
    if (autoPick && only) form.setValue(name, only.value as FieldPathValue<T, N>, { shouldValidate: true });
  }, [autoPick, only, form, name]);

  const current = isEmpty(field.value) ? '' : String(field.value);
  return (
    <FieldFrame {...frame} error={error}>
      {(a11y) => (
        <select
          {...controlProps(field, a11y, disabled, 'pr-8')}
          value={current}
          onChange={(e) => {
            const picked = options.find((o) => String(o.value) === e.target.value);
            field.onChange(picked ? picked.value : null);
          }}
        >
          <option value="">{placeholder ?? t('form.select.placeholder')}</option>
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
