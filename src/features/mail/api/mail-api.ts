/** The mail domain on the client: the query-key factory (lists, details) and the resend hook. */
import { call } from '@/lib/http';
import { domainQueries } from '@/lib/domain-queries';
import { useDomainMutation } from '@/lib/use-domain-mutation';
import { pathOf, type QueryOf } from '@/shared/endpoints/endpoint';
import { mailEndpoints as api } from '@/shared/endpoints/mail';
import type { MailResend } from '@/shared/schemas/mail';

export type MailListQuery = QueryOf<typeof api.list>;

const queries = domainQueries('mails');

export const mailQueries = queries.records(api);

/** What the mails list shows first: the page (its route loads it). */
export const mailListQueries = (query: MailListQuery) => [mailQueries.list(query)];

/** The path an attachment's file is downloaded from (a plain link: the session cookie goes along). */
export const attachmentUrl = (mailId: number, attachmentId: number) =>
  pathOf(api.attachment.path, { id: mailId, attachmentId });

/** A resend queues a new mail: the lists (and the company's timeline) refresh; the form shows field errors. */
export function useResendMail() {
  return useDomainMutation({
    refreshes: { domain: 'mails', own: [mailQueries.lists()] },
    mutationFn: (body: MailResend) => call(api.resend, { body }),
    meta: { suppressError: true, successMessage: 'mail:resent' },
  });
}
