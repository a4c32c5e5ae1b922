import { createFileRoute } from '@tanstack/react-router';
import { MailDetailPage } from '@/features/mail/mail-detail-page';
import { mailIdOf } from '@/features/mail/mail-view';
import { requireModule } from '@/lib/guards';
import { loadQueries } from '@/lib/query-client';

export const Route = createFileRoute('/_app/mails/$mailId')({
  beforeLoad: requireModule('mails'),
  loader: (match) => {
    const id = mailIdOf(match.params.mailId);
    // The query factory loads beside the route's code (out of the start-up bundle: docs/overview.md).
    return id === null
      ? undefined
      : import('@/features/mail/api/mail-api').then(({ mailQueries }) => loadQueries(match, mailQueries.detail(id)));
  },
  component: MailDetailPage,
});
