import { useTranslation } from 'react-i18next';
import { controlClass, FieldFrame, type FieldFrameProps } from './field';

export type NumberSelectProps = FieldFrameProps & {
  value: number | null;
  onChange: (value: number | null) => void;
  options: { value: number; label: string }[];
  disabled?: boolean | undefined;
  className?: string | undefined;
};

/** A controlled select of numbers (the month and year pickers); empty is null. */
export function NumberSelect({ value, onChange, options, disabled, className, ...frame }: NumberSelectProps) {
  const { t } = useTranslation();
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
          {(!frame.required || value === null) && <option value="">{t('form.select.placeholder')}</option>}
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
