/**
 * The IP plan: address ranges and the active contracts they are assigned to, searchable (an address
 * finds the range holding it), sortable, paged (state in the URL), with an add/edit dialog.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { Pagination } from '@/components/data-table/pagination';
import { FilterSidebar } from '@/components/filters/filter-sidebar';
import { SearchInput } from '@/components/filters/search-input';
import { Button } from '@/components/ui/button';
import { useListShortcuts } from '@/hooks/use-list-shortcuts';
import { useListState, type SearchUpdater } from '@/hooks/use-list-state';
import type { FilterSpec, ListSearch } from '@/lib/list-search';
import { formatTimestamp } from '@/shared/dates';
import type { IpRange } from '@/shared/schemas/ip-range';
import { SavedFilters } from '@/components/saved-filters/saved-filters';
import { useAccess } from '@/hooks/use-access';
import { TruncatedText } from '@/components/ui/truncated-text';
import { ipRangeQueries } from './api/ip-range-api';
import { IP_RANGE_SORT_COLUMNS } from '@/shared/constants/ip-range';

const route = getRouteApi('/_app/ipPlan');
/** The form (react-hook-form + zod) loads when the dialog first opens, not with the list. */
const IpRangeDialog = lazy(() => import('./components/ip-range-form').then((m) => ({ default: m.IpRangeDialog })));

const NO_FILTERS = {} satisfies FilterSpec;

export function IpRangesPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const canEdit = useAccess().canEdit('ipplan');
  const update = useCallback<SearchUpdater<ListSearch>>(
    (change) => void navigate({ search: (s) => change(s) }),
    [navigate],
  );
  const list = useListState(search, update, NO_FILTERS, IP_RANGE_SORT_COLUMNS);
  const records = useQuery(ipRangeQueries.list(list.query));
  const [editing, setEditing] = useState<IpRange | 'new' | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useListShortcuts({
    onAdd: canEdit ? () => setEditing('new') : undefined,
    onRefresh: () => void records.refetch(),
    searchRef,
  });

  const columns = useMemo<ColumnDef<IpRange, unknown>[]>(
    () => [
      {
        id: 'startAddress',
        header: t('ipRange:fields.range'),
        cell: ({ row }) => (
          <span className="font-mono text-sm">
            {row.original.startAddress} – {row.original.endAddress}
          </span>
        ),
      },
      {
        id: 'size',
        header: t('ipRange:fields.size'),
        cell: ({ row }) => (
          <span className="tabular-nums">
            {row.original.size}
            {row.original.cidr && (
              <span className="ml-2 font-mono text-xs text-slate-700">/{row.original.cidr.split('/')[1]}</span>
            )}
          </span>
        ),
      },
      {
        id: 'contract',
        header: t('ipRange:fields.contract'),
        cell: ({ row }) => (
          <Link
            to="/contract/$contractId"
            params={{ contractId: String(row.original.contractId) }}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {row.original.contractNumber}
          </Link>
        ),
      },
      {
        id: 'customer',
        header: t('ipRange:fields.customer'),
        meta: { grow: true },
        cell: ({ row }) => <TruncatedText text={row.original.customerName} />,
      },
      {
        id: 'description',
        header: t('ipRange:fields.description'),
        meta: { hideBelow: '3xl' },
        cell: ({ row }) => <TruncatedText text={row.original.description ?? '–'} className="max-w-48" />,
      },
      {
        id: 'updatedAt',
        header: t('ipRange:fields.updatedAt'),
        meta: { hideBelow: '4xl' },
        cell: ({ row }) => formatTimestamp(row.original.updatedAt),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('list.actions')}</span>,
        cell: ({ row }) =>
          canEdit ? (
            <Button
              variant="ghost"
              onClick={() => setEditing(row.original)}
              aria-label={t('ipRange:editNamed', {
                range: `${row.original.startAddress} – ${row.original.endAddress}`,
              })}
            >
              {t('actions.edit')}
            </Button>
          ) : null,
      },
    ],
    [t, canEdit],
  );

  return (
    <section aria-labelledby="ip-ranges-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="ip-ranges-title" className="text-2xl font-semibold">
          {t('modules.ipplan')}
        </h1>
        {canEdit && <Button onClick={() => setEditing('new')}>{t('ipRange:add')}</Button>}
      </div>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <FilterSidebar activeCount={list.activeFilters} onReset={list.reset}>
          <SavedFilters
            screen="ip-ranges"
            moduleKey="ipplan"
            currentValues={list.savedValues}
            onApply={list.applySaved}
          />
        </FilterSidebar>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <SearchInput
            ref={searchRef}
            value={list.searchText}
            onChange={list.setSearchText}
            placeholder={t('ipRange:searchPlaceholder')}
          />
          <DataTable
            caption={t('modules.ipplan')}
            data={records.data?.items}
            columns={columns}
            sortable={IP_RANGE_SORT_COLUMNS}
            orderBys={list.query.orderBys}
            onOrderBysChange={list.setSort}
            getRowId={(r) => String(r.ipRangeId)}
            loading={records.isPending}
            refreshing={records.isPlaceholderData}
            placeholderRows={list.pageSize}
            empty={
              <div className="flex flex-col items-center gap-3">
                <p>{list.query.searchText ? t('ipRange:noMatch') : t('ipRange:empty')}</p>
                {canEdit && <Button onClick={() => setEditing('new')}>{t('ipRange:add')}</Button>}
              </div>
            }
          />
          <Pagination
            pageIndex={list.pageIndex}
            pageSize={list.pageSize}
            totalCount={records.data?.totalCount}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        </div>
      </div>
      {editing !== null && (
        <Suspense fallback={null}>
          <IpRangeDialog open record={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </section>
  );
}
