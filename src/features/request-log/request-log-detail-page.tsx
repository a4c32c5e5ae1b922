/**
 * A run's request log (/invoicerequests/{id}): its facts (month, kind, status with its progress,
 * drafts, lines, errors, warnings, who started it, when it started and finished) and its log lines,
 * a page at a time: each line's type, its message (from its code and values, in the screen's
 * language), the contract (a link to it) and its customer. Filter by type, search (the code, the
 * contract's number, the customer's name), paging, all in the URL. A pending run asks again every
 * two seconds, so its progress and its new lines show as the run goes.
 */
import { getRouteApi, Link } from '@tanstack/react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FactsBlock } from '@/components/layout/block';
import { DetailQuery, useRecordQuery } from '@/components/detail/detail-states';
import { DetailScreen } from '@/components/detail/detail-screen';
import { BackLink, TextLink } from '@/components/detail/links';
import { ToggleRow } from '@/components/runs/run-parts';
import { RecordRows } from '@/components/list-screen/record-rows';
import { useRouteListState, type RouteListState } from '@/components/list-screen/use-route-list-state';
import { Badge } from '@/components/ui/badge';
import { TruncatedText } from '@/components/ui/truncated-text';
import { idOfSegment } from '@/lib/url';
import { formatMonth, formatTimestamp } from '@/shared/dates';
import type { RequestDetail } from '@/shared/schemas/invoice';
import { REQUEST_DETAIL_TYPES, type RequestDetailType } from '@/shared/constants/request-log';
import type { Tone } from '@/shared/tone';
import { EMPTY } from '@/shared/format';
import { requestLogQueries } from './api/request-log-api';
import { RunKind, RunStatus } from './components/request-cells';
import { useDetailMessage } from './components/detail-message';
import { requestLinesList } from './request-log-list';

const route = getRouteApi('/_app/invoicerequests/$requestId');
type DetailItem = RequestDetail['details']['items'][number];

/** A log line's badge: an error is what left an item out, a warning what is worth a look. */
const DETAIL_TYPE_TONE: Readonly<Record<RequestDetailType, Tone>> = {
  error: 'danger',
  warning: 'warning',
  info: 'info',
};

export function RequestLogDetailPage() {
  const { t } = useTranslation();
  const { requestId } = route.useParams();
  const list = useRouteListState(requestLinesList);
  const query = useRecordQuery(idOfSegment(requestId), (id) => requestLogQueries.detail(id, list.query));
  return (
    <DetailQuery
      query={query}
      skeleton="h-96"
      render={(detail) => <RequestScreen detail={detail} list={list} query={query!} />}
      notFoundTitle={t('requestLog:notFound')}
      notFoundText={t('requestLog:notFoundText', { key: requestId })}
      failedText={t('requestLog:loadFailed')}
    >
      <TextLink to="/invoicerequests">{t('requestLog:backToList')}</TextLink>
    </DetailQuery>
  );
}

type ScreenProps = {
  detail: RequestDetail;
  list: RouteListState<(typeof requestLinesList)['filters'], object, ReturnType<typeof requestLinesList.query & {}>>;
  query: UseQueryResult<RequestDetail>;
};

function RequestScreen({ detail, list, query }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const run = detail.request;
  const messageOf = useDetailMessage();
  const month = formatMonth(run.month, i18n.language);
  const title = t(run.simulation ? 'requestLog:titleSimulation' : 'requestLog:titleReal', { month });

  const columns = useMemo<ColumnDef<DetailItem, unknown>[]>(
    () => [
      {
        id: 'type',
        header: t('requestLog:fields.type'),
        meta: { kind: 'status' },
        cell: ({ row }) => (
          <Badge tone={DETAIL_TYPE_TONE[row.original.type]}>{t(`requestLog:types.${row.original.type}`)}</Badge>
        ),
      },
      {
        id: 'message',
        header: t('requestLog:fields.message'),
        meta: { grow: true },
        cell: ({ row }) => <TruncatedText text={messageOf(row.original)} />,
      },
      {
        id: 'contract',
        header: t('requestLog:fields.contract'),
        meta: { kind: 'code' },
        cell: ({ row }) =>
          row.original.contractId === null ? (
            EMPTY
          ) : (
            <Link
              to="/contract/$contractId"
              params={{ contractId: String(row.original.contractId) }}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {row.original.contractNumber ?? String(row.original.contractId)}
            </Link>
          ),
      },
      {
        id: 'customer',
        header: t('requestLog:fields.customer'),
        meta: { hideBelow: '3xl' },
        cell: ({ row }) =>
          row.original.customerName ? <TruncatedText text={row.original.customerName} className="max-w-64" /> : EMPTY,
      },
      {
        id: 'createdAt',
        header: t('requestLog:fields.loggedAt'),
        meta: { kind: 'timestamp', hideBelow: '5xl' },
        cell: ({ row }) => formatTimestamp(row.original.createdAt),
      },
    ],
    [t, messageOf],
  );

  return (
    <DetailScreen
      titleId="request-title"
      back={<BackLink to="/invoicerequests">{t('requestLog:backToList')}</BackLink>}
      title={title}
      wrap
      line={
        <>
          <RunKind simulation={run.simulation} />
          <RunStatus run={run} wide />
        </>
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <FactsBlock
          title={t('requestLog:blocks.run')}
          rows={[
            [t('requestLog:fields.month'), month],
            [t('requestLog:fields.kind'), t(`requestLog:kinds.${run.simulation ? 'simulation' : 'real'}`)],
            [t('requestLog:fields.status'), t(`requestLog:statuses.${run.status}`)],
            [t('requestLog:fields.startedBy'), run.userName ?? t('requestLog:system')],
            [t('requestLog:fields.startedAt'), formatTimestamp(run.createdAt)],
            [t('requestLog:fields.finishedAt'), formatTimestamp(run.finishedAt)],
          ]}
        />
        <FactsBlock
          title={t('requestLog:blocks.outcome')}
          rows={[
            [
              t('requestLog:fields.contracts'),
              t('requestLog:progress.text', { done: run.doneContracts, total: run.totalContracts }),
            ],
            [t('requestLog:fields.drafts'), String(run.drafts)],
            [t('requestLog:fields.lines'), String(run.lines)],
            [t('requestLog:fields.errors'), String(run.errors)],
            [t('requestLog:fields.warnings'), String(run.warnings)],
          ]}
        />
      </div>
      <RecordRows
        list={list}
        title={t('requestLog:blocks.details')}
        rows={detail.details}
        query={query}
        columns={columns}
        rowId={(d) => String(d.detailId)}
        emptyText={t(run.status === 'pending' ? 'requestLog:detailsEmptyPending' : 'requestLog:detailsEmpty')}
        noMatchText={t('requestLog:noMatch')}
        searchPlaceholder={t('requestLog:detailSearchPlaceholder')}
        besideSearch={
          <ToggleRow
            legend={t('requestLog:fields.type')}
            values={REQUEST_DETAIL_TYPES}
            labelOf={(type) => t(`requestLog:types.${type}`)}
            value={list.search.types}
            onChange={(types) => list.setFilters({ types })}
          />
        }
      />
    </DetailScreen>
  );
}
