/**
 * The invoices list (/invoices/invoices): every approved invoice, newest document date first (the
 * server's default order); search in the number and the customer's name, the filter sidebar (state,
 * type, receiver, the invoicing months, the customer found on the server) with saved filters,
 * server-side sorting and paging (page size 20), all in the URL. A row's number opens the invoice.
 * Above the table the filtered invoices in figures; the per-customer view (`view=customers`) lists
 * the invoiced companies with theirs, the same filters applied. With the invoices edit right, the
 * selected invoices, or all the list shows, are e-mailed (after a confirmation) and the mailing's
 * progress and outcome show above the table.
 */
import { useQuery } from '@tanstack/react-query';
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
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useListShortcuts } from '@/hooks/use-list-shortcuts';
import { useListState, type SearchUpdater } from '@/hooks/use-list-state';
import { useSelection } from '@/hooks/use-selection';
import { showAlert } from '@/lib/alerts';
import { resetList } from '@/lib/list-search';
import { useUiStore } from '@/stores/ui-store';
import { formatWireDay } from '@/shared/dates';
import type { InvoiceListItem } from '@/shared/schemas/invoice';
import { SavedFilters } from '@/components/saved-filters/saved-filters';
import { useAccess } from '@/hooks/use-access';
import { invoiceQueries } from './api/invoice-api';
import { useEmailAllInvoices, useEmailInvoices, useMarkSent } from './api/invoice-mutations';
import { InvoiceStateBadge, Money } from './components/invoice-cells';
import { formatMonth } from './components/invoice-format';
import { CustomerSummaryTable, InvoicesSummaryStrip } from './components/invoices-summary';
import { InvoiceFilterFields } from './components/invoice-filter-fields';
import { INVOICE_FILTERS, monthsOf, viewOf, type InvoiceSearch, type InvoiceView } from './invoice-filters';
import { activeMonths, applySavedInvoiceFilter, withMonths, withSavedMonths, withView } from './invoice-view';
import { INVOICE_SORT_COLUMNS } from '@/shared/constants/invoice';
import { INVOICE_LIST_STATES } from '@/shared/constants/invoice';

const route = getRouteApi('/_app/invoices/invoices');
// Shown only once a mailing starts: its own chunk.
const MailingProgress = lazy(() =>
  import('./components/mailing-progress').then((m) => ({ default: m.MailingProgress })),
);
const link = 'block min-w-0 text-brand-700 underline-offset-2 hover:underline';

