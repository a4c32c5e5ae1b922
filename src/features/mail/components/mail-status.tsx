import { useTranslation } from 'react-i18next';
import { EmailIndicator, type EmailIndicatorVariant } from '@/components/ui/email-indicator';
import type { MailStatus } from '@/shared/constants/mail';

/** The e-mail indicator of a status: delivered is success, still on its way is warning, given up is danger. */
export const MAIL_STATUS_VARIANT: Readonly<Record<MailStatus, EmailIndicatorVariant>> = {
  sent: 'success',
  pending: 'warning',
  retrying: 'warning',
  failed: 'danger',
};

/** A mail's status: the e-mail indicator in its variant, then the status in words. */
export function MailStatusLabel({ status }: { status: MailStatus }) {
  const { t } = useTranslation();
  const label = t(`mail:statuses.${status}`);
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <EmailIndicator variant={MAIL_STATUS_VARIANT[status]} label={label} className="size-4" />
      <span aria-hidden>{label}</span>
    </span>
  );
}
