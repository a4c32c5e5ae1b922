/**
 * The contracts list: search (in the fields the dynamic search options name), the filter sidebar
 * (status, ACTIVE by default as the spec says; contract type, the customer's party type, customer,
 * reseller and product found on the server, the period) with saved filters, server-side sorting and
 * paging (page size 20), multi-selection and the CSV of the whole view, all in the URL.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate as useAppNavigate } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import { ListEmpty } from '@/components/data-table/list-empty';
import { Pagination } from '@/components/data-table/pagination';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { FilterSidebar } from '@/components/filters/filter-sidebar';
import { OptionFilter } from '@/components/filters/option-filter';
import { SearchInput } from '@/components/filters/search-input';
import { Button } from '@/components/ui/button';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useDebouncedValue, SEARCH_DEBOUNCE_MS } from '@/hooks/use-debounced-value';
import { useListShortcuts } from '@/hooks/use-list-shortcuts';
import { useListState, type SearchUpdater } from '@/hooks/use-list-state';
import { useSelection } from '@/hooks/use-selection';
import type { ListSearchOf } from '@/lib/list-search';
import { contractEndpoints } from '@/shared/endpoints/contract';
import { formatDate } from '@/shared/dates';
import type { ContractListItem } from '@/shared/schemas/contract';
import { SavedFilters } from '@/features/screen-configuration/saved-filters';
import { useAccess } from '@/features/security/use-access';
import { contractColumns } from './contract-columns';
import { contractQueries } from './api/contract-api';
import { CONTRACT_FILTERS } from './contract-filters';
import { CONTRACT_SORT_COLUMNS } from '@/shared/constants/contract';
import { CONTRACT_SEARCH_FIELDS, CONTRACT_STATUSES } from '@/shared/constants/contract';
import { PARTY_TYPES } from '@/shared/constants/company';

const route = getRouteApi('/_app/contract/');
type ContractSearch = ListSearchOf<typeof CONTRACT_FILTERS>;

/** The header form (react-hook-form + zod) loads when the dialog first opens, not with the list. */
const ContractDialog = lazy(() => import('./components/contract-form').then((m) => ({ default: m.ContractDialog })));

/** What the status filter shows when the URL names none: the server's default, ACTIVE only. */
const DEFAULT_STATUSES: ContractSearch['statuses'] = ['ACTIVE'];

/** A filter whose options the server finds (thousands of companies or products): its find text, debounced. */
function useServerFind() {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  return { find: { text, onChange: setText }, settled };
}

