/**
 * The calendar of a date input, in its popover: loaded as its own chunk when first opened (or
 * hovered), so the day picker and its styles stay out of a page's first load.
 */
import * as Popover from '@radix-ui/react-popover';
import { DayPicker, type DayPickerLocale } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale/en-GB';
import { fr } from 'react-day-picker/locale/fr';
import { nlBE } from 'react-day-picker/locale/nl-BE';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { isDayDisabled } from '@/shared/validators';

const CALENDAR_LOCALES: Record<string, DayPickerLocale> = { en: enGB, nl: nlBE, fr };

export type CalendarPopoverProps = {
  selected: Date | undefined;
  /** Days before this one cannot be picked. */
  minDate: Date | undefined;
  /** Days after this one cannot be picked. */
  maxDate: Date | undefined;
  onSelect: (day: Date | undefined) => void;
};

export default function CalendarPopover({ selected, minDate, maxDate, onSelect }: CalendarPopoverProps) {
  const { t, i18n } = useTranslation();
  return (
    <Popover.Content
      align="end"
      sideOffset={4}
      aria-label={t('form.date.calendar')}
      // The calendar focuses its selected day (or today) itself.
      onOpenAutoFocus={(e) => e.preventDefault()}
      className="motion-pop z-50 rounded-md border border-slate-200 bg-white p-2 shadow-lg [--rdp-accent-background-color:var(--color-brand-50)] [--rdp-accent-color:var(--color-brand-600)]"
    >
      <DayPicker
        mode="single"
        autoFocus
        locale={CALENDAR_LOCALES[i18n.language] ?? enGB}
        selected={selected}
        defaultMonth={selected ?? maxDate ?? minDate}
        disabled={(day: Date) =>
          isDayDisabled(day, 'from', maxDate ?? null) || isDayDisabled(day, 'until', minDate ?? null)
        }
        onSelect={onSelect}
      />
    </Popover.Content>
  );
}
