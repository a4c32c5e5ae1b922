import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { monthNames } from '@/shared/dates';
import type { FieldFrameProps } from './field';
import { NumberSelect } from './number-select';

/** January to December as options (value 1 to 12), named in the interface language. */
export function useMonthOptions(width: 'long' | 'short' = 'long') {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => monthNames(language, width).map((label, i) => ({ value: i + 1, label })), [language, width]);
}

export type MonthPickerProps = Partial<Pick<FieldFrameProps, 'label'>> &
  Omit<FieldFrameProps, 'label'> & {
    /** The month, 1 (January) to 12; null for none. */
    value: number | null;
    onChange: (month: number | null) => void;
    disabled?: boolean | undefined;
  };

/**
 * A month picker, January to December. Controlled, not bound to a form, so
 * filters use it too; inside a form use SelectField with `useMonthOptions()`.
 */
export function MonthPicker({ label, ...props }: MonthPickerProps) {
  const { t } = useTranslation();
  return <NumberSelect label={label ?? t('form.month.label')} {...props} options={useMonthOptions()} />;
}
