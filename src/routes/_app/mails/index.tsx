import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { mailList } from '@/features/mail/mail-list';
import { MailsPage } from '@/features/mail/mails-page';

const list = listRoute(mailList);

export const Route = createFileRoute('/_app/mails/')({ ...list, component: MailsPage });
