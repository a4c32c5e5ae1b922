import { useTranslation } from 'react-i18next';
import { MailCheck, MailWarning, MailX, type LucideIcon } from 'lucide-react';
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

const ICONS: Record<EmailIndicatorVariant, LucideIcon> = { success: MailCheck, danger: MailX, warning: MailWarning };

/**
 * An e-mail's state as an envelope in the variant's colour with a mark (check, cross, warning: colour
 * is not the only cue), named for assistive technology: "E-mail sent", or the `label` given.
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
  const Icon = ICONS[variant];
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      data-variant={variant}
      className={cn('relative inline-flex size-5 items-center justify-center', COLOURS[variant], className)}
    >
      <Icon aria-hidden className="size-5" />
    </span>
  );
}
