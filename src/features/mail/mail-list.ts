import type { FilterSpec } from '@/lib/list-search';
import type { EmailIndicatorVariant } from '@/components/ui/email-indicator';
import { MAIL_KINDS, MAIL_STATUSES, type MailStatus } from '@/shared/constants/mail';

/** The mails list's filters, as URL keys (the same names the list call takes). */
export const MAIL_FILTERS = { statuses: MAIL_STATUSES, kinds: MAIL_KINDS } as const satisfies FilterSpec;

/** The e-mail indicator of a status: delivered is success, still on its way is warning, given up is danger. */
export const MAIL_STATUS_VARIANT: Readonly<Record<MailStatus, EmailIndicatorVariant>> = {
  sent: 'success',
  pending: 'warning',
  retrying: 'warning',
  failed: 'danger',
};

/** The mail id in the URL's segment, or null when the segment is not one (plain code: the route's loader runs it). */
export const mailIdOf = (segment: string) => (/^\d{1,9}$/.test(segment) ? Number(segment) : null);
