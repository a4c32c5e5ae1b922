import { createFileRoute } from '@tanstack/react-router';
import { mailQueries } from '@/features/mail/api/mail-api';
import { MailDetailPage } from '@/features/mail/mail-detail-page';
import { mailIdOf } from '@/features/mail/mail-filters';
import { requireModule } from '@/features/security/guards';
import { loadQueries } from '@/lib/query-client';

export const Route = createFileRoute('/_app/mails/$mailId')({
  beforeLoad: requireModule('mails'),
  loader: (match) => {
    const id = mailIdOf(match.params.mailId);
    return id === null ? undefined : loadQueries(match, mailQueries.detail(id));
  },
  component: MailDetailPage,
});
