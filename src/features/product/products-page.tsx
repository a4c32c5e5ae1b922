/**
 * The products list: search, filter sidebar with saved filters, server-side
 * sorting and paging (all in the URL), multi-selection, CSV export of the whole view, and an empty
 * state whose create button is disabled without edit right.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate as useAppNavigate } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { ListEmpty } from '@/components/data-table/list-empty';
import { ExportButton } from '@/components/data-table/export-button';
import { Pagination } from '@/components/data-table/pagination';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { FilterSidebar } from '@/components/filters/filter-sidebar';
import { OptionFilter } from '@/components/filters/option-filter';
import { SearchInput } from '@/components/filters/search-input';
import { Button } from '@/components/ui/button';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useListShortcuts } from '@/hooks/use-list-shortcuts';
import { useListState, type SearchUpdater } from '@/hooks/use-list-state';
import { useSelection } from '@/hooks/use-selection';
import { formatDate } from '@/shared/dates';
import type { ListSearchOf } from '@/lib/list-search';
import type { ProductListItem } from '@/shared/schemas/product';
import { rebateGroupQueries } from '@/features/rebate-group/api/rebate-group-api';
import { SavedFilters } from '@/components/saved-filters/saved-filters';
import { useAccess } from '@/hooks/use-access';
import { productEndpoints } from '@/shared/endpoints/product';
import { productQueries } from './api/product-api';
import { ProductStatusBadge } from './components/product-status-badge';
import { PRODUCT_FILTERS } from './product-list';
import { PRODUCT_SORT_COLUMNS } from '@/shared/constants/product';

const route = getRouteApi('/_app/products/');
type ProductSearch = ListSearchOf<typeof PRODUCT_FILTERS>;

export function ProductsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useAppNavigate();
  const canEdit = useAccess().canEdit('products');
  const update = useCallback<SearchUpdater<ProductSearch>>(
    (change) => void navigate({ search: (s) => change(s) }),
    [navigate],
  );
  const list = useListState(search, update, PRODUCT_FILTERS, PRODUCT_SORT_COLUMNS);
  const products = useQuery(productQueries.list(list.query));
  const statuses = useQuery(productQueries.statuses());
  const productTypes = useQuery(productQueries.productTypes());
  const priceMethods = useQuery(productQueries.priceMethods());
  const rebateGroups = useQuery(rebateGroupQueries.options());
  const items = products.data?.items;
  const ids = useMemo(() => (items ?? []).map((p) => String(p.productId)), [items]);
  const selection = useSelection(ids);
  const searchRef = useRef<HTMLInputElement>(null);
  const openAdd = () => void goTo({ to: '/products/add' });
  useListShortcuts({ onAdd: canEdit ? openAdd : undefined, onRefresh: () => void products.refetch(), searchRef });

  const columns = useMemo<ColumnDef<ProductListItem, unknown>[]>(
    () => [
      {
        id: 'code',
        header: t('product:fields.code'),
        cell: ({ row }) => (
          <Link
            to="/products/$productId"
            params={{ productId: String(row.original.productId) }}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {row.original.code}
          </Link>
        ),
      },
      {
        id: 'name',
        header: t('product:fields.name'),
        meta: { grow: true },
        cell: ({ row }) => <TruncatedText text={row.original.currentUserLocaleTranslationName} />,
      },
      {
        id: 'productTypeDescription',
        header: t('product:fields.productType'),
        meta: { hideBelow: '4xl' },
        cell: ({ row }) => <TruncatedText text={row.original.productTypeDescription} className="max-w-36" />,
      },
      {
        id: 'priceMethodDescription',
        header: t('product:fields.priceMethod'),
        accessorKey: 'priceMethodDescription',
        meta: { hideBelow: '6xl' },
      },
      {
        id: 'productStatusDescription',
        header: t('product:fields.status'),
        cell: ({ row }) => (
          <ProductStatusBadge
            statusId={row.original.productStatusId}
            description={row.original.productStatusDescription}
          />
        ),
      },
      {
        id: 'rebateGroup',
        header: t('product:fields.rebateGroup'),
        meta: { hideBelow: '5xl' },
        cell: ({ row }) => <TruncatedText text={row.original.rebateGroup ?? '–'} className="max-w-36" />,
      },
      { id: 'updatedAt', header: t('product:fields.updatedAt'), cell: ({ row }) => formatDate(row.original.updatedAt) },
    ],
    [t],
  );

  const rebateGroupOptions = rebateGroups.data && [
    { id: 0, label: t('product:noRebateGroup') },
    ...rebateGroups.data.map((g) => ({ id: g.rebateGroupId, label: g.description })),
  ];

  return (
    <section aria-labelledby="products-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="products-title" className="text-2xl font-semibold">
          {t('modules.products')}
        </h1>
        <div className="flex items-center gap-2">
          <ExportButton
            path={productEndpoints.export.path}
            params={{ ...list.query, pageIndex: undefined, pageSize: undefined }}
            disabled={!products.data?.totalCount}
          />
          {canEdit && <Button onClick={openAdd}>{t('product:add')}</Button>}
        </div>
      </div>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <FilterSidebar activeCount={list.activeFilters} onReset={list.reset}>
          <OptionFilter
            legend={t('product:fields.status')}
            options={statuses.data?.map((s) => ({ id: s.productStatusId, label: s.description }))}
            value={search.statusIds}
            onChange={(v) => list.setFilters({ statusIds: v })}
          />
          <OptionFilter
            legend={t('product:fields.productType')}
            options={productTypes.data?.map((s) => ({ id: s.productTypeId, label: s.description }))}
            value={search.productTypeIds}
            onChange={(v) => list.setFilters({ productTypeIds: v })}
          />
          <OptionFilter
            legend={t('product:fields.priceMethod')}
            options={priceMethods.data?.map((s) => ({ id: s.priceMethodId, label: s.description }))}
            value={search.priceMethodIds}
            onChange={(v) => list.setFilters({ priceMethodIds: v })}
          />
          <OptionFilter
            legend={t('product:fields.rebateGroup')}
            options={rebateGroupOptions}
            value={search.rebateGroupIds}
            onChange={(v) => list.setFilters({ rebateGroupIds: v })}
          />
          <DateRangeFilter
            legend={t('product:fields.updatedAt')}
            from={search.updatedFrom}
            until={search.updatedUntil}
            onChange={({ from, until }) => list.setFilters({ updatedFrom: from, updatedUntil: until })}
          />
          <SavedFilters
            screen="products"
            moduleKey="products"
            currentValues={list.savedValues}
            onApply={list.applySaved}
          />
        </FilterSidebar>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <SearchInput ref={searchRef} value={list.searchText} onChange={list.setSearchText} />
          {selection.count > 0 && (
            <div className="flex items-center gap-3 rounded-md bg-brand-50 px-3 py-2 text-sm" role="status">
              <span>{t('list.selected', { count: selection.count })}</span>
              <Button variant="ghost" className="px-2 py-1" onClick={selection.clear}>
                {t('list.deselectAll')}
              </Button>
            </div>
          )}
          <DataTable
            caption={t('modules.products')}
            data={items}
            columns={columns}
            sortable={PRODUCT_SORT_COLUMNS}
            orderBys={list.query.orderBys}
            onOrderBysChange={list.setSort}
            getRowId={(p) => String(p.productId)}
            loading={products.isPending}
            refreshing={products.isPlaceholderData}
            placeholderRows={list.pageSize}
            selection={{ api: selection, rowLabel: (p) => p.code }}
            empty={
              <ListEmpty
                filtered={list.activeFilters > 0 || Boolean(list.query.searchText)}
                onReset={list.reset}
                emptyText={t('product:empty')}
                noMatchText={t('product:noMatch')}
                addLabel={t('product:add')}
                onAdd={openAdd}
                canAdd={canEdit}
                noAddRightText={t('product:noEditRight')}
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
    </section>
  );
}
