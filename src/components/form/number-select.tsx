import { useTranslation } from 'react-i18next';
import { controlClass, FieldFrame, type FieldFrameProps } from './field';

export type NumberSelectProps = FieldFrameProps & {
  value: number | null;
  onChange: (value: number | null) => void;
  options: { value: number; label: string }[];
  disabled?: boolean | undefined;
  className?: string | undefined;
  /**
   * Whether "none" is a choice (an empty first option, null): yes unless the field is `required`,
   * or told `false` for a choice that always holds a value without being a required field (a view's
   * choice, the month of a run), which then shows no asterisk. Empty is offered while the value is null.
   */
  clearable?: boolean | undefined;
};

/** A controlled select of numbers (the month and year pickers); empty is null. */
export function NumberSelect({
  value,
  onChange,
  options,
  disabled,
  className,
  clearable,
  ...frame
}: NumberSelectProps) {
  const { t } = useTranslation();
  const offerEmpty = value === null || (clearable ?? !frame.required);
  return (
    <FieldFrame {...frame}>
      {(a11y) => (
        <select
          {...a11y}
          disabled={disabled}
          value={value === null ? '' : String(value)}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
          className={controlClass(a11y['aria-invalid'] === true, className)}
        >
          {offerEmpty && <option value="">{t('form.select.placeholder')}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
