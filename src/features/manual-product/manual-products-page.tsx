/**
 * Manual products: search (code or description), the filter sidebar (status, active by default;
 * product type) with saved filters, server-side sorting and paging, all in the URL; with the edit
 * right, add and edit in a dialog and inactivate one product or the selected ones after a
 * confirmation.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { ListEmpty } from '@/components/data-table/list-empty';
import { Pagination } from '@/components/data-table/pagination';
import { FilterSidebar } from '@/components/filters/filter-sidebar';
import { OptionFilter } from '@/components/filters/option-filter';
import { SearchInput } from '@/components/filters/search-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useListShortcuts } from '@/hooks/use-list-shortcuts';
import { useListState, type SearchUpdater } from '@/hooks/use-list-state';
import { useSelection } from '@/hooks/use-selection';
import { showAlert } from '@/lib/alerts';
import type { ListSearchOf } from '@/lib/list-search';
import { formatDate } from '@/shared/dates';
import { formatMoney } from '@/shared/money';
import type { ManualProduct } from '@/shared/schemas/manual-product';
import { SavedFilters } from '@/components/saved-filters/saved-filters';
import { useAccess } from '@/hooks/use-access';
import { manualProductQueries, useSetManualProductsInactive } from './api/manual-product-api';
import { MANUAL_PRODUCT_FILTERS } from './manual-product-list';
import { MANUAL_PRODUCT_SORT_COLUMNS } from '@/shared/constants/manual-product';
import { MANUAL_PRODUCT_STATUSES } from '@/shared/constants/manual-product';

const route = getRouteApi('/_app/invoices/manualProducts');
type ManualProductSearch = ListSearchOf<typeof MANUAL_PRODUCT_FILTERS>;

/** The form (react-hook-form + zod) loads when the dialog first opens, not with the list. */
const ManualProductDialog = lazy(() =>
  import('./components/manual-product-form').then((m) => ({ default: m.ManualProductDialog })),
);

/** What the status filter shows when the URL names none: the server's default, active only. */
const DEFAULT_STATUSES: ManualProductSearch['statuses'] = ['active'];

