import { useTranslation } from 'react-i18next';
import { EmailIndicator } from '@/components/ui/email-indicator';
import { MAIL_STATUS_VARIANT } from '../mail-list';
import type { MailStatus } from '@/shared/constants/mail';

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
