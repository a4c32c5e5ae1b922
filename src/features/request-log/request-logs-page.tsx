/**
 * The request logs (/invoicerequests): every month run, real or simulation, newest first, with its
 * status (a pending run's progress moves: its query asks again every two seconds while a run on the
 * page is pending, and the hub's invoice events refresh it), its drafts, lines, errors and warnings,
 * who started it and when it started and finished. Filters by status and kind, search (the month,
 * who started it), paging, all in the URL. A row's month opens the run's log.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { Count } from '@/components/runs/run-parts';
import { RecordLink } from '@/components/data-table/record-link';
import { OptionFilter } from '@/components/filters/option-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { TruncatedText } from '@/components/ui/truncated-text';
import { formatTimestamp } from '@/shared/dates';
import type { RequestListItem } from '@/shared/schemas/invoice';
import { requestLogQueries } from './api/request-log-api';
import { RunKind, RunMonth, RunStatus } from './components/request-cells';
import { requestLogList } from './request-log-list';

const col = columnsOf<RequestListItem>();

export function RequestLogsPage() {
  const { t } = useTranslation();
  const list = useRouteListState(requestLogList);
  const runs = useQuery(requestLogQueries.list(list.query));

  const columns = useMemo(
    () => [
      col('month', t('requestLog:fields.month'), 'month', (r) => (
        <RecordLink to="/invoicerequests/$requestId" params={{ requestId: String(r.requestId) }} strong>
          <RunMonth month={r.month} />
        </RecordLink>
      )),
      col('kind', t('requestLog:fields.kind'), 'status', (r) => <RunKind simulation={r.simulation} />),
      col('status', t('requestLog:fields.status'), 'status', (r) => <RunStatus run={r} />),
      col('drafts', t('requestLog:fields.drafts'), 'number', (r) => <Count value={r.drafts} />),
      col('lines', t('requestLog:fields.lines'), { kind: 'number', hideBelow: '3xl' }, (r) => (
        <Count value={r.lines} />
      )),
      col('errors', t('requestLog:fields.errors'), 'number', (r) => <Count value={r.errors} tone="danger" />),
      col('warnings', t('requestLog:fields.warnings'), 'number', (r) => <Count value={r.warnings} tone="warning" />),
      col('userName', t('requestLog:fields.startedBy'), { grow: true }, (r) => (
        <TruncatedText text={r.userName ?? t('requestLog:system')} />
      )),
      col('createdAt', t('requestLog:fields.startedAt'), { kind: 'timestamp', hideBelow: '4xl' }, (r) =>
        formatTimestamp(r.createdAt),
      ),
      col('finishedAt', t('requestLog:fields.finishedAt'), { kind: 'timestamp', hideBelow: '5xl' }, (r) =>
        formatTimestamp(r.finishedAt),
      ),
    ],
    [t],
  );

  return (
    <ListScreen
      list={list}
      rows={runs}
      columns={columns}
      rowId={(r) => String(r.requestId)}
      texts="requestLog:"
      savedFilters={false}
      filters={
        <>
          <OptionFilter
            legend={t('requestLog:fields.status')}
            {...list.codes('statuses', (s) => t(`requestLog:statuses.${s}`))}
          />
          <OptionFilter
            legend={t('requestLog:fields.kind')}
            {...list.codes('kinds', (k) => t(`requestLog:kinds.${k}`))}
          />
        </>
      }
    />
  );
}
