/**
 * Manual invoices (/invoices/manualInvoices): the invoices finance made by hand, drafts first, then
 * the newest document date (the server's default order); search in the number, the customer's name
 * and the reference; the filter sidebar (state, the open ones by default; customer, found on the
 * server; contract type) with saved filters; server-side sorting and paging, all in the URL. A row's
 * number opens the manual invoice. With the edit right "New manual invoice" (or A) opens the add
 * dialog, which loads when first opened.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionFilter } from '@/components/filters/option-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useServerFind } from '@/hooks/use-debounced-value';
import { formatWireDay } from '@/shared/dates';
import type { ManualInvoiceListItem } from '@/shared/schemas/manual-invoice';
import { InvoiceStateBadge, Money } from '@/components/invoice/invoice-cells';
import { INVOICE_STATES } from '@/shared/constants/invoice';
import { MANUAL_INVOICE_OPEN_STATES } from '@/shared/constants/manual-invoice';
import { manualInvoiceQueries } from './api/manual-invoice-api';
import { manualInvoiceList } from './manual-invoice-list';

/** The form (react-hook-form + zod) loads when the dialog first opens, not with the list. */
const ManualInvoiceDialog = lazy(() =>
  import('./components/manual-invoice-form').then((m) => ({ default: m.ManualInvoiceDialog })),
);

const link = 'block min-w-0 text-brand-700 underline-offset-2 hover:underline';

export function ManualInvoicesPage() {
  const { t } = useTranslation();
  const list = useRouteListState(manualInvoiceList);
  const { search } = list;
  const invoices = useQuery(manualInvoiceQueries.list(list.query));
  const contractTypes = useQuery(manualInvoiceQueries.contractTypes());
  const customerFind = useServerFind();
  const customerOptions = useCustomerOptions(customerFind.settled, search.customerIds);
  const [adding, setAdding] = useState(false);

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

  return (
    <ListScreen
      list={list}
      title={t('modules.manualInvoices')}
      rows={invoices}
      columns={columns}
      rowId={(i) => String(i.invoiceId)}
      emptyText={t('manualInvoice:empty')}
      noMatchText={t('manualInvoice:noMatch')}
      add={{
        label: t('manualInvoice:add'),
        onAdd: () => setAdding(true),
        noRightText: t('manualInvoice:noEditRight'),
      }}
      filters={
        <>
          <OptionFilter
            legend={t('invoice:fields.state')}
            options={INVOICE_STATES.map((s) => ({ id: s, label: t(`invoice:states.${s}`) }))}
            value={search.statuses ?? [...MANUAL_INVOICE_OPEN_STATES]}
            onChange={(v) => list.setFilters({ statuses: v })}
          />
          <OptionFilter
            legend={t('invoice:fields.customer')}
            options={customerOptions}
            value={search.customerIds}
            onChange={(v) => list.setFilters({ customerIds: v })}
            serverFind={customerFind.find}
          />
          <OptionFilter
            legend={t('manualInvoice:fields.contractType')}
            options={contractTypes.data?.map((c) => ({ id: c.contractTypeId, label: c.description }))}
            value={search.contractTypeIds}
            onChange={(v) => list.setFilters({ contractTypeIds: v })}
          />
        </>
      }
    >
      {adding && (
        <Suspense fallback={null}>
          <ManualInvoiceDialog open onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </ListScreen>
  );
}

/**
 * The customer filter's options, found on the server: the chosen companies (by id) first, then up to
 * 50 matching the find text once typing rests.
 */
function useCustomerOptions(text: string, chosenIds: number[] | undefined) {
  const matches = useQuery({ ...manualInvoiceQueries.customers(text), placeholderData: keepPreviousData });
  const chosen = useQuery({
    ...manualInvoiceQueries.customers('', [], chosenIds),
    enabled: Boolean(chosenIds?.length),
  });
  return useMemo(() => {
    if (!matches.data) return undefined;
    const seen = new Set<number>();
    return [...(chosenIds?.length ? (chosen.data ?? []) : []), ...matches.data]
      .filter((c) => !seen.has(c.companyId) && Boolean(seen.add(c.companyId)))
      .map((c) => ({ id: c.companyId, label: c.name }));
  }, [matches.data, chosen.data, chosenIds?.length]);
}
