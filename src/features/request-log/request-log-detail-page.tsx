/**
 * A run's request log (/invoicerequests/{id}): its facts (month, kind, status with its progress,
 * drafts, lines, errors, warnings, who started it, when it started and finished) and its log lines,
 * a page at a time: each line's type, its message (from its code and values, in the screen's
 * language), the contract (a link to it) and its customer. Filter by type, search (the code, the
 * contract's number, the customer's name), paging, all in the URL. A pending run asks again every
 * two seconds, so its progress and its new lines show as the run goes.
 */
import { DetailSkeleton, DetailUnavailable, isMissingRecord } from '@/components/layout/detail-states';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { ListEmpty } from '@/components/data-table/list-empty';
import { Pagination } from '@/components/data-table/pagination';
import { SearchInput } from '@/components/filters/search-input';
import { Block, Facts } from '@/components/layout/block';
import { Badge } from '@/components/ui/badge';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useListShortcuts } from '@/hooks/use-list-shortcuts';
import { useListState, type SearchUpdater } from '@/hooks/use-list-state';
import { formatTimestamp } from '@/shared/dates';
import type { RequestDetail, RequestListItem } from '@/shared/schemas/invoice';
import { requestLogQueries } from './api/request-log-api';
import { formatMonth, RunKind, RunStatus } from './components/request-cells';
import { useDetailMessage } from './components/detail-message';
import { TypeToggles } from './components/type-toggles';
import {
  DETAIL_TYPE_TONE,
  NO_SORT,
  REQUEST_DETAIL_FILTERS,
  requestDetailQueryOf,
  requestIdOf,
  type RequestDetailSearch,
} from './request-log-filters';

const route = getRouteApi('/_app/invoicerequests/$requestId');
type DetailItem = RequestDetail['details']['items'][number];

export function RequestLogDetailPage() {
  const { t } = useTranslation();
  const { requestId } = route.useParams();
  const id = requestIdOf(requestId);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = useCallback<SearchUpdater<RequestDetailSearch>>(
    (change) => void navigate({ search: (s) => change(s) }),
    [navigate],
  );
  const list = useListState(search, update, REQUEST_DETAIL_FILTERS, NO_SORT);
  const detail = useQuery({
    ...requestLogQueries.detail(id ?? 0, requestDetailQueryOf(search, list.pageSize)),
    enabled: id !== null,
  });

  if (id !== null && detail.isPending) return <DetailSkeleton body="h-96" />;
  if (id !== null && detail.data)
    return (
      <RequestScreen
        run={detail.data.request}
        details={detail.data.details}
        list={list}
        search={search}
        refreshing={detail.isPlaceholderData}
        onRefresh={() => void detail.refetch()}
      />
    );
  return (
    <DetailUnavailable
      missing={id === null || isMissingRecord(detail.error)}
      notFoundTitle={t('requestLog:notFound')}
      notFoundText={t('requestLog:notFoundText', { key: requestId })}
      failedText={t('requestLog:loadFailed')}
      onRetry={() => void detail.refetch()}
    >
      <Link to="/invoicerequests" className="text-brand-700 underline underline-offset-2">
        {t('requestLog:backToList')}
      </Link>
    </DetailUnavailable>
  );
}

type ScreenProps = {
  run: RequestListItem;
  details: RequestDetail['details'];
  list: ReturnType<typeof useListState<typeof REQUEST_DETAIL_FILTERS>>;
  search: RequestDetailSearch;
  refreshing: boolean;
  onRefresh: () => void;
};

function RequestScreen({ run, details, list, search, refreshing, onRefresh }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const messageOf = useDetailMessage();
  const searchRef = useRef<HTMLInputElement>(null);
  useListShortcuts({ onRefresh, searchRef });
  const month = formatMonth(run.month, i18n.language);
  const title = t(run.simulation ? 'requestLog:titleSimulation' : 'requestLog:titleReal', { month });

  const columns = useMemo<ColumnDef<DetailItem, unknown>[]>(
    () => [
      {
        id: 'type',
        header: t('requestLog:fields.type'),
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
        cell: ({ row }) =>
          row.original.contractId === null ? (
            '–'
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
          row.original.customerName ? <TruncatedText text={row.original.customerName} className="max-w-64" /> : '–',
      },
      {
        id: 'createdAt',
        header: t('requestLog:fields.loggedAt'),
        meta: { hideBelow: '5xl' },
        cell: ({ row }) => formatTimestamp(row.original.createdAt),
      },
    ],
    [t, messageOf],
  );

  const filtered = list.activeFilters > 0 || Boolean(list.query.searchText);
  return (
    <article aria-labelledby="request-title" className="flex max-w-[1400px] flex-col gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <Link to="/invoicerequests" className="text-sm text-brand-700 underline underline-offset-2">
          {t('requestLog:backToList')}
        </Link>
        <h1 id="request-title" className="w-full text-2xl font-semibold break-words">
          {title}
        </h1>
        <p className="flex w-full flex-wrap items-center gap-3 text-slate-700">
          <RunKind simulation={run.simulation} />
          <RunStatus run={run} wide />
        </p>
      </header>
      <div className="grid gap-4 lg:grid-cols-2">
        <Block title={t('requestLog:blocks.run')}>
          <Facts
            rows={[
              [t('requestLog:fields.month'), month],
              [t('requestLog:fields.kind'), t(`requestLog:kinds.${run.simulation ? 'simulation' : 'real'}`)],
              [t('requestLog:fields.status'), t(`requestLog:statuses.${run.status}`)],
              [t('requestLog:fields.startedBy'), run.userName ?? t('requestLog:system')],
              [t('requestLog:fields.startedAt'), formatTimestamp(run.createdAt)],
              [t('requestLog:fields.finishedAt'), formatTimestamp(run.finishedAt)],
            ]}
          />
        </Block>
        <Block title={t('requestLog:blocks.outcome')}>
          <Facts
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
        </Block>
      </div>
      <section aria-labelledby="request-details-title" className="flex flex-col gap-3">
        <h2 id="request-details-title" className="text-lg font-semibold">
          {t('requestLog:blocks.details')}
        </h2>
        <div className="flex flex-wrap items-end gap-6">
          <SearchInput
            ref={searchRef}
            value={list.searchText}
            onChange={list.setSearchText}
            placeholder={t('requestLog:detailSearchPlaceholder')}
          />
          <TypeToggles value={search.types} onChange={(types) => list.setFilters({ types })} />
        </div>
        <DataTable
          caption={t('requestLog:blocks.details')}
          data={details.items}
          columns={columns}
          orderBys={undefined}
          onOrderBysChange={() => undefined}
          getRowId={(d) => String(d.detailId)}
          loading={false}
          refreshing={refreshing}
          placeholderRows={list.pageSize}
          empty={
            <ListEmpty
              filtered={filtered}
              onReset={list.reset}
              emptyText={t(run.status === 'pending' ? 'requestLog:detailsEmptyPending' : 'requestLog:detailsEmpty')}
              noMatchText={t('requestLog:noMatch')}
            />
          }
        />
        <Pagination
          pageIndex={list.pageIndex}
          pageSize={list.pageSize}
          totalCount={details.totalCount}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
        />
      </section>
    </article>
  );
}
