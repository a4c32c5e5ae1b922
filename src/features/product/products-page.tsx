/**
 * The products list: search, the filters of product-list.ts with saved filters, server-side sorting
 * and paging (all in the URL), multi-selection, CSV export of the whole view, and an empty state
 * whose create button is disabled without edit right.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { ProductName } from '@/components/data-table/product-name';
import { RecordLink } from '@/components/data-table/record-link';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { ComboboxFilter } from '@/components/filters/combobox-filter';
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
import { EMPTY } from '@/shared/format';
import { enumLabel, enumOptions, productStatusCode } from '@/shared/enumerations';

const col = columnsOf<ProductListItem>();

export function ProductsPage() {
  const { t } = useTranslation();
  const list = useRouteListState(productList);
  const { search } = list;
  const goTo = useNavigate();
  const products = useQuery(productQueries.list(list.query));
  const statuses = useQuery(productQueries.statuses());
  const productTypes = useQuery(productQueries.productTypes());
  const priceMethods = useQuery(productQueries.priceMethods());

  const columns = useMemo(
    () => [
      col('code', t('product:fields.code'), 'code', (p) => (
        <RecordLink to="/products/$productId" params={{ productId: String(p.productId) }} strong>
          {p.code}
        </RecordLink>
      )),
      col('name', t('product:fields.name'), { kind: 'product', grow: true }, (p) => (
        <ProductName name={p.currentUserLocaleTranslationName} />
      )),
      col('productTypeDescription', t('product:fields.productType'), { hideBelow: '4xl' }, (p) => (
        <TruncatedText
          text={enumLabel(t, 'productType', p.productTypeCode, p.productTypeDescription)}
          className="max-w-36"
        />
      )),
      col('priceMethodDescription', t('product:fields.priceMethod'), { hideBelow: '6xl' }, (p) =>
        enumLabel(t, 'priceMethod', p.priceMethodCode, p.priceMethodDescription),
      ),
      col('productStatusDescription', t('product:fields.status'), 'status', (p) => (
        <ProductStatusBadge statusId={p.productStatusId} description={p.productStatusDescription} />
      )),
      col('rebateGroup', t('product:fields.rebateGroup'), { hideBelow: '5xl' }, (p) => (
        <TruncatedText text={p.rebateGroup ?? EMPTY} className="max-w-36" />
      )),
      col('updatedAt', t('product:fields.updatedAt'), 'date', (p) => formatDate(p.updatedAt)),
    ],
    [t],
  );

  return (
    <ListScreen
      list={list}
      rows={products}
      columns={columns}
      rowId={(p) => String(p.productId)}
      texts="product:"
      onAdd={() => void goTo({ to: '/products/add' })}
      exportPath={productEndpoints.export.path}
      selection={{ rowLabel: (p) => p.code }}
      filters={
        <>
          <OptionFilter
            legend={t('product:fields.status')}
            options={statuses.data?.map((s) => ({
              id: s.productStatusId,
              label: enumLabel(t, 'productStatus', productStatusCode(s.productStatusId), s.description),
            }))}
            {...list.filter('statusIds')}
          />
          <OptionFilter
            legend={t('product:fields.productType')}
            options={enumOptions(t, 'productType', productTypes.data, (row) => row.productTypeId)}
            {...list.filter('productTypeIds')}
          />
          <OptionFilter
            legend={t('product:fields.priceMethod')}
            options={enumOptions(t, 'priceMethod', priceMethods.data, (row) => row.priceMethodId)}
            {...list.filter('priceMethodIds')}
          />
          <ComboboxFilter
            legend={t('product:fields.rebateGroup')}
            {...list.filter('rebateGroupIds')}
            records={rebateGroupQueries.options}
            toChoice={(g) => ({ id: g.rebateGroupId, label: g.description })}
            extra={[{ id: 0, label: t('product:noRebateGroup') }]}
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
