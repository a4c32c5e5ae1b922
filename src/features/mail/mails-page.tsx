/**
 * The mails list (the outbox): every mail the back office sent or is sending, newest first, with the
 * e-mail indicator of its status; search in recipients and subject, filters by status and kind,
 * saved filters, server-side sorting and paging, all in the URL. Live: a mail's status changes as it
 * is delivered (hub events of the mails domain).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { RecordLink } from '@/components/data-table/record-link';
import { OptionFilter } from '@/components/filters/option-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { TruncatedText } from '@/components/ui/truncated-text';
import { formatTimestamp } from '@/shared/dates';
import type { Mail } from '@/shared/schemas/mail';
import { mailQueries } from './api/mail-api';
import { MailStatusLabel } from './components/mail-status';
import { mailList } from './mail-list';
import { EMPTY } from '@/shared/format';

const col = columnsOf<Mail>();

export function MailsPage() {
  const { t } = useTranslation();
  const list = useRouteListState(mailList);
  const mails = useQuery(mailQueries.list(list.query));

  const columns = useMemo(
    () => [
      col('status', t('mail:fields.status'), 'status', (m) => <MailStatusLabel status={m.status} />),
      col('recipients', t('mail:fields.recipients'), (m) => (
        <TruncatedText text={m.recipients.join(', ')} className="max-w-64" />
      )),
      col('subject', t('mail:fields.subject'), { grow: true }, (m) => (
        <RecordLink to="/mails/$mailId" params={{ mailId: String(m.mailId) }} text={m.subject} strong />
      )),
      col('company', t('mail:fields.company'), { hideBelow: '4xl' }, (m) =>
        m.companyId ? (
          <RecordLink
            to="/company/$subroute"
            params={{ subroute: String(m.companyId) }}
            text={m.companyName ?? String(m.companyId)}
            textClassName="max-w-48"
          />
        ) : (
          EMPTY
        ),
      ),
      col('kind', t('mail:fields.kind'), { hideBelow: '5xl' }, (m) => t(`mail:kinds.${m.kind}`)),
      col('createdAt', t('mail:fields.createdAt'), { kind: 'timestamp', hideBelow: '6xl' }, (m) =>
        formatTimestamp(m.createdAt),
      ),
      col('sentAt', t('mail:fields.sentAt'), 'timestamp', (m) => formatTimestamp(m.sentAt)),
    ],
    [t],
  );

  return (
    <ListScreen
      list={list}
      rows={mails}
      columns={columns}
      rowId={(m) => String(m.mailId)}
      texts="mail:"
      filters={
        <>
          <OptionFilter legend={t('mail:fields.status')} {...list.codes('statuses', (s) => t(`mail:statuses.${s}`))} />
          <OptionFilter legend={t('mail:fields.kind')} {...list.codes('kinds', (k) => t(`mail:kinds.${k}`))} />
        </>
      }
    />
  );
}