export function InvoicesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = useCallback<SearchUpdater<InvoiceSearch>>(
    (change) => void navigate({ search: (s) => change(s) }),
    [navigate],
  );
  const list = useListState(search, update, INVOICE_FILTERS, INVOICE_SORT_COLUMNS);
  // The months are filters of this list only (a range of months, not of days): beside the list state.
  const query = { ...list.query, ...monthsOf(search) };
  const view: InvoiceView = search.view ?? 'invoices';
  const perCustomer = view === 'customers';
  const invoices = useQuery({ ...invoiceQueries.list(query), enabled: !perCustomer });
  const byCustomer = useQuery({ ...invoiceQueries.customerSummary(query), enabled: perCustomer });
  const summary = useQuery(invoiceQueries.summary(query));
  const shown = perCustomer ? byCustomer : invoices;
  // A reset clears the filters, search and page size; the view stays.
  const reset = () => {
    useUiStore.getState().resetPageSize();
    update((s) => ({ ...resetList(s), ...viewOf(s) }));
  };
  const searchRef = useRef<HTMLInputElement>(null);
  useListShortcuts({ onRefresh: () => void shown.refetch(), searchRef });
  // With the edit right, rows can be selected and the created ones marked as sent together.
  const canEdit = useAccess().canEdit('invoices');
  const items = invoices.data?.items;
  const ids = useMemo(() => items?.map((i) => String(i.invoiceId)) ?? [], [items]);
  const selection = useSelection(ids);
  const markSent = useMarkSent();
  const onMarkSent = async () => {
    const { approved, failed } = await markSent.mutateAsync([...selection.selected].map(Number));
    selection.clear();
    const number = approved[0]?.documentNumber;
    showAlert(
      failed.length ? 'warning' : 'success',
      [
        approved.length ? t('invoice:actions.markedSent', { count: approved.length, number }) : '',
        failed.length ? t('invoice:actions.notMarked', { count: failed.length }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  };

  // E-mailing the selected invoices, or every invoice the list shows (its filters and search).
  const emailInvoices = useEmailInvoices();
  const emailAll = useEmailAllInvoices();
  const [mailingId, setMailingId] = useState<number | null>(null);
  const listTotal = invoices.data?.totalCount ?? 0;
  const onEmailSelected = async () => {
    const { mailingId: id } = await emailInvoices.mutateAsync([...selection.selected].map(Number));
    selection.clear();
    setMailingId(id);
  };
  const onEmailAll = async () => {
    const { pageIndex: _page, pageSize: _size, orderBys: _order, ...filters } = query;
    const { mailingId: id } = await emailAll.mutateAsync(filters);
    setMailingId(id);
  };

  const columns = useMemo<ColumnDef<InvoiceListItem, unknown>[]>(
    () => [
      {
        id: 'documentNumber',
        header: t('invoice:fields.documentNumber'),
        cell: ({ row }) => (
          <Link
            to="/invoices/invoices/$invoiceId"
            params={{ invoiceId: String(row.original.invoiceId) }}
            className={`${link} font-medium tabular-nums`}
          >
            {row.original.documentNumber ?? t('invoice:noNumber', { id: row.original.invoiceId })}
          </Link>
        ),
      },
      {
        id: 'customer',
        header: t('invoice:fields.customer'),
        meta: { grow: true },
        cell: ({ row }) => (
          <Link to="/company/$subroute" params={{ subroute: String(row.original.customerId) }} className={link}>
            <TruncatedText text={row.original.customerName} />
          </Link>
        ),
      },
      {
        id: 'state',
        header: t('invoice:fields.state'),
        cell: ({ row }) => <InvoiceStateBadge state={row.original.state} />,
      },
      {
        id: 'type',
        header: t('invoice:fields.type'),
        meta: { hideBelow: '5xl' },
        cell: ({ row }) => t(`invoice:types.${row.original.type}`),
      },
      {
        id: 'receiver',
        header: t('invoice:fields.receiver'),
        meta: { hideBelow: '6xl' },
        cell: ({ row }) => t(`invoice:receivers.${row.original.receiver}`),
      },
      {
        id: 'month',
        header: t('invoice:fields.month'),
        meta: { hideBelow: '4xl' },
        cell: ({ row }) => formatMonth(row.original.month, language),
      },
      {
        id: 'documentDate',
        header: t('invoice:fields.documentDate'),
        cell: ({ row }) => formatWireDay(row.original.documentDate),
      },
      {
        id: 'dueDate',
        header: t('invoice:fields.dueDate'),
        meta: { hideBelow: '5xl' },
        cell: ({ row }) => formatWireDay(row.original.dueDate),
      },
      {
        id: 'totalExcl',
        header: t('invoice:fields.totalExcl'),
        meta: { hideBelow: '4xl' },
        cell: ({ row }) => <Money amount={row.original.totalExcl} />,
      },
      {
        id: 'totalIncl',
        header: t('invoice:fields.totalIncl'),
        cell: ({ row }) => <Money amount={row.original.totalIncl} />,
      },
      {
        id: 'amountPaid',
        header: t('invoice:fields.amountPaid'),
        meta: { hideBelow: '6xl' },
        cell: ({ row }) => <Money amount={row.original.amountPaid} />,
      },
    ],
    [t, language],
  );

  const activeFilters = list.activeFilters + activeMonths(search);
  const filtered = activeFilters > 0 || Boolean(list.query.searchText);
  const empty = (
    <ListEmpty filtered={filtered} onReset={reset} emptyText={t('invoice:empty')} noMatchText={t('invoice:noMatch')} />
  );
  return (
    <section aria-labelledby="invoices-title" className="flex flex-col gap-4">
      <h1 id="invoices-title" className="text-2xl font-semibold">
        {t('modules.invoices')}
      </h1>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <FilterSidebar activeCount={activeFilters} onReset={reset}>
          <OptionFilter
            legend={t('invoice:fields.state')}
            options={INVOICE_LIST_STATES.map((s) => ({ id: s, label: t(`invoice:states.${s}`) }))}
            value={search.states}
            onChange={(v) => list.setFilters({ states: v })}
          />
          <InvoiceFilterFields
            search={search}
            onFilters={list.setFilters}
            onMonths={(range) => update((s) => withMonths(s, range))}
          />
          <SavedFilters
            screen="invoices"
            moduleKey="invoices"
            currentValues={() => withSavedMonths(list.savedValues(), search)}
            onApply={(saved) => update((s) => applySavedInvoiceFilter(s, saved))}
          />
        </FilterSidebar>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <div className="flex gap-1" role="group" aria-label={t('invoice:views.label')}>
              {(['invoices', 'customers'] as const).map((v) => (
                <Button
                  key={v}
                  variant={view === v ? 'primary' : 'secondary'}
                  aria-pressed={view === v}
                  onClick={() => update((s) => withView(s, v))}
                >
                  {t(`invoice:views.${v}`)}
                </Button>
              ))}
            </div>
            <div className="min-w-0 flex-1">
              <SearchInput ref={searchRef} value={list.searchText} onChange={list.setSearchText} />
            </div>
          </div>
          <InvoicesSummaryStrip summary={summary.data} />
          {canEdit && !perCustomer && (
            <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t('invoice:actions.label')}>
              <span className="text-sm text-slate-700" role="status">
                {t('list.selected', { count: selection.count })}
              </span>
              <ConfirmPopover
                tone="primary"
                question={t('invoice:actions.markSentQuestion', { count: selection.count })}
                confirmLabel={t('invoice:actions.markSent')}
                onConfirm={onMarkSent}
              >
                <Button variant="secondary" disabled={selection.count === 0}>
                  {t('invoice:actions.markSentSelected')}
                </Button>
              </ConfirmPopover>
              <ConfirmPopover
                tone="primary"
                question={t('invoice:mailing.emailSelectedQuestion', { count: selection.count })}
                confirmLabel={t('invoice:mailing.confirm')}
                onConfirm={onEmailSelected}
              >
                <Button variant="secondary" disabled={selection.count === 0} busy={emailInvoices.isPending}>
                  {t('invoice:mailing.emailSelected')}
                </Button>
              </ConfirmPopover>
              <ConfirmPopover
                tone="primary"
                question={t('invoice:mailing.emailAllQuestion', { count: listTotal })}
                confirmLabel={t('invoice:mailing.confirm')}
                onConfirm={onEmailAll}
              >
                <Button variant="secondary" disabled={listTotal === 0} busy={emailAll.isPending}>
                  {t('invoice:mailing.emailAll', { count: listTotal })}
                </Button>
              </ConfirmPopover>
            </div>
          )}
          {mailingId !== null && (
            <Suspense fallback={null}>
              <MailingProgress mailingId={mailingId} onDismiss={() => setMailingId(null)} />
            </Suspense>
          )}
          {perCustomer ? (
            <CustomerSummaryTable
              data={byCustomer.data?.items}
              loading={byCustomer.isPending}
              refreshing={byCustomer.isPlaceholderData}
              placeholderRows={list.pageSize}
              empty={empty}
            />
          ) : (
            <DataTable
              caption={t('modules.invoices')}
              data={items}
              columns={columns}
              sortable={INVOICE_SORT_COLUMNS}
              orderBys={list.query.orderBys}
              onOrderBysChange={list.setSort}
              getRowId={(i) => String(i.invoiceId)}
              selection={
                canEdit
                  ? {
                      api: selection,
                      rowLabel: (i) =>
                        t(i.type === 'creditNote' ? 'invoice:actions.creditNoteOf' : 'invoice:actions.invoiceOf', {
                          number: i.documentNumber ?? i.invoiceId,
                          customer: i.customerName,
                        }),
                    }
                  : undefined
              }
              loading={invoices.isPending}
              refreshing={invoices.isPlaceholderData}
              placeholderRows={list.pageSize}
              empty={empty}
            />
          )}
          <Pagination
            pageIndex={list.pageIndex}
            pageSize={list.pageSize}
            totalCount={shown.data?.totalCount}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        </div>
      </div>
    </section>
  );
}
