/**
 * An invoice under /invoices/invoices/{id}: its header (number, state, customer with VAT number,
 * receiver, month, document and due dates, the structured payment reference), its lines (each with
 * its contract and period), the totals with the VAT per rate and, when no VAT is charged, the Belgian
 * legal mention of why, and the status history; the credit notes that correct it, or for a credit note
 * the invoice it corrects. A link copied to a colleague opens the same invoice;
 * a bad id is the not-found state.
 */
import { useQuery } from '@tanstack/react-query';

import type { ReactNode } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';

import { useTranslation } from 'react-i18next';

import { Block, Facts } from '@/components/layout/block';

import { DetailSkeleton, DetailUnavailable, isMissingRecord } from '@/components/layout/detail-states';

import { useAccess } from '@/hooks/use-access';

import { formatTimestamp, formatWireDay } from '@/shared/dates';

import type { InvoiceDetail } from '@/shared/schemas/invoice';
import { invoiceQueries } from './api/invoice-api';

import { InvoiceActions } from './components/invoice-actions';

import { InvoiceCustomerFacts } from '@/components/invoice/invoice-customer-facts';

import { InvoiceDownloads } from '@/components/invoice/invoice-downloads';

import { InvoiceLines } from '@/components/invoice/invoice-lines';

import { InvoiceStatusHistory } from './components/invoice-status-history';

import { InvoiceTotals } from '@/components/invoice/invoice-totals';

import { InvoiceStateBadge } from '@/components/invoice/invoice-cells';

import { formatMonth } from '@/shared/dates';
import { idOfSegment } from '@/lib/url';

const route = getRouteApi('/_app/invoices/invoices_/$invoiceId');
const link = 'text-brand-700 underline underline-offset-2';

export function InvoiceDetailPage() {
  const { t } = useTranslation();
  const { invoiceId } = route.useParams();
  const id = idOfSegment(invoiceId);
  const invoice = useQuery({ ...invoiceQueries.detail(id ?? 0), enabled: id !== null });

  if (id !== null && invoice.isPending) return <DetailSkeleton />;
  // Drafts and simulations are shown under the drafts: here only invoices.
  if (id !== null && invoice.isSuccess && invoice.data.state !== 'draft')
    return <InvoiceScreen invoice={invoice.data} />;
  return (
    <DetailUnavailable
      missing={id === null || invoice.isSuccess || isMissingRecord(invoice.error)}
      notFoundTitle={t('invoice:notFound')}
      notFoundText={t('invoice:notFoundText', { key: invoiceId })}
      onRetry={() => void invoice.refetch()}
    >
      <Link to="/invoices/invoices" className={link}>
        {t('invoice:backToList')}
      </Link>
    </DetailUnavailable>
  );
}

/** Another invoice (the one a credit note corrects, an invoice's credit note). */
function InvoiceLink({ id, children }: { id: number; children: ReactNode }) {
  return (
    <Link to="/invoices/invoices/$invoiceId" params={{ invoiceId: String(id) }} className={`${link} tabular-nums`}>
      {children}
    </Link>
  );
}

function InvoiceScreen({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const canReadManual = useAccess().canRead('manualInvoices');
  const none = '–';
  const number = invoice.documentNumber ?? t('invoice:noNumber', { id: invoice.invoiceId });
  return (
    <article aria-labelledby="invoice-title" className="flex max-w-[1400px] flex-col gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <Link to="/invoices/invoices" className="text-sm text-brand-700 underline underline-offset-2">
          {t('invoice:backToList')}
        </Link>
        <h1 id="invoice-title" className="w-full text-2xl font-semibold break-words">
          {t(`invoice:titles.${invoice.type}`, { number })}
        </h1>
        <p className="flex w-full flex-wrap items-center gap-3 text-slate-700">
          <InvoiceStateBadge state={invoice.state} />
          <span>{invoice.customerName}</span>
          <span>{formatMonth(invoice.month, i18n.language)}</span>
        </p>
        <InvoiceActions invoice={invoice} />
        <InvoiceDownloads invoiceId={invoice.invoiceId} approved />
      </header>
      <div className="grid gap-4 lg:grid-cols-2">
        <Block title={t('invoice:blocks.invoice')}>
          <Facts
            rows={[
              [
                t('invoice:fields.documentNumber'),
                <span key="number" className="tabular-nums">
                  {number}
                </span>,
              ],
              [t('invoice:fields.type'), t(`invoice:types.${invoice.type}`)],
              [t('invoice:fields.state'), <InvoiceStateBadge key="state" state={invoice.state} />],
              [t('invoice:fields.month'), formatMonth(invoice.month, i18n.language)],
              [t('invoice:fields.documentDate'), formatWireDay(invoice.documentDate)],
              [t('invoice:fields.dueDate'), formatWireDay(invoice.dueDate)],
              [
                t('invoice:fields.paymentReference'),
                invoice.paymentReference ? (
                  <code key="reference" className="text-sm tabular-nums">
                    {invoice.paymentReference}
                  </code>
                ) : (
                  none
                ),
              ],
              ...(invoice.manual
                ? [
                    [
                      t('invoice:fields.origin'),
                      canReadManual ? (
                        <Link
                          key="manual"
                          to="/invoices/manualInvoices/$invoiceId"
                          params={{ invoiceId: String(invoice.invoiceId) }}
                          className={link}
                        >
                          {t('invoice:manualInvoice')}
                        </Link>
                      ) : (
                        t('invoice:manualInvoice')
                      ),
                    ] as const,
                  ]
                : []),
              ...(invoice.replacesInvoiceId
                ? [
                    [
                      t('invoice:fields.replaces'),
                      <InvoiceLink key="replaces" id={invoice.replacesInvoiceId}>
                        {invoice.replacesInvoiceNumber}
                      </InvoiceLink>,
                    ] as const,
                  ]
                : []),
              ...(invoice.creditedInvoiceId
                ? [
                    [
                      t('invoice:fields.corrects'),
                      <InvoiceLink key="corrects" id={invoice.creditedInvoiceId}>
                        {invoice.creditedInvoiceNumber}
                      </InvoiceLink>,
                    ] as const,
                  ]
                : []),
              ...(invoice.creditNotes?.length
                ? [
                    [
                      t('invoice:fields.creditNotes'),
                      <span key="credit-notes" className="flex flex-wrap gap-x-3">
                        {invoice.creditNotes.map((note) => (
                          <InvoiceLink key={note.invoiceId} id={note.invoiceId}>
                            {note.documentNumber}
                          </InvoiceLink>
                        ))}
                      </span>,
                    ] as const,
                  ]
                : []),
              ...(invoice.reference ? [[t('invoice:fields.reference'), invoice.reference] as const] : []),
              ...(invoice.message ? [[t('invoice:fields.message'), invoice.message] as const] : []),
              [t('invoice:fields.approvedAt'), formatTimestamp(invoice.approvedAt)],
            ]}
          />
        </Block>
        <Block title={t('invoice:blocks.customer')}>
          <InvoiceCustomerFacts invoice={invoice} />
        </Block>
      </div>
      <Block title={t('invoice:blocks.lines')}>
        <InvoiceLines invoice={invoice} />
      </Block>
      <div className="grid gap-4 lg:grid-cols-2">
        <Block title={t('invoice:blocks.totals')}>
          <InvoiceTotals invoice={invoice} />
        </Block>
        <Block title={t('invoice:blocks.statusHistory')}>
          <InvoiceStatusHistory invoiceId={invoice.invoiceId} />
        </Block>
      </div>
    </article>
  );
}
