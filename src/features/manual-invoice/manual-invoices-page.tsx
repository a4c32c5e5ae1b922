/**
 * Manual invoices (/invoices/manualInvoices): the invoices finance made by hand, drafts first, then
 * the newest document date (the server's default order); search in the number, the customer's name
 * and the reference; the filters (state, the open ones by default; customer, found on the
 * server; contract type) with saved filters; server-side sorting and paging, all in the URL. A row's
 * number opens the manual invoice. With the edit right "New manual invoice" (or A) opens the add
 * dialog, which loads when first opened.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { RecordLink } from '@/components/data-table/record-link';
import { ComboboxFilter } from '@/components/filters/combobox-filter';
import { OptionFilter } from '@/components/filters/option-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { TruncatedText } from '@/components/ui/truncated-text';
import { formatWireDay } from '@/shared/dates';
import type { ManualInvoiceListItem } from '@/shared/schemas/manual-invoice';
import { InvoiceStateBadge, Money } from '@/components/invoice/invoice-cells';
import { MANUAL_INVOICE_OPEN_STATES } from '@/shared/constants/manual-invoice';
import { manualInvoiceQueries } from './api/manual-invoice-api';
import { manualInvoiceList } from './manual-invoice-list';
import { enumLabel } from '@/shared/enumerations';

/** The form (react-hook-form + zod) loads when the dialog first opens, not with the list. */
const ManualInvoiceDialog = lazy(() =>
  import('./components/manual-invoice-form').then((m) => ({ default: m.ManualInvoiceDialog })),
);

const col = columnsOf<ManualInvoiceListItem>();

export function ManualInvoicesPage() {
  const { t } = useTranslation();
  const list = useRouteListState(manualInvoiceList);
  const invoices = useQuery(manualInvoiceQueries.list(list.query));
  const contractTypes = useQuery(manualInvoiceQueries.contractTypes());

  const columns = useMemo(
    () => [
      col('documentNumber', t('invoice:fields.documentNumber'), 'code', (i) => (
        <RecordLink
          to="/invoices/manualInvoices/$invoiceId"
          params={{ invoiceId: String(i.invoiceId) }}
          block
          strong
          numeric
        >
          {i.documentNumber ?? t('manualInvoice:draftNumber', { id: i.invoiceId })}
        </RecordLink>
      )),
      col('customer', t('invoice:fields.customer'), { grow: true }, (i) => <TruncatedText text={i.customerName} />),
      col('contractType', t('manualInvoice:fields.contractType'), { hideBelow: '4xl' }, (i) =>
        enumLabel(t, 'contractType', i.contractTypeCode, i.contractTypeDescription),
      ),
      col('periodFrom', t('manualInvoice:fields.period'), { hideBelow: '3xl' }, (i) => (
        <span className="tabular-nums">
          {t('invoice:lines.periodRange', { from: formatWireDay(i.periodFrom), to: formatWireDay(i.periodTo) })}
        </span>
      )),
      col('state', t('invoice:fields.state'), 'status', (i) => <InvoiceStateBadge state={i.state} />),
      col('totalExcl', t('invoice:fields.totalExcl'), { kind: 'money', hideBelow: '5xl' }, (i) => (
        <Money amount={i.totalExcl} />
      )),
      col('totalIncl', t('invoice:fields.totalIncl'), 'money', (i) => <Money amount={i.totalIncl} />),
      col('documentDate', t('invoice:fields.documentDate'), { kind: 'date', hideBelow: '4xl' }, (i) =>
        formatWireDay(i.documentDate),
      ),
    ],
    [t],
  );

  return (
    <ListScreen
      list={list}
      rows={invoices}
      columns={columns}
      rowId={(i) => String(i.invoiceId)}
      texts="manualInvoice:"
      addDialog={(close) => <ManualInvoiceDialog open onClose={close} />}
      filters={
        <>
          <OptionFilter
            legend={t('invoice:fields.state')}
            {...list.codes('statuses', (s) => t(`invoice:states.${s}`), [...MANUAL_INVOICE_OPEN_STATES])}
          />
          <ComboboxFilter
            legend={t('invoice:fields.customer')}
            {...list.filter('customerIds')}
            records={(text, ids) => manualInvoiceQueries.customers(text, [], ids)}
            toChoice={(c) => ({ id: c.companyId, label: c.name })}
          />
          <OptionFilter
            legend={t('manualInvoice:fields.contractType')}
            options={contractTypes.data?.map((c) => ({ id: c.contractTypeId, label: c.description }))}
            {...list.filter('contractTypeIds')}
          />
        </>
      }
    />
  );
}
