import { createFileRoute } from '@tanstack/react-router';
import { MAIL_FILTERS } from '@/features/mail/mail-list';
import { MailsPage } from '@/features/mail/mails-page';
import { requireModule } from '@/lib/guards';
import { listQueryOf, parseListSearch } from '@/lib/list-search';
import { loadQueries } from '@/lib/query-client';
import { useUiStore } from '@/stores/ui-store';
import { MAIL_SORT_COLUMNS } from '@/shared/constants/mail';

export const Route = createFileRoute('/_app/mails/')({
  validateSearch: (search) => parseListSearch(search, MAIL_SORT_COLUMNS, MAIL_FILTERS),
  loaderDeps: ({ search }) => listQueryOf(search, MAIL_FILTERS, useUiStore.getState().pageSize),
  beforeLoad: requireModule('mails'),
  loader: (match) =>
    import('@/features/mail/api/mail-api').then(({ mailQueries }) => loadQueries(match, mailQueries.list(match.deps))),
  component: MailsPage,
});
