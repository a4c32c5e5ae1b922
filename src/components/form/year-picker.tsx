import { useTranslation } from 'react-i18next';
import { yearRange } from '@/shared/dates';
import type { FieldFrameProps } from './field';
import { NumberSelect } from './number-select';

/** The years offered: last year up to three years ahead, plus the current value when outside. */
export function yearOptions(today: Date = new Date(), current?: number | null) {
  const years = yearRange(today);
  if (current != null && !years.includes(current)) years.push(current);
  return years.sort((a, b) => a - b).map((year) => ({ value: year, label: String(year) }));
}

export type YearPickerProps = Partial<Pick<FieldFrameProps, 'label'>> &
  Omit<FieldFrameProps, 'label'> & {
    value: number | null;
    onChange: (year: number | null) => void;
    disabled?: boolean | undefined;
    /** "Today", for tests; the real date by default. */
    today?: Date | undefined;
  };

/**
 * A year picker from the previous year up to three years ahead. Controlled,
 * not bound to a form; inside a form use SelectField with `yearOptions()`.
 */
export function YearPicker({ label, today, ...props }: YearPickerProps) {
  const { t } = useTranslation();
  return (
    <NumberSelect
      label={label ?? t('form.year.label')}
      {...props}
      options={yearOptions(today, props.value)}
      className="tabular-nums"
    />
  );
}
