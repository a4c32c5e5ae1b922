/**
 * The products list: search, the filters of product-list.ts with saved filters, server-side sorting
 * and paging (all in the URL), multi-selection, CSV export of the whole view, and an empty state
 * whose create button is disabled without edit right.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { OptionFilter } from '@/components/filters/option-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { TruncatedText } from '@/components/ui/truncated-text';
import { formatDate } from '@/shared/dates';
import type { ProductListItem } from '@/shared/schemas/product';
import { rebateGroupQueries } from '@/features/rebate-group';
import { productEndpoints } from '@/shared/endpoints/product';
import { productQueries } from './api/product-api';
import { ProductStatusBadge } from './components/product-status-badge';
import { productList } from './product-list';

export function ProductsPage() {
  const { t } = useTranslation();
  const list = useRouteListState(productList);
  const { search } = list;
  const goTo = useNavigate();
  const products = useQuery(productQueries.list(list.query));
  const statuses = useQuery(productQueries.statuses());
  const productTypes = useQuery(productQueries.productTypes());
  const priceMethods = useQuery(productQueries.priceMethods());
  const rebateGroups = useQuery(rebateGroupQueries.options());

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
    <ListScreen
      list={list}
      title={t('modules.products')}
      rows={products}
      columns={columns}
      rowId={(p) => String(p.productId)}
      emptyText={t('product:empty')}
      noMatchText={t('product:noMatch')}
      add={{
        label: t('product:add'),
        onAdd: () => void goTo({ to: '/products/add' }),
        noRightText: t('product:noEditRight'),
      }}
      exportPath={productEndpoints.export.path}
      selection={{ rowLabel: (p) => p.code }}
      filters={
        <>
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
        </>
      }
    />
  );
}
