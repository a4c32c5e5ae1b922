/**
 * A company's invoices (the invoices read right): its invoicing figures in one line (invoices, open
 * amount, last invoice date, payment term, Peppol receiver) from its profile, and its invoices (not
 * drafts), newest document date first, paged; a number opens the invoice. Skeletons hold the final
 * height while loading: the rows of the page the profile's count announces.
 */
import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabSection } from '@/components/detail/tab-section';
import { columnsOf } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { Pagination } from '@/components/data-table/pagination';
import { RecordLink } from '@/components/data-table/record-link';
import { useTablePaging } from './use-table-paging';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { Figures } from '@/components/ui/figures';
import { formatWireDay } from '@/shared/dates';
import { formatCount, formatMoney } from '@/shared/format';
import type { Company } from '@/shared/schemas/company';
import type { InvoiceListItem } from '@/shared/schemas/invoice';
import type { CustomerProfile } from '@/shared/schemas/invoice-customer';
import { InvoiceStateBadge, Money } from '@/components/invoice/invoice-cells';
import { formatMonth } from '@/shared/dates';
import { MailingProgress, useSendStatements } from '@/features/invoice';
import { useAccess } from '@/hooks/use-access';
import { companyInvoiceQueries, FIRST_INVOICES_PAGE } from '../api/company-invoice-api';
import type { PageSize } from '@/shared/constants/common';

const col = columnsOf<InvoiceListItem>();

const FIGURES = ['invoiceCount', 'openAmount', 'lastInvoiceDate', 'paymentTerm', 'peppolReceiver'] as const;

/** The company's invoices in figures, one line; skeletons of the same height while it loads. */
function InvoicingStrip({ profile }: { profile: CustomerProfile | undefined }) {
  const { t } = useTranslation(['common', 'company']);
  const value = (figure: (typeof FIGURES)[number], p: CustomerProfile) => {
    switch (figure) {
      case 'invoiceCount':
        return formatCount(p.invoiceCount);
      case 'openAmount':
        return formatMoney(p.openAmount);
      case 'lastInvoiceDate':
        return formatWireDay(p.lastInvoiceDate);
      case 'paymentTerm':
        return t('company:invoices.days', { count: p.paymentTermDays });
      case 'peppolReceiver':
        return p.peppolReceiver ? t('company:yes') : t('company:no');
    }
  };
  return (
    <Figures
      label={t('company:invoices.summary')}
      columns="grid-cols-2 sm:grid-cols-5"
      figures={FIGURES.map((figure) => ({
        key: figure,
        label: t(`company:invoices.figures.${figure}`),
        value: profile && value(figure, profile),
      }))}
    />
  );
}

export function InvoicesTab({ company }: { company: Company }) {
  // The invoice texts (state names) load with the tab (it sits in a Suspense boundary).
  const { t, i18n } = useTranslation(['common', 'company', 'invoice']);
  const language = i18n.language;
  const paging = useTablePaging({
    pageIndex: FIRST_INVOICES_PAGE.pageIndex,
    pageSize: FIRST_INVOICES_PAGE.pageSize as PageSize,
  });
  const { pageIndex, pageSize } = paging.query;
  const profile = useQuery(companyInvoiceQueries.profile(company.companyId));
  const guid = profile.data?.customerGuid;
  const invoices = useQuery({
    ...companyInvoiceQueries.invoices(company.companyId, guid ?? '', { pageIndex, pageSize }),
    enabled: guid !== undefined,
  });
  // With the invoices edit right: the customer's open invoices as one statement mail (a mailing).
  const canSend = useAccess().canEdit('invoices');
  const sendStatement = useSendStatements();
  const [mailingId, setMailingId] = useState<number | null>(null);
  const open = profile.data?.openAmount ?? 0;
  const columns = useMemo(
    () => [
      col('documentNumber', t('company:invoices.fields.documentNumber'), { kind: 'code', grow: true }, (i) => (
        <RecordLink to="/invoices/invoices/$invoiceId" params={{ invoiceId: String(i.invoiceId) }} strong numeric>
          {i.documentNumber ?? String(i.invoiceId)}
        </RecordLink>
      )),
      col('state', t('company:invoices.fields.state'), 'status', (i) => <InvoiceStateBadge state={i.state} />),
      col('month', t('company:invoices.fields.month'), { kind: 'month', hideBelow: '3xl' }, (i) =>
        formatMonth(i.month, language),
      ),
      col('documentDate', t('company:invoices.fields.documentDate'), 'date', (i) => formatWireDay(i.documentDate)),
      col('dueDate', t('company:invoices.fields.dueDate'), { kind: 'date', hideBelow: '2xl' }, (i) =>
        formatWireDay(i.dueDate),
      ),
      col('totalIncl', t('company:invoices.fields.totalIncl'), 'money', (i) => <Money amount={i.totalIncl} />),
      col('amountPaid', t('company:invoices.fields.amountPaid'), 'money', (i) => <Money amount={i.amountPaid} />),
    ],
    [t, language],
  );
  // As many placeholder rows as the page will hold (the profile counts the invoices), one at least.
  const count = profile.data?.invoiceCount;
  const rowsOnPage =
    count === undefined ? Math.min(pageSize, 5) : Math.max(1, Math.min(pageSize, count - (pageIndex - 1) * pageSize));
  return (
    <TabSection title={t('company:tabs.invoices')}>
      {profile.isError ? (
        <p role="alert" className="text-sm">
          {t('company:invoices.failed')}
        </p>
      ) : (
        <>
          <InvoicingStrip profile={profile.data} />
          {canSend && open > 0 && (
            <div>
              <ConfirmPopover
                tone="primary"
                question={t('invoice:mailing.statementQuestion', { name: company.name, open: formatMoney(open) })}
                confirmLabel={t('invoice:mailing.confirm')}
                onConfirm={async () => setMailingId((await sendStatement.mutateAsync([company.companyId])).mailingId)}
              >
                <Button variant="secondary">{t('invoice:mailing.sendStatement')}</Button>
              </ConfirmPopover>
            </div>
          )}
          {mailingId !== null && (
            <Suspense fallback={<div className="h-24 rounded-lg border border-brand-200 bg-brand-50" />}>
              <MailingProgress mailingId={mailingId} kind="statements" onDismiss={() => setMailingId(null)} />
            </Suspense>
          )}
          <DataTable
            caption={t('company:invoices.label', { name: company.name })}
            data={invoices.data?.items}
            columns={columns}
            getRowId={(i) => String(i.invoiceId)}
            loading={invoices.isPending}
            refreshing={invoices.isPlaceholderData}
            placeholderRows={rowsOnPage}
            empty={<p className="p-4 text-sm">{t('company:invoices.none')}</p>}
          />
          <Pagination {...paging.pages} totalCount={invoices.data?.totalCount} />
        </>
      )}
    </TabSection>
  );
}
