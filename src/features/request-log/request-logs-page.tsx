/**
 * The request logs (/invoicerequests): every month run, real or simulation, newest first, with its
 * status (a pending run's progress moves: its query asks again every two seconds while a run on the
 * page is pending, and the hub's invoice events refresh it), its drafts, lines, errors and warnings,
 * who started it and when it started and finished. Filters by status and kind, search (the month,
 * who started it), paging, all in the URL. A row's month opens the run's log.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { ListEmpty } from '@/components/data-table/list-empty';
import { Pagination } from '@/components/data-table/pagination';
import { FilterSidebar } from '@/components/filters/filter-sidebar';
import { OptionFilter } from '@/components/filters/option-filter';
import { SearchInput } from '@/components/filters/search-input';
import { Button } from '@/components/ui/button';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useListShortcuts } from '@/hooks/use-list-shortcuts';
import { useListState, type SearchUpdater } from '@/hooks/use-list-state';
import { formatTimestamp } from '@/shared/dates';
import type { RequestListItem } from '@/shared/schemas/invoice';
import { requestLogQueries } from './api/request-log-api';
import { RunKind, RunMonth, RunStatus } from './components/request-cells';
import {
  NO_SORT,
  REQUEST_KINDS,
  REQUEST_LOG_FILTERS,
  requestListQueryOf,
  type RequestLogSearch,
} from './request-log-filters';
import { REQUEST_STATUSES } from '@/shared/constants/request-log';

const route = getRouteApi('/_app/invoicerequests/');

/** A count that needs attention reads as such; zero stays quiet. */
function Count({ value, tone }: { value: number; tone?: 'danger' | 'warning' }) {
  const colour =
    value > 0 && tone === 'danger' ? 'text-red-800' : value > 0 && tone === 'warning' ? 'text-amber-900' : '';
  return <span className={`tabular-nums ${value > 0 && tone ? `font-semibold ${colour}` : ''}`}>{value}</span>;
}

export function RequestLogsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = useCallback<SearchUpdater<RequestLogSearch>>(
    (change) => void navigate({ search: (s) => change(s) }),
    [navigate],
  );
  const list = useListState(search, update, REQUEST_LOG_FILTERS, NO_SORT);
  const runs = useQuery(requestLogQueries.list(requestListQueryOf(search, list.pageSize)));
  const searchRef = useRef<HTMLInputElement>(null);
  useListShortcuts({ onRefresh: () => void runs.refetch(), searchRef });

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

  const filtered = list.activeFilters > 0 || Boolean(list.query.searchText);
  return (
    <section aria-labelledby="request-logs-title" className="flex flex-col gap-4">
      <h1 id="request-logs-title" className="text-2xl font-semibold">
        {t('modules.requestlogs')}
      </h1>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <FilterSidebar activeCount={list.activeFilters} onReset={list.reset}>
          <OptionFilter
            legend={t('requestLog:fields.status')}
            options={REQUEST_STATUSES.map((s) => ({ id: s, label: t(`requestLog:statuses.${s}`) }))}
            value={search.statuses}
            onChange={(v) => list.setFilters({ statuses: v })}
          />
          <OptionFilter
            legend={t('requestLog:fields.kind')}
            options={REQUEST_KINDS.map((k) => ({ id: k, label: t(`requestLog:kinds.${k}`) }))}
            value={search.kinds}
            onChange={(v) => list.setFilters({ kinds: v })}
          />
        </FilterSidebar>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <SearchInput
            ref={searchRef}
            value={list.searchText}
            onChange={list.setSearchText}
            placeholder={t('requestLog:searchPlaceholder')}
          />
          {runs.isError && !runs.data ? (
            <div
              role="alert"
              className="flex flex-col items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4"
            >
              <p className="text-red-800">{t('requestLog:loadFailed')}</p>
              <Button variant="secondary" onClick={() => void runs.refetch()}>
                {t('actions.retry')}
              </Button>
            </div>
          ) : (
            <DataTable
              caption={t('modules.requestlogs')}
              data={runs.data?.items}
              columns={columns}
              orderBys={undefined}
              onOrderBysChange={() => undefined}
              getRowId={(r) => String(r.requestId)}
              loading={runs.isPending}
              refreshing={runs.isPlaceholderData}
              placeholderRows={list.pageSize}
              empty={
                <ListEmpty
                  filtered={filtered}
                  onReset={list.reset}
                  emptyText={t('requestLog:empty')}
                  noMatchText={t('requestLog:noMatch')}
                />
              }
            />
          )}
          <Pagination
            pageIndex={list.pageIndex}
            pageSize={list.pageSize}
            totalCount={runs.data?.totalCount}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        </div>
      </div>
    </section>
  );
}