export function ContractsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useAppNavigate();
  const canEdit = useAccess().canEdit('contract');
  const update = useCallback<SearchUpdater<ContractSearch>>(
    (change) => void navigate({ search: (s) => change(s) }),
    [navigate],
  );
  const list = useListState(search, update, CONTRACT_FILTERS, CONTRACT_SORT_COLUMNS);
  const contracts = useQuery(contractQueries.list(list.query));
  const contractTypes = useQuery(contractQueries.contractTypes());
  const searchOptions = useQuery(contractQueries.dynamicSearchOptions());
  const customerFind = useServerFind();
  const resellerFind = useServerFind();
  const productFind = useServerFind();
  const customers = useQuery({
    ...contractQueries.parties('customer', customerFind.settled, search.customerIds),
    placeholderData: keepPreviousData,
  });
  const resellers = useQuery({
    ...contractQueries.parties('reseller', resellerFind.settled, search.resellerIds),
    placeholderData: keepPreviousData,
  });
  const products = useQuery({
    ...contractQueries.products(productFind.settled, search.productIds),
    placeholderData: keepPreviousData,
  });
  const items = contracts.data?.items;
  const ids = useMemo(() => (items ?? []).map((c) => String(c.contractId)), [items]);
  const selection = useSelection(ids);
  const searchRef = useRef<HTMLInputElement>(null);
  const [adding, setAdding] = useState(false);
  const openAdd = () => setAdding(true);
  useListShortcuts({ onAdd: canEdit ? openAdd : undefined, onRefresh: () => void contracts.refetch(), searchRef });

  const columns = useMemo<ColumnDef<ContractListItem, unknown>[]>(() => {
    const c = contractColumns(t);
    return [
      c.number,
      {
        id: 'customer',
        header: t('contract:fields.customer'),
        meta: { grow: true },
        cell: ({ row }) => <TruncatedText text={row.original.customerName} />,
      },
      {
        id: 'reseller',
        header: t('contract:fields.reseller'),
        meta: { hideBelow: '5xl' },
        cell: ({ row }) => <TruncatedText text={row.original.resellerName ?? '–'} className="max-w-40" />,
      },
      {
        id: 'contractType',
        header: t('contract:fields.contractType'),
        meta: { hideBelow: '4xl' },
        cell: ({ row }) => <TruncatedText text={row.original.contractTypeDescription} className="max-w-36" />,
      },
      c.status,
      c.dateStart,
      c.dateEnd,
      c.monthlyAmount,
      {
        id: 'updatedAt',
        header: t('contract:fields.updatedAt'),
        meta: { hideBelow: '6xl' },
        cell: ({ row }) => formatDate(row.original.updatedAt),
      },
    ];
  }, [t]);

  const partyOption = (p: { companyId: number; name: string }) => ({ id: p.companyId, label: p.name });
  const filtered = list.activeFilters > 0 || Boolean(list.query.searchText);
  return (
    <section aria-labelledby="contracts-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="contracts-title" className="text-2xl font-semibold">
          {t('modules.contract')}
        </h1>
        <div className="flex items-center gap-2">
          <ExportButton
            path={contractEndpoints.export.path}
            params={{ ...list.query, pageIndex: undefined, pageSize: undefined }}
            disabled={!contracts.data?.totalCount}
          />
          {canEdit && <Button onClick={openAdd}>{t('contract:add')}</Button>}
        </div>
      </div>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <FilterSidebar activeCount={list.activeFilters} onReset={list.reset}>
          <OptionFilter
            legend={t('contract:fields.status')}
            options={CONTRACT_STATUSES.map((s) => ({ id: s, label: t(`contract:statuses.${s}`) }))}
            value={search.statuses ?? DEFAULT_STATUSES}
            onChange={(v) => list.setFilters({ statuses: v })}
          />
          <OptionFilter
            legend={t('contract:fields.contractType')}
            options={contractTypes.data?.map((c) => ({ id: c.contractTypeId, label: c.description }))}
            value={search.contractTypeIds}
            onChange={(v) => list.setFilters({ contractTypeIds: v })}
          />
          <OptionFilter
            legend={t('contract:fields.partyType')}
            options={PARTY_TYPES.map((p) => ({ id: p, label: t(`company:partyTypes.${p}`) }))}
            value={search.partyTypes}
            onChange={(v) => list.setFilters({ partyTypes: v })}
          />
          <OptionFilter
            legend={t('contract:fields.customer')}
            options={customers.data?.map(partyOption)}
            value={search.customerIds}
            onChange={(v) => list.setFilters({ customerIds: v })}
            serverFind={customerFind.find}
          />
          <OptionFilter
            legend={t('contract:fields.reseller')}
            options={resellers.data?.map(partyOption)}
            value={search.resellerIds}
            onChange={(v) => list.setFilters({ resellerIds: v })}
            serverFind={resellerFind.find}
          />
          <OptionFilter
            legend={t('contract:fields.product')}
            options={products.data?.map((p) => ({ id: p.productId, label: `${p.code} · ${p.name}` }))}
            value={search.productIds}
            onChange={(v) => list.setFilters({ productIds: v })}
            serverFind={productFind.find}
          />
          <DateRangeFilter
            legend={t('contract:fields.period')}
            from={search.periodFrom}
            until={search.periodUntil}
            onChange={({ from, until }) => list.setFilters({ periodFrom: from, periodUntil: until })}
          />
          <OptionFilter
            legend={t('contract:searchIn')}
            options={(searchOptions.data ?? CONTRACT_SEARCH_FIELDS).map((f) => ({
              id: f,
              label: t(`contract:searchFields.${f}`),
            }))}
            value={search.searchFields}
            onChange={(v) => list.setFilters({ searchFields: v })}
          />
          <SavedFilters
            screen="contract"
            moduleKey="contract"
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
            caption={t('modules.contract')}
            data={items}
            columns={columns}
            sortable={CONTRACT_SORT_COLUMNS}
            orderBys={list.query.orderBys}
            onOrderBysChange={list.setSort}
            getRowId={(c) => String(c.contractId)}
            loading={contracts.isPending}
            refreshing={contracts.isPlaceholderData}
            placeholderRows={list.pageSize}
            selection={{ api: selection, rowLabel: (c) => c.number }}
            empty={
              <ListEmpty
                filtered={filtered}
                onReset={list.reset}
                emptyText={t('contract:empty')}
                noMatchText={t('contract:noMatch')}
                addLabel={t('contract:add')}
                onAdd={openAdd}
                canAdd={canEdit}
                noAddRightText={t('contract:noEditRight')}
              />
            }
          />
          <Pagination
            pageIndex={list.pageIndex}
            pageSize={list.pageSize}
            totalCount={contracts.data?.totalCount}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        </div>
      </div>
      {adding && (
        <Suspense fallback={null}>
          <ContractDialog
            open
            onOpenChange={(open) => !open && setAdding(false)}
            onSaved={(contractId) => {
              setAdding(false);
              void goTo({ to: '/contract/$contractId', params: { contractId: String(contractId) } });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
