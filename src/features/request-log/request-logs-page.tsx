/**
 * The request logs (/invoicerequests): every month run, real or simulation, newest first, with its
 * status (a pending run's progress moves: its query asks again every two seconds while a run on the
 * page is pending, and the hub's invoice events refresh it), its drafts, lines, errors and warnings,
 * who started it and when it started and finished. Filters by status and kind, search (the month,
 * who started it), paging, all in the URL. A row's month opens the run's log.
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
import type { RequestListItem } from '@/shared/schemas/invoice';
import { REQUEST_STATUSES } from '@/shared/constants/request-log';
import { requestLogQueries } from './api/request-log-api';
import { RunKind, RunMonth, RunStatus } from './components/request-cells';
import { REQUEST_KINDS, requestLogList } from './request-log-list';

/** A count that needs attention reads as such; zero stays quiet. */
function Count({ value, tone }: { value: number; tone?: 'danger' | 'warning' }) {
  const colour =
    value > 0 && tone === 'danger' ? 'text-red-800' : value > 0 && tone === 'warning' ? 'text-amber-900' : '';
  return <span className={`tabular-nums ${value > 0 && tone ? `font-semibold ${colour}` : ''}`}>{value}</span>;
}

export function RequestLogsPage() {
  const { t } = useTranslation();
  const list = useRouteListState(requestLogList);
  const runs = useQuery(requestLogQueries.list(list.query));

  const columns = useMemo<ColumnDef<RequestListItem, unknown>[]>(
    () => [
      {
        id: 'month',
        header: t('requestLog:fields.month'),
        cell: ({ row }) => (
          <Link
            to="/invoicerequests/$requestId"
            params={{ requestId: String(row.original.requestId) }}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            <RunMonth month={row.original.month} />
          </Link>
        ),
      },
      {
        id: 'kind',
        header: t('requestLog:fields.kind'),
        cell: ({ row }) => <RunKind simulation={row.original.simulation} />,
      },
      {
        id: 'status',
        header: t('requestLog:fields.status'),
        cell: ({ row }) => <RunStatus run={row.original} />,
      },
      {
        id: 'drafts',
        header: t('requestLog:fields.drafts'),
        cell: ({ row }) => <Count value={row.original.drafts} />,
      },
      {
        id: 'lines',
        header: t('requestLog:fields.lines'),
        meta: { hideBelow: '3xl' },
        cell: ({ row }) => <Count value={row.original.lines} />,
      },
      {
        id: 'errors',
        header: t('requestLog:fields.errors'),
        cell: ({ row }) => <Count value={row.original.errors} tone="danger" />,
      },
      {
        id: 'warnings',
        header: t('requestLog:fields.warnings'),
        cell: ({ row }) => <Count value={row.original.warnings} tone="warning" />,
      },
      {
        id: 'userName',
        header: t('requestLog:fields.startedBy'),
        meta: { grow: true },
        cell: ({ row }) => <TruncatedText text={row.original.userName ?? t('requestLog:system')} />,
      },
      {
        id: 'createdAt',
        header: t('requestLog:fields.startedAt'),
        meta: { hideBelow: '4xl' },
        cell: ({ row }) => formatTimestamp(row.original.createdAt),
      },
      {
        id: 'finishedAt',
        header: t('requestLog:fields.finishedAt'),
        meta: { hideBelow: '5xl' },
        cell: ({ row }) => formatTimestamp(row.original.finishedAt),
      },
    ],
    [t],
  );

  return (
    <ListScreen
      list={list}
      title={t('modules.requestlogs')}
      rows={runs}
      columns={columns}
      rowId={(r) => String(r.requestId)}
      emptyText={t('requestLog:empty')}
      noMatchText={t('requestLog:noMatch')}
      searchPlaceholder={t('requestLog:searchPlaceholder')}
      failedText={t('requestLog:loadFailed')}
      savedFilters={false}
      filters={
        <>
          <OptionFilter
            legend={t('requestLog:fields.status')}
            options={REQUEST_STATUSES.map((s) => ({ id: s, label: t(`requestLog:statuses.${s}`) }))}
            value={list.search.statuses}
            onChange={(v) => list.setFilters({ statuses: v })}
          />
          <OptionFilter
            legend={t('requestLog:fields.kind')}
            options={REQUEST_KINDS.map((k) => ({ id: k, label: t(`requestLog:kinds.${k}`) }))}
            value={list.search.kinds}
            onChange={(v) => list.setFilters({ kinds: v })}
          />
        </>
      }
    />
  );
}
