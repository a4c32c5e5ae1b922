/** Rebate groups: searchable, sortable, paged list (state in the URL) with a create/edit dialog. */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { Pagination } from '@/components/data-table/pagination';
import { Button } from '@/components/ui/button';
import { TruncatedText } from '@/components/ui/truncated-text';
import { FilterSidebar } from '@/components/filters/filter-sidebar';
import { SearchInput } from '@/components/filters/search-input';
import { useListShortcuts } from '@/hooks/use-list-shortcuts';
import { useListState, type SearchUpdater } from '@/hooks/use-list-state';
import type { FilterSpec, ListSearch } from '@/lib/list-search';
import type { RebateGroup } from '@/shared/schemas/rebate-group';
import { SavedFilters } from '@/components/saved-filters/saved-filters';
import { useAccess } from '@/hooks/use-access';
import { rebateGroupQueries } from './api/rebate-group-api';
import { REBATE_GROUP_SORT_COLUMNS } from '@/shared/constants/rebate-group';

const route = getRouteApi('/_app/rebategroups');
/** The form (react-hook-form + zod) loads when the dialog first opens, not with the list. */
const RebateGroupDialog = lazy(() =>
  import('./components/rebate-group-form').then((m) => ({ default: m.RebateGroupDialog })),
);
const percent = new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const NO_FILTERS = {} satisfies FilterSpec;

export function RebateGroupsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const canEdit = useAccess().canEdit('rebategroups');
  const update = useCallback<SearchUpdater<ListSearch>>(
    (change) => void navigate({ search: (s) => change(s) }),
    [navigate],
  );
  const list = useListState(search, update, NO_FILTERS, REBATE_GROUP_SORT_COLUMNS);
  const groups = useQuery(rebateGroupQueries.list(list.query));
  const [editing, setEditing] = useState<RebateGroup | 'new' | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useListShortcuts({
    onAdd: canEdit ? () => setEditing('new') : undefined,
    onRefresh: () => void groups.refetch(),
    searchRef,
  });

  const columns = useMemo<ColumnDef<RebateGroup, unknown>[]>(
    () => [
      {
        id: 'description',
        header: t('rebateGroup:fields.description'),
        meta: { grow: true },
        cell: ({ row }) => <TruncatedText text={row.original.description} />,
      },
      {
        id: 'rebatePercentage',
        header: t('rebateGroup:fields.rebatePercentage'),
        accessorKey: 'rebatePercentage',
        cell: (c) => `${percent.format(c.getValue() as number)} %`,
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('list.actions')}</span>,
        cell: (c) =>
          canEdit ? (
            <Button
              variant="ghost"
              className="px-2 py-1"
              onClick={() => setEditing(c.row.original)}
              aria-label={t('rebateGroup:editNamed', { name: c.row.original.description })}
            >
              {t('actions.edit')}
            </Button>
          ) : null,
      },
    ],
    [t, canEdit],
  );

  return (
    <section aria-labelledby="rebate-groups-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="rebate-groups-title" className="text-2xl font-semibold">
          {t('modules.rebategroups')}
        </h1>
        {canEdit && <Button onClick={() => setEditing('new')}>{t('rebateGroup:add')}</Button>}
      </div>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <FilterSidebar activeCount={list.activeFilters} onReset={list.reset}>
          <SavedFilters
            screen="rebategroups"
            moduleKey="rebategroups"
            currentValues={list.savedValues}
            onApply={list.applySaved}
          />
        </FilterSidebar>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <SearchInput ref={searchRef} value={list.searchText} onChange={list.setSearchText} />
          <DataTable
            caption={t('modules.rebategroups')}
            data={groups.data?.items}
            columns={columns}
            sortable={REBATE_GROUP_SORT_COLUMNS}
            orderBys={list.query.orderBys}
            onOrderBysChange={list.setSort}
            getRowId={(g) => String(g.rebateGroupId)}
            loading={groups.isPending}
            refreshing={groups.isPlaceholderData}
            placeholderRows={list.pageSize}
            empty={
              <div className="flex flex-col items-center gap-3">
                <p>{t('rebateGroup:empty')}</p>
                {canEdit && <Button onClick={() => setEditing('new')}>{t('rebateGroup:add')}</Button>}
              </div>
            }
          />
          <Pagination
            pageIndex={list.pageIndex}
            pageSize={list.pageSize}
            totalCount={groups.data?.totalCount}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        </div>
      </div>
      {editing !== null && (
        <Suspense fallback={null}>
          <RebateGroupDialog open group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </section>
  );
}
