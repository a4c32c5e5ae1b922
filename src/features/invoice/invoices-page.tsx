/**
 * The invoices list (/invoices/invoices): every approved invoice, newest document date first (the
 * server's default order); search in the number and the customer's name, the filters (state,
 * type, receiver, the invoicing months, the customer found on the server) with saved filters,
 * server-side sorting and paging (page size 20), all in the URL. A row's number opens the invoice.
 * Above the table the filtered invoices in figures; the per-customer view (`view=customers`) lists
 * the invoiced companies with theirs, the same filters applied. With the invoices edit right, the
 * selected invoices, or all the list shows, are e-mailed (after a confirmation) and the mailing's
 * progress and outcome show above the table.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { RecordLink } from '@/components/data-table/record-link';
import { OptionFilter } from '@/components/filters/option-filter';
import { BulkConfirm, BulkToolbar } from '@/components/data-table/bulk-toolbar';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { Button } from '@/components/ui/button';
import { useAccess } from '@/hooks/use-access';
import type { SelectionApi } from '@/hooks/use-selection';
import { showAlert } from '@/lib/alerts';
import { formatWireDay } from '@/shared/dates';
import type { InvoiceListItem } from '@/shared/schemas/invoice';
import { invoiceQueries } from './api/invoice-api';
import { useEmailAllInvoices, useEmailInvoices, useMarkSent } from './api/invoice-mutations';
import { InvoiceStateBadge, Money } from '@/components/invoice/invoice-cells';
import { formatMonth } from '@/shared/dates';
import { CustomerSummaryTable, InvoicesSummaryStrip } from './components/invoices-summary';
import { InvoiceFilterFields } from './components/invoice-filter-fields';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { invoiceList, withView, type InvoiceView } from './invoice-list';

// Shown only once a mailing starts: its own chunk.
const MailingProgress = lazy(() =>
  import('./components/mailing-progress').then((m) => ({ default: m.MailingProgress })),
);
const col = columnsOf<InvoiceListItem>();

export function InvoicesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const list = useRouteListState(invoiceList);
  const { search, query } = list;
  const view: InvoiceView = search.view ?? 'invoices';
  const perCustomer = view === 'customers';
  const invoices = useQuery({ ...invoiceQueries.list(query), enabled: !perCustomer });
  const byCustomer = useQuery({ ...invoiceQueries.customerSummary(query), enabled: perCustomer });
  const summary = useQuery(invoiceQueries.summary(query));
  // With the edit right, rows can be selected and the created ones marked as sent or e-mailed together.
  const canEdit = useAccess().canEdit('invoices');
  const markSent = useMarkSent();
  const onMarkSent = async (selection: SelectionApi) => {
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
  const onEmailSelected = async (selection: SelectionApi) => {
    const { mailingId: id } = await emailInvoices.mutateAsync([...selection.selected].map(Number));
    selection.clear();
    setMailingId(id);
  };
  const onEmailAll = async () => {
    const { pageIndex: _page, pageSize: _size, orderBys: _order, ...filters } = query;
    const { mailingId: id } = await emailAll.mutateAsync(filters);
    setMailingId(id);
  };

  const columns = useMemo(
    () => [
      col('documentNumber', t('invoice:fields.documentNumber'), 'code', (i) => (
        <RecordLink to="/invoices/invoices/$invoiceId" params={{ invoiceId: String(i.invoiceId) }} block strong numeric>
          {i.documentNumber ?? t('invoice:noNumber', { id: i.invoiceId })}
        </RecordLink>
      )),
      col('customer', t('invoice:fields.customer'), { grow: true }, (i) => (
        <RecordLink to="/company/$subroute" params={{ subroute: String(i.customerId) }} text={i.customerName} />
      )),
      col('state', t('invoice:fields.state'), 'status', (i) => <InvoiceStateBadge state={i.state} />),
      col('type', t('invoice:fields.type'), { hideBelow: '5xl' }, (i) => t(`invoice:types.${i.type}`)),
      col('receiver', t('invoice:fields.receiver'), { hideBelow: '6xl' }, (i) => t(`invoice:receivers.${i.receiver}`)),
      col('month', t('invoice:fields.month'), { kind: 'month', hideBelow: '4xl' }, (i) =>
        formatMonth(i.month, language),
      ),
      col('documentDate', t('invoice:fields.documentDate'), 'date', (i) => formatWireDay(i.documentDate)),
      col('dueDate', t('invoice:fields.dueDate'), { kind: 'date', hideBelow: '5xl' }, (i) => formatWireDay(i.dueDate)),
      col('totalExcl', t('invoice:fields.totalExcl'), { kind: 'money', hideBelow: '4xl' }, (i) => (
        <Money amount={i.totalExcl} />
      )),
      col('totalIncl', t('invoice:fields.totalIncl'), 'money', (i) => <Money amount={i.totalIncl} />),
      col('amountPaid', t('invoice:fields.amountPaid'), { kind: 'money', hideBelow: '6xl' }, (i) => (
        <Money amount={i.amountPaid} />
      )),
    ],
    [t, language],
  );

  const toolbar = (selection: SelectionApi) => (
    <>
      <BulkToolbar selection={selection} label={t('invoice:actions.label')}>
        <BulkConfirm
          question={t('invoice:actions.markSentQuestion', { count: selection.count })}
          confirmLabel={t('invoice:actions.markSent')}
          onConfirm={() => onMarkSent(selection)}
          disabled={selection.count === 0}
        >
          {t('invoice:actions.markSentSelected')}
        </BulkConfirm>
        <BulkConfirm
          question={t('invoice:mailing.emailSelectedQuestion', { count: selection.count })}
          confirmLabel={t('invoice:mailing.confirm')}
          onConfirm={() => onEmailSelected(selection)}
          disabled={selection.count === 0}
          busy={emailInvoices.isPending}
        >
          {t('invoice:mailing.emailSelected')}
        </BulkConfirm>
        <BulkConfirm
          question={t('invoice:mailing.emailAllQuestion', { count: listTotal })}
          confirmLabel={t('invoice:mailing.confirm')}
          onConfirm={onEmailAll}
          disabled={listTotal === 0}
          busy={emailAll.isPending}
        >
          {t('invoice:mailing.emailAll', { count: listTotal })}
        </BulkConfirm>
      </BulkToolbar>
      {mailingId !== null && (
        <Suspense fallback={null}>
          <MailingProgress mailingId={mailingId} onDismiss={() => setMailingId(null)} />
        </Suspense>
      )}
    </>
  );

  return (
    <ListScreen
      list={list}
      rows={invoices}
      columns={columns}
      rowId={(i) => String(i.invoiceId)}
      texts="invoice:"
      actions={
        <RecordLink to="/invoices/statements" className="text-sm">
          {t('invoice:toStatements')}
        </RecordLink>
      }
      filters={
        <>
          <OptionFilter legend={t('invoice:fields.state')} {...list.codes('states', (s) => t(`invoice:states.${s}`))} />
          <InvoiceFilterFields search={search} onFilters={list.setFilters} />
          <DateRangeFilter
            legend={t('invoice:fields.paidOn')}
            from={search.paidFrom}
            until={search.paidTo}
            onChange={({ from, until }) => list.setFilters({ paidFrom: from, paidTo: until })}
          />
        </>
      }
      besideSearch={
        <div className="flex gap-1" role="group" aria-label={t('invoice:views.label')}>
          {(['invoices', 'customers'] as const).map((v) => (
            <Button
              key={v}
              variant={view === v ? 'primary' : 'secondary'}
              aria-pressed={view === v}
              onClick={() => list.update((s) => withView(s, v))}
            >
              {t(`invoice:views.${v}`)}
            </Button>
          ))}
        </div>
      }
      above={<InvoicesSummaryStrip summary={summary.data} />}
      selection={
        canEdit && !perCustomer
          ? {
              rowLabel: (i) =>
                t(i.type === 'creditNote' ? 'invoice:actions.creditNoteOf' : 'invoice:actions.invoiceOf', {
                  number: i.documentNumber ?? i.invoiceId,
                  customer: i.customerName,
                }),
              toolbar,
            }
          : undefined
      }
      view={
        perCustomer
          ? {
              rows: byCustomer,
              render: (empty) => (
                <CustomerSummaryTable
                  data={byCustomer.data?.items}
                  loading={byCustomer.isPending}
                  refreshing={byCustomer.isPlaceholderData}
                  placeholderRows={list.pageSize}
                  empty={empty}
                />
              ),
            }
          : undefined
      }
    />
  );
}
