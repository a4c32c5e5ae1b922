import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type EmailIndicatorVariant = 'success' | 'danger' | 'warning';

const LABELS = {
  success: 'ui.emailIndicator.success',
  danger: 'ui.emailIndicator.danger',
  warning: 'ui.emailIndicator.warning',
} as const;

const COLOURS: Record<EmailIndicatorVariant, string> = {
  success: 'text-green-700',
  danger: 'text-red-700',
  warning: 'text-amber-700',
};

const MARKS: Record<EmailIndicatorVariant, string> = { success: '✓', danger: '✕', warning: '!' };

/**
 * An e-mail's state as an envelope in the variant's colour with a mark (so colour is not the only
 * cue), named for assistive technology: "E-mail sent", or the `label` given.
 */
export function EmailIndicator({
  variant,
  label,
  className,
}: {
  variant: EmailIndicatorVariant;
  label?: string | undefined;
  className?: string | undefined;
}) {
  const { t } = useTranslation();
  const name = label ?? t(LABELS[variant]);
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      data-variant={variant}
      className={cn('relative inline-flex size-5 items-center justify-center', COLOURS[variant], className)}
    >
      <svg aria-hidden viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-5">
        <rect x="2.5" y="4.5" width="15" height="11" rx="1.5" />
        <path d="m3 5.5 7 5.5 7-5.5" />
      </svg>
      <span
        aria-hidden
        className="absolute -right-1 -bottom-1 flex size-3 items-center justify-center rounded-full bg-current text-[8px] leading-none font-bold"
      >
        <span className="text-white">{MARKS[variant]}</span>
      </span>
    </span>
  );
}
