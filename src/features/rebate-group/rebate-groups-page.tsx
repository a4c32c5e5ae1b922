/** Rebate groups: searchable, sortable, paged list (state in the URL) with a create/edit dialog. */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { Pagination } from '@/components/data-table/pagination';
import { Button } from '@/components/ui/button';
import { useListShortcuts } from '@/hooks/use-list-shortcuts';
import { withReset } from '@/lib/list-search';
import { REBATE_GROUP_SORT_COLUMNS } from '@/schemas/constants';
import type { RebateGroup } from '@/schemas/rebate-group';
import { useUiStore } from '@/stores/ui-store';
import { useAccess } from '@/features/security/use-access';
import { rebateGroupQueries } from './api/rebate-group-queries';

const route = getRouteApi('/_app/rebategroups');
/** The form (react-hook-form + zod) loads when the dialog first opens, not with the list. */
const RebateGroupDialog = lazy(() =>
  import('./components/rebate-group-form').then((m) => ({ default: m.RebateGroupDialog })),
);
const percent = new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function RebateGroupsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const savedPageSize = useUiStore((s) => s.pageSize);
  const canEdit = useAccess().canEdit('rebategroups');
  const pageSize = search.pageSize ?? savedPageSize;
  const pageIndex = search.pageIndex ?? 1;
  const params = {
    pageIndex,
    pageSize,
    searchText: search.searchText?.trim(),
    orderBys: search.sort ? [search.sort] : undefined,
  };
  const list = useQuery(rebateGroupQueries.list(params));
  const [editing, setEditing] = useState<RebateGroup | 'new' | null>(null);
  const [text, setText] = useState(search.searchText ?? '');
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  useListShortcuts({
    onAdd: canEdit ? () => setEditing('new') : undefined,
    onRefresh: () => void list.refetch(),
    searchRef,
  });

  // Typing searches after a short pause; the URL (and so the back button) follows.
  useEffect(() => {
    if ((search.searchText ?? '') === text) return;
    const timer = setTimeout(
      () => void navigate({ search: (s) => withReset(s, { searchText: text || undefined }) }),
      300,
    );
    return () => clearTimeout(timer);
  }, [text, search.searchText, navigate]);

  const columns = useMemo<ColumnDef<RebateGroup, unknown>[]>(
    () => [
      { id: 'description', header: t('rebateGroup.fields.description'), accessorKey: 'description' },
      {
        id: 'rebatePercentage',
        header: t('rebateGroup.fields.rebatePercentage'),
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
              onClick={() => setEditing(c.row.original)}
              aria-label={t('rebateGroup.editNamed', { name: c.row.original.description })}
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
        {canEdit && <Button onClick={() => setEditing('new')}>{t('rebateGroup.add')}</Button>}
      </div>
      <div className="mb-3 flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium">
          {t('list.search')}
        </label>
        <input
          id={searchId}
          ref={searchRef}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="w-full max-w-sm rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
      </div>
      <DataTable
        caption={t('modules.rebategroups')}
        data={list.data?.items}
        columns={columns}
        sortable={REBATE_GROUP_SORT_COLUMNS}
        orderBys={search.sort ? [search.sort] : undefined}
        onOrderBysChange={(orderBys) => void navigate({ search: (s) => ({ ...s, sort: orderBys?.[0] }) })}
        getRowId={(g) => String(g.rebateGroupId)}
        loading={list.isPending}
        empty={
          <div className="flex flex-col items-center gap-3">
            <p>{t('rebateGroup.empty')}</p>
            {canEdit && <Button onClick={() => setEditing('new')}>{t('rebateGroup.add')}</Button>}
          </div>
        }
      />
      <Pagination
        pageIndex={pageIndex}
        pageSize={pageSize}
        totalCount={list.data?.totalCount}
        onPageChange={(p) => void navigate({ search: (s) => ({ ...s, pageIndex: p > 1 ? p : undefined }) })}
        onPageSizeChange={(size) => {
          useUiStore.getState().setPageSize(size);
          void navigate({ search: (s) => withReset(s, { pageSize: size }) });
        }}
      />
      {editing !== null && (
        <Suspense fallback={null}>
          <RebateGroupDialog open group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </section>
  );
}
