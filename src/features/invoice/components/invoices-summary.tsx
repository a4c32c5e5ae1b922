/**
 * The invoices list's figures: a strip of the filtered invoices in figures (count, excl. VAT, VAT,
 * incl. VAT, paid, still open) above the table, and the per-customer view (each invoiced company's
 * figures, the largest open amount first) whose customer name narrows the invoices list to theirs.
 * Both keep their height while loading (skeletons of the same size, placeholder rows), so nothing
 * moves when the figures arrive.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { RecordLink } from '@/components/data-table/record-link';
import { Figures } from '@/components/ui/figures';
import { formatCount, formatMoney } from '@/shared/format';
import type { CustomerSummaryItem, InvoicesSummary } from '@/shared/schemas/invoice';
import { withView } from '../invoice-list';
import { Money } from '@/components/invoice/invoice-cells';

const col = columnsOf<CustomerSummaryItem>();
const FIGURES = ['count', 'totalExcl', 'totalVat', 'totalIncl', 'amountPaid', 'open'] as const;

export function InvoicesSummaryStrip({ summary }: { summary: InvoicesSummary | undefined }) {
  const { t } = useTranslation();
  return (
    <Figures
      label={t('invoice:summary.title')}
      columns="grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))]"
      testIdPrefix="invoices-summary"
      figures={FIGURES.map((key) => ({
        key,
        label: t(`invoice:summary.${key}`),
        value: summary && (key === 'count' ? formatCount(summary.count) : formatMoney(summary[key])),
      }))}
    />
  );
}

type TableProps = {
  data: CustomerSummaryItem[] | undefined;
  loading: boolean;
  refreshing: boolean;
  placeholderRows: number;
  empty: ReactNode;
};

/**
 * The invoiced companies with their figures; a name opens the invoices list with the same filters,
 * narrowed to that company.
 */
export function CustomerSummaryTable({ data, loading, refreshing, placeholderRows, empty }: TableProps) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      col('customer', t('invoice:fields.customer'), { grow: true }, (c) => (
        <RecordLink
          from="/invoices/invoices"
          to="/invoices/invoices"
          search={(search) => ({ ...withView(search, 'invoices'), customerIds: [c.customerId] })}
          text={c.customerName}
        />
      )),
      col('count', t('invoice:summary.count'), 'number', (c) => (
        <span className="block text-right tabular-nums">{formatCount(c.count)}</span>
      )),
      col('totalExcl', t('invoice:fields.totalExcl'), { kind: 'money', hideBelow: '4xl' }, (c) => (
        <Money amount={c.totalExcl} />
      )),
      col('totalIncl', t('invoice:fields.totalIncl'), 'money', (c) => <Money amount={c.totalIncl} />),
      col('amountPaid', t('invoice:fields.amountPaid'), { kind: 'money', hideBelow: '3xl' }, (c) => (
        <Money amount={c.amountPaid} />
      )),
      col('open', t('invoice:summary.open'), 'money', (c) => <Money amount={c.open} />),
    ],
    [t],
  );
  return (
    <DataTable
      caption={t('invoice:views.customers')}
      data={data}
      columns={columns}
      getRowId={(c) => String(c.customerId)}
      loading={loading}
      refreshing={refreshing}
      placeholderRows={placeholderRows}
      empty={empty}
    />
  );
}
