/**
 * A run's request log (/invoicerequests/{id}): its facts (month, kind, status with its progress,
 * drafts, lines, errors, warnings, who started it, when it started and finished) and its log lines,
 * a page at a time: each line's type, its message (from its code and values, in the screen's
 * language), the contract (a link to it) and its customer. Filter by type, search (the code, the
 * contract's number, the customer's name), paging, all in the URL. A pending run asks again every
 * two seconds, so its progress and its new lines show as the run goes.
 */
import { Link } from '@tanstack/react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { FactsBlock } from '@/components/layout/block';
import { RecordDetail } from '@/components/detail/detail-states';
import { DetailScreen } from '@/components/detail/detail-screen';
import { BackLink } from '@/components/detail/links';
import { ToggleRow } from '@/components/runs/run-parts';
import { RecordRows } from '@/components/list-screen/record-rows';
import { useRouteListState, type RouteListState } from '@/components/list-screen/use-route-list-state';
import { Badge } from '@/components/ui/badge';
import { TruncatedText } from '@/components/ui/truncated-text';
import { formatMonth, formatTimestamp } from '@/shared/dates';
import type { RequestDetail } from '@/shared/schemas/invoice';
import { REQUEST_DETAIL_TYPES, type RequestDetailType } from '@/shared/constants/request-log';
import type { Tone } from '@/shared/tone';
import { EMPTY } from '@/shared/format';
import { requestLogQueries } from './api/request-log-api';
import { RunKind, RunStatus } from './components/request-cells';
import { useDetailMessage } from './components/detail-message';
import { requestLinesList } from './request-log-list';

type DetailItem = RequestDetail['details']['items'][number];

/** A log line's badge: an error is what left an item out, a warning what is worth a look. */
const DETAIL_TYPE_TONE: Readonly<Record<RequestDetailType, Tone>> = {
  error: 'danger',
  warning: 'warning',
  info: 'info',
};

const col = columnsOf<DetailItem>();

export function RequestLogDetailPage() {
  const { t } = useTranslation();
  const list = useRouteListState(requestLinesList);
  return (
    <RecordDetail
      param="requestId"
      query={(id) => requestLogQueries.detail(id, list.query)}
      texts="requestLog:"
      back="/invoicerequests"
      skeleton="h-96"
      failedText={t('requestLog:loadFailed')}
    >
      {(detail, query) => <RequestScreen detail={detail} list={list} query={query} />}
    </RecordDetail>
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

  const columns = useMemo(
    () => [
      col('type', t('requestLog:fields.type'), 'status', (d) => (
        <Badge tone={DETAIL_TYPE_TONE[d.type]}>{t(`requestLog:types.${d.type}`)}</Badge>
      )),
      col('message', t('requestLog:fields.message'), { grow: true }, (d) => <TruncatedText text={messageOf(d)} />),
      col('contract', t('requestLog:fields.contract'), 'code', (d) =>
        d.contractId === null ? (
          EMPTY
        ) : (
          <Link
            to="/contract/$contractId"
            params={{ contractId: String(d.contractId) }}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {d.contractNumber ?? String(d.contractId)}
          </Link>
        ),
      ),
      col('customer', t('requestLog:fields.customer'), { hideBelow: '3xl' }, (d) =>
        d.customerName ? <TruncatedText text={d.customerName} className="max-w-64" /> : EMPTY,
      ),
      col('createdAt', t('requestLog:fields.loggedAt'), { kind: 'timestamp', hideBelow: '5xl' }, (d) =>
        formatTimestamp(d.createdAt),
      ),
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
