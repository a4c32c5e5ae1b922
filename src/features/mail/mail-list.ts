/**
 * The mails list (the outbox): filters by status and kind, the search (recipients and subject) and
 * the sort; its route loads the page.
 */
import { defineList } from '@/components/list-screen/list-route';
import { MAIL_DEFAULT_SORT, MAIL_KINDS, MAIL_SORT_COLUMNS, MAIL_STATUSES } from '@/shared/constants/mail';

export const mailList = defineList({
  route: '/_app/mails/',
  module: 'mails',
  filters: { statuses: MAIL_STATUSES, kinds: MAIL_KINDS },
  sortColumns: MAIL_SORT_COLUMNS,
  defaultSort: MAIL_DEFAULT_SORT,
  queries: async () => (await import('./api/mail-api')).mailListQueries,
});