export function ManualProductsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const canEdit = useAccess().canEdit('manualProducts');
  const update = useCallback<SearchUpdater<ManualProductSearch>>(
    (change) => void navigate({ search: (s) => change(s) }),
    [navigate],
  );
  const list = useListState(search, update, MANUAL_PRODUCT_FILTERS, MANUAL_PRODUCT_SORT_COLUMNS);
  const products = useQuery(manualProductQueries.list(list.query));
  const types = useQuery(manualProductQueries.productTypes());
  const items = products.data?.items;
  const ids = useMemo(() => (items ?? []).map((p) => String(p.manualProductId)), [items]);
  const selection = useSelection(ids);
  const [editing, setEditing] = useState<ManualProduct | 'new' | null>(null);
  const inactivate = useSetManualProductsInactive();
  const searchRef = useRef<HTMLInputElement>(null);
  const openAdd = () => setEditing('new');
  useListShortcuts({ onAdd: canEdit ? openAdd : undefined, onRefresh: () => void products.refetch(), searchRef });

  const typeLabel = useCallback(
    (code: string, description: string) => t(`manualProduct:types.${code}`, { defaultValue: description }),
    [t],
  );

  /** Inactivates the products; the ones refused (gone meanwhile) are named in a warning. */
  const runInactivate = useCallback(
    async (ids: number[]) => {
      const { outcomes } = await inactivate.mutateAsync(ids);
      const refused = outcomes.filter((o) => !o.ok).length;
      if (refused) showAlert('warning', t('manualProduct:notInactivated', { count: refused }));
      selection.clear();
    },
    [inactivate, selection, t],
  );

  const columns = useMemo<ColumnDef<ManualProduct, unknown>[]>(
    () => [
      {
        id: 'code',
        header: t('manualProduct:fields.code'),
        cell: ({ row }) => <span className="font-medium">{row.original.code}</span>,
      },
      {
        id: 'description',
        header: t('manualProduct:fields.description'),
        meta: { grow: true },
        cell: ({ row }) => <TruncatedText text={row.original.description} />,
      },
      {
        id: 'productType',
        header: t('manualProduct:fields.productType'),
        meta: { hideBelow: '5xl' },
        cell: ({ row }) => typeLabel(row.original.productTypeCode, row.original.productTypeDescription),
      },
      {
        id: 'unitPrice',
        header: t('manualProduct:fields.unitPrice'),
        cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.unitPrice)}</span>,
      },
      {
        id: 'unit',
        header: t('manualProduct:fields.unit'),
        meta: { hideBelow: '6xl' },
        cell: ({ row }) => t(`manualProduct:units.${row.original.unit}`),
      },
      {
        id: 'vatRate',
        header: t('manualProduct:fields.vatRate'),
        meta: { hideBelow: '4xl' },
        cell: ({ row }) => <span className="tabular-nums">{`${row.original.vatRate} %`}</span>,
      },
      {
        id: 'status',
        header: t('manualProduct:fields.status'),
        cell: ({ row }) =>
          row.original.active ? (
            <Badge tone="success">{t('manualProduct:statuses.active')}</Badge>
          ) : (
            <Badge tone="neutral">{t('manualProduct:statuses.inactive')}</Badge>
          ),
      },
      {
        id: 'updatedAt',
        header: t('manualProduct:fields.updatedAt'),
        meta: { hideBelow: '6xl' },
        cell: ({ row }) => formatDate(row.original.updatedAt),
      },
      ...(canEdit
        ? [
            {
              id: 'actions',
              header: () => <span className="sr-only">{t('list.actions')}</span>,
              cell: ({ row }) => (
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    className="px-2 py-1"
                    onClick={() => setEditing(row.original)}
                    aria-label={t('manualProduct:editNamed', { name: row.original.code })}
                  >
                    {t('actions.edit')}
                  </Button>
                  {row.original.active && (
                    <ConfirmPopover
                      question={t('manualProduct:confirmOne', { name: row.original.code })}
                      confirmLabel={t('manualProduct:inactivate')}
                      onConfirm={() => runInactivate([row.original.manualProductId])}
                    >
                      <Button
                        variant="ghost"
                        className="px-2 py-1"
                        aria-label={t('manualProduct:inactivateNamed', { name: row.original.code })}
                      >
                        {t('manualProduct:inactivate')}
                      </Button>
                    </ConfirmPopover>
                  )}
                </div>
              ),
            } satisfies ColumnDef<ManualProduct, unknown>,
          ]
        : []),
    ],
    [t, canEdit, typeLabel, runInactivate],
  );

  const filtered = list.activeFilters > 0 || Boolean(list.query.searchText);
  const selectedIds = [...selection.selected].map(Number);
  return (
    <section aria-labelledby="manual-products-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="manual-products-title" className="text-2xl font-semibold">
          {t('modules.manualProducts')}
        </h1>
        {canEdit && <Button onClick={openAdd}>{t('manualProduct:add')}</Button>}
      </div>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <FilterSidebar activeCount={list.activeFilters} onReset={list.reset}>
          <OptionFilter
            legend={t('manualProduct:fields.status')}
            options={MANUAL_PRODUCT_STATUSES.map((s) => ({ id: s, label: t(`manualProduct:statuses.${s}`) }))}
            value={search.statuses ?? DEFAULT_STATUSES}
            onChange={(v) => list.setFilters({ statuses: v })}
          />
          <OptionFilter
            legend={t('manualProduct:fields.productType')}
            options={types.data?.map((type) => ({
              id: type.productTypeId,
              label: typeLabel(type.code, type.description),
            }))}
            value={search.productTypeIds}
            onChange={(v) => list.setFilters({ productTypeIds: v })}
          />
          <SavedFilters
            screen="manualproducts"
            moduleKey="manualProducts"
            currentValues={list.savedValues}
            onApply={list.applySaved}
          />
        </FilterSidebar>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <SearchInput ref={searchRef} value={list.searchText} onChange={list.setSearchText} />
          {canEdit && selection.count > 0 && (
            <div
              className="flex flex-wrap items-center gap-3 rounded-md bg-brand-50 px-3 py-2 text-sm"
              role="group"
              aria-label={t('manualProduct:bulkLabel')}
            >
              <span>{t('list.selected', { count: selection.count })}</span>
              <ConfirmPopover
                question={t('manualProduct:confirmSelected', { count: selection.count })}
                confirmLabel={t('manualProduct:inactivate')}
                onConfirm={() => runInactivate(selectedIds)}
              >
                <Button variant="secondary" className="px-2 py-1">
                  {t('manualProduct:inactivateSelected')}
                </Button>
              </ConfirmPopover>
              <Button variant="ghost" className="px-2 py-1" onClick={selection.clear}>
                {t('list.deselectAll')}
              </Button>
            </div>
          )}
          <DataTable
            caption={t('modules.manualProducts')}
            data={items}
            columns={columns}
            sortable={MANUAL_PRODUCT_SORT_COLUMNS}
            orderBys={list.query.orderBys}
            onOrderBysChange={list.setSort}
            getRowId={(p) => String(p.manualProductId)}
            loading={products.isPending}
            refreshing={products.isPlaceholderData}
            placeholderRows={list.pageSize}
            selection={canEdit ? { api: selection, rowLabel: (p) => p.code } : undefined}
            empty={
              <ListEmpty
                filtered={filtered}
                onReset={list.reset}
                emptyText={t('manualProduct:empty')}
                noMatchText={t('manualProduct:noMatch')}
                addLabel={t('manualProduct:add')}
                onAdd={openAdd}
                canAdd={canEdit}
                noAddRightText={t('manualProduct:noEditRight')}
              />
            }
          />
          <Pagination
            pageIndex={list.pageIndex}
            pageSize={list.pageSize}
            totalCount={products.data?.totalCount}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        </div>
      </div>
      {editing !== null && (
        <Suspense fallback={null}>
          <ManualProductDialog open product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </section>
  );
}
