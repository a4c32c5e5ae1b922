/**
 * The invoices list's figures: a strip of the filtered invoices in figures (count, excl. VAT, VAT,
 * incl. VAT, paid, still open) above the table, and the per-customer view (each invoiced company's
 * figures, the largest open amount first) whose customer name narrows the invoices list to theirs.
 * Both keep their height while loading (skeletons of the same size, placeholder rows), so nothing
 * moves when the figures arrive.
 */
import { Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { Figures } from '@/components/ui/figures';
import { TruncatedText } from '@/components/ui/truncated-text';
import { formatMoney } from '@/shared/money';
import type { CustomerSummaryItem, InvoicesSummary } from '@/shared/schemas/invoice';
import { withView } from '../invoice-list';
import { Money } from '@/components/invoice/invoice-cells';

const FIGURES = ['count', 'totalExcl', 'totalVat', 'totalIncl', 'amountPaid', 'open'] as const;

export function InvoicesSummaryStrip({ summary }: { summary: InvoicesSummary | undefined }) {
  const { t } = useTranslation();
  return (
    <Figures
      label={t('invoice:summary.title')}
      columns="grid-cols-3 lg:grid-cols-6"
      testIdPrefix="invoices-summary"
      figures={FIGURES.map((key) => ({
        key,
        label: t(`invoice:summary.${key}`),
        value: summary && (key === 'count' ? String(summary.count) : formatMoney(summary[key])),
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
  const columns = useMemo<ColumnDef<CustomerSummaryItem, unknown>[]>(
    () => [
      {
        id: 'customer',
        header: t('invoice:fields.customer'),
        meta: { grow: true },
        cell: ({ row }) => (
          <Link
            from="/invoices/invoices"
            to="/invoices/invoices"
            search={(search) => ({ ...withView(search, 'invoices'), customerIds: [row.original.customerId] })}
            className="block min-w-0 text-brand-700 underline-offset-2 hover:underline"
          >
            <TruncatedText text={row.original.customerName} />
          </Link>
        ),
      },
      {
        id: 'count',
        header: t('invoice:summary.count'),
        cell: ({ row }) => <span className="block text-right tabular-nums">{row.original.count}</span>,
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
        meta: { hideBelow: '3xl' },
        cell: ({ row }) => <Money amount={row.original.amountPaid} />,
      },
      {
        id: 'open',
        header: t('invoice:summary.open'),
        cell: ({ row }) => <Money amount={row.original.open} />,
      },
    ],
    [t],
  );
  return (
    <DataTable
      caption={t('invoice:views.customers')}
      data={data}
      columns={columns}
      orderBys={undefined}
      onOrderBysChange={() => undefined}
      getRowId={(c) => String(c.customerId)}
      loading={loading}
      refreshing={refreshing}
      placeholderRows={placeholderRows}
      empty={empty}
    />
  );
}
