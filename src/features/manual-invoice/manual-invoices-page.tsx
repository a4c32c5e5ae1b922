/**
 * Manual invoices (/invoices/manualInvoices): the invoices finance made by hand, drafts first, then
 * the newest document date (the server's default order); search in the number, the customer's name
 * and the reference; the filter sidebar (state, the open ones by default; customer, found on the
 * server; contract type) with saved filters; server-side sorting and paging, all in the URL. A row's
 * number opens the manual invoice. With the edit right "New manual invoice" (or A) opens the add
 * dialog, which loads when first opened.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { ListEmpty } from '@/components/data-table/list-empty';
import { Pagination } from '@/components/data-table/pagination';
import { FilterSidebar } from '@/components/filters/filter-sidebar';
import { OptionFilter } from '@/components/filters/option-filter';
import { SearchInput } from '@/components/filters/search-input';
import { Button } from '@/components/ui/button';
import { TruncatedText } from '@/components/ui/truncated-text';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/hooks/use-debounced-value';
import { useListShortcuts } from '@/hooks/use-list-shortcuts';
import { useListState, type SearchUpdater } from '@/hooks/use-list-state';
import type { ListSearchOf } from '@/lib/list-search';
import { formatWireDay } from '@/shared/dates';
import type { ManualInvoiceListItem } from '@/shared/schemas/manual-invoice';
import { InvoiceStateBadge, Money } from '@/features/invoice/components/invoice-cells';
import { SavedFilters } from '@/components/saved-filters/saved-filters';
import { useAccess } from '@/hooks/use-access';
import { manualInvoiceQueries } from './api/manual-invoice-api';
import { MANUAL_INVOICE_FILTERS } from './manual-invoice-filters';
import { MANUAL_INVOICE_SORT_COLUMNS } from '@/shared/constants/manual-invoice';
import { INVOICE_STATES } from '@/shared/constants/invoice';
import { MANUAL_INVOICE_OPEN_STATES } from '@/shared/constants/manual-invoice';

const route = getRouteApi('/_app/invoices/manualInvoices');
type ManualInvoiceSearch = ListSearchOf<typeof MANUAL_INVOICE_FILTERS>;

/** The form (react-hook-form + zod) loads when the dialog first opens, not with the list. */
const ManualInvoiceDialog = lazy(() =>
  import('./components/manual-invoice-form').then((m) => ({ default: m.ManualInvoiceDialog })),
);

/** What the state filter shows when the URL names none: the server's default, the open ones. */
const DEFAULT_STATUSES: ManualInvoiceSearch['statuses'] = [...MANUAL_INVOICE_OPEN_STATES];
const link = 'block min-w-0 text-brand-700 underline-offset-2 hover:underline';

