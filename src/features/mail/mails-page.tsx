/**
 * The mails list (the outbox): every mail the back office sent or is sending, newest first, with the
 * e-mail indicator of its status; search in recipients and subject, filters by status and kind,
 * saved filters, server-side sorting and paging, all in the URL. Live: a mail's status changes as it
 * is delivered (hub events of the mails domain).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionFilter } from '@/components/filters/option-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { TruncatedText } from '@/components/ui/truncated-text';
import { formatTimestamp } from '@/shared/dates';
import type { Mail } from '@/shared/schemas/mail';
import { MAIL_KINDS, MAIL_STATUSES } from '@/shared/constants/mail';
import { mailQueries } from './api/mail-api';
import { MailStatusLabel } from './components/mail-status';
import { mailList } from './mail-list';

export function MailsPage() {
  const { t } = useTranslation();
  const list = useRouteListState(mailList);
  const { search } = list;
  const mails = useQuery(mailQueries.list(list.query));

  const columns = useMemo<ColumnDef<Mail, unknown>[]>(
    () => [
      {
        id: 'status',
        header: t('mail:fields.status'),
        cell: ({ row }) => <MailStatusLabel status={row.original.status} />,
      },
      {
        id: 'recipients',
        header: t('mail:fields.recipients'),
        cell: ({ row }) => <TruncatedText text={row.original.recipients.join(', ')} className="max-w-64" />,
      },
      {
        id: 'subject',
        header: t('mail:fields.subject'),
        meta: { grow: true },
        cell: ({ row }) => (
          <Link
            to="/mails/$mailId"
            params={{ mailId: String(row.original.mailId) }}
            className="block min-w-0 font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            <TruncatedText text={row.original.subject} />
          </Link>
        ),
      },
      {
        id: 'company',
        header: t('mail:fields.company'),
        meta: { hideBelow: '4xl' },
        cell: ({ row }) =>
          row.original.companyId ? (
            <Link
              to="/company/$subroute"
              params={{ subroute: String(row.original.companyId) }}
              className="block min-w-0 text-brand-700 underline-offset-2 hover:underline"
            >
              <TruncatedText text={row.original.companyName ?? String(row.original.companyId)} className="max-w-48" />
            </Link>
          ) : (
            '–'
          ),
      },
      {
        id: 'kind',
        header: t('mail:fields.kind'),
        meta: { hideBelow: '5xl' },
        cell: ({ row }) => t(`mail:kinds.${row.original.kind}`),
      },
      {
        id: 'createdAt',
        header: t('mail:fields.createdAt'),
        meta: { hideBelow: '6xl' },
        cell: ({ row }) => formatTimestamp(row.original.createdAt),
      },
      {
        id: 'sentAt',
        header: t('mail:fields.sentAt'),
        cell: ({ row }) => formatTimestamp(row.original.sentAt),
      },
    ],
    [t],
  );

  return (
    <ListScreen
      list={list}
      title={t('modules.mails')}
      rows={mails}
      columns={columns}
      rowId={(m) => String(m.mailId)}
      emptyText={t('mail:empty')}
      noMatchText={t('mail:noMatch')}
      filters={
        <>
          <OptionFilter
            legend={t('mail:fields.status')}
            options={MAIL_STATUSES.map((s) => ({ id: s, label: t(`mail:statuses.${s}`) }))}
            value={search.statuses}
            onChange={(v) => list.setFilters({ statuses: v })}
          />
          <OptionFilter
            legend={t('mail:fields.kind')}
            options={MAIL_KINDS.map((k) => ({ id: k, label: t(`mail:kinds.${k}`) }))}
            value={search.kinds}
            onChange={(v) => list.setFilters({ kinds: v })}
          />
        </>
      }
    />
  );
}