export function ManualInvoicesPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const canEdit = useAccess().canEdit('manualInvoices');
  const update = useCallback<SearchUpdater<ManualInvoiceSearch>>(
    (change) => void navigate({ search: (s) => change(s) }),
    [navigate],
  );
  const list = useListState(search, update, MANUAL_INVOICE_FILTERS, MANUAL_INVOICE_SORT_COLUMNS);
  const invoices = useQuery(manualInvoiceQueries.list(list.query));
  const contractTypes = useQuery(manualInvoiceQueries.contractTypes());
  const customerOptions = useCustomerOptions(search.customerIds);
  const [adding, setAdding] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const openAdd = () => setAdding(true);
  useListShortcuts({ onAdd: canEdit ? openAdd : undefined, onRefresh: () => void invoices.refetch(), searchRef });

  const columns = useMemo<ColumnDef<ManualInvoiceListItem, unknown>[]>(
    () => [
      {
        id: 'documentNumber',
        header: t('invoice:fields.documentNumber'),
        cell: ({ row }) => (
          <Link
            to="/invoices/manualInvoices/$invoiceId"
            params={{ invoiceId: String(row.original.invoiceId) }}
            className={`${link} font-medium tabular-nums`}
          >
            {row.original.documentNumber ?? t('manualInvoice:draftNumber', { id: row.original.invoiceId })}
          </Link>
        ),
      },
      {
        id: 'customer',
        header: t('invoice:fields.customer'),
        meta: { grow: true },
        cell: ({ row }) => <TruncatedText text={row.original.customerName} />,
      },
      {
        id: 'contractType',
        header: t('manualInvoice:fields.contractType'),
        meta: { hideBelow: '4xl' },
        cell: ({ row }) => row.original.contractTypeDescription,
      },
      {
        id: 'periodFrom',
        header: t('manualInvoice:fields.period'),
        meta: { hideBelow: '3xl' },
        cell: ({ row }) => (
          <span className="tabular-nums">
            {t('invoice:lines.periodRange', {
              from: formatWireDay(row.original.periodFrom),
              to: formatWireDay(row.original.periodTo),
            })}
          </span>
        ),
      },
      {
        id: 'state',
        header: t('invoice:fields.state'),
        cell: ({ row }) => <InvoiceStateBadge state={row.original.state} />,
      },
      {
        id: 'totalExcl',
        header: t('invoice:fields.totalExcl'),
        meta: { hideBelow: '5xl' },
        cell: ({ row }) => <Money amount={row.original.totalExcl} />,
      },
      {
        id: 'totalIncl',
        header: t('invoice:fields.totalIncl'),
        cell: ({ row }) => <Money amount={row.original.totalIncl} />,
      },
      {
        id: 'documentDate',
        header: t('invoice:fields.documentDate'),
        meta: { hideBelow: '4xl' },
        cell: ({ row }) => formatWireDay(row.original.documentDate),
      },
    ],
    [t],
  );

  const filtered = list.activeFilters > 0 || Boolean(list.query.searchText);
  return (
    <section aria-labelledby="manual-invoices-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="manual-invoices-title" className="text-2xl font-semibold">
          {t('modules.manualInvoices')}
        </h1>
        {canEdit && <Button onClick={openAdd}>{t('manualInvoice:add')}</Button>}
      </div>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <FilterSidebar activeCount={list.activeFilters} onReset={list.reset}>
          <OptionFilter
            legend={t('invoice:fields.state')}
            options={INVOICE_STATES.map((s) => ({ id: s, label: t(`invoice:states.${s}`) }))}
            value={search.statuses ?? DEFAULT_STATUSES}
            onChange={(v) => list.setFilters({ statuses: v })}
          />
          <OptionFilter
            legend={t('invoice:fields.customer')}
            options={customerOptions.options}
            value={search.customerIds}
            onChange={(v) => list.setFilters({ customerIds: v })}
            serverFind={{ text: customerOptions.find, onChange: customerOptions.setFind }}
          />
          <OptionFilter
            legend={t('manualInvoice:fields.contractType')}
            options={contractTypes.data?.map((c) => ({ id: c.contractTypeId, label: c.description }))}
            value={search.contractTypeIds}
            onChange={(v) => list.setFilters({ contractTypeIds: v })}
          />
          <SavedFilters
            screen="manualinvoices"
            moduleKey="manualInvoices"
            currentValues={list.savedValues}
            onApply={list.applySaved}
          />
        </FilterSidebar>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <SearchInput ref={searchRef} value={list.searchText} onChange={list.setSearchText} />
          <DataTable
            caption={t('modules.manualInvoices')}
            data={invoices.data?.items}
            columns={columns}
            sortable={MANUAL_INVOICE_SORT_COLUMNS}
            orderBys={list.query.orderBys}
            onOrderBysChange={list.setSort}
            getRowId={(i) => String(i.invoiceId)}
            loading={invoices.isPending}
            refreshing={invoices.isPlaceholderData}
            placeholderRows={list.pageSize}
            empty={
              <ListEmpty
                filtered={filtered}
                onReset={list.reset}
                emptyText={t('manualInvoice:empty')}
                noMatchText={t('manualInvoice:noMatch')}
                addLabel={t('manualInvoice:add')}
                onAdd={openAdd}
                canAdd={canEdit}
                noAddRightText={t('manualInvoice:noEditRight')}
              />
            }
          />
          <Pagination
            pageIndex={list.pageIndex}
            pageSize={list.pageSize}
            totalCount={invoices.data?.totalCount}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        </div>
      </div>
      {adding && (
        <Suspense fallback={null}>
          <ManualInvoiceDialog open onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </section>
  );
}

/**
 * The customer filter's options, found on the server: the chosen companies (by id) first, then up to
 * 50 matching the find text once typing rests.
 */
function useCustomerOptions(chosenIds: number[] | undefined) {
  const [find, setFind] = useState('');
  const text = useDebouncedValue(find.trim(), SEARCH_DEBOUNCE_MS);
  const matches = useQuery({ ...manualInvoiceQueries.customers(text), placeholderData: keepPreviousData });
  const chosen = useQuery({
    ...manualInvoiceQueries.customers('', [], chosenIds),
    enabled: Boolean(chosenIds?.length),
  });
  const options = useMemo(() => {
    if (!matches.data) return undefined;
    const seen = new Set<number>();
    return [...(chosenIds?.length ? (chosen.data ?? []) : []), ...matches.data]
      .filter((c) => !seen.has(c.companyId) && Boolean(seen.add(c.companyId)))
      .map((c) => ({ id: c.companyId, label: c.name }));
  }, [matches.data, chosen.data, chosenIds?.length]);
  return { find, setFind, options };
}
