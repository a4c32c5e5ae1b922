/**
 * An invoice under /invoices/invoices/{id}: its header (number, state, customer with VAT number,
 * receiver, month, document and due dates, the structured payment reference), its lines (each with
 * its contract and period), the totals with the VAT per rate and, when no VAT is charged, the Belgian
 * legal mention of why, its payments (each reversible) and the status history; the credit notes that correct it, or for a credit note
 * the invoice it corrects. A link copied to a colleague opens the same invoice;
 * a bad id is the not-found state.
 */

import { useTranslation } from 'react-i18next';

import { Block, FactsBlock } from '@/components/layout/block';

import { RecordDetail } from '@/components/detail/detail-states';
import { DetailScreen } from '@/components/detail/detail-screen';
import { BackLink, InvoiceLink, TextLink } from '@/components/detail/links';

import { useAccess } from '@/hooks/use-access';

import { formatTimestamp, formatWireDay } from '@/shared/dates';

import type { InvoiceDetail } from '@/shared/schemas/invoice';
import { invoiceDetail } from './api/invoice-detail-api';

import { InvoiceActions } from './components/invoice-actions';

import { InvoiceCustomerBlock } from '@/components/invoice/invoice-customer-facts';

import { InvoiceDownloads } from '@/components/invoice/invoice-downloads';

import { InvoiceLines } from '@/components/invoice/invoice-lines';

import { InvoiceStatusHistory } from './components/invoice-status-history';
import { InvoicePayments } from './components/invoice-payments';

import { InvoiceTotals } from '@/components/invoice/invoice-totals';

import { DocumentNumber, InvoiceStateBadge } from '@/components/invoice/invoice-cells';

import { formatMonth } from '@/shared/dates';
import { EMPTY } from '@/shared/format';

export function InvoiceDetailPage() {
  // Drafts and simulations are shown under the drafts: here only invoices.
  return (
    <RecordDetail
      param="invoiceId"
      query={invoiceDetail}
      texts="invoice:"
      back="/invoices/invoices"
      shows={(found) => found.state !== 'draft'}
    >
      {(found) => <InvoiceScreen invoice={found} />}
    </RecordDetail>
  );
}

function InvoiceScreen({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const canReadManual = useAccess().canRead('manualInvoices');
  const number = invoice.documentNumber ?? t('invoice:noNumber', { id: invoice.invoiceId });
  return (
    <DetailScreen
      titleId="invoice-title"
      back={<BackLink to="/invoices/invoices">{t('invoice:backToList')}</BackLink>}
      title={t(`invoice:titles.${invoice.type}`, { number })}
      wrap
      line={
        <>
          <InvoiceStateBadge state={invoice.state} />
          <span>{invoice.customerName}</span>
          <span>{formatMonth(invoice.month, i18n.language)}</span>
        </>
      }
      rest={
        <>
          <InvoiceActions invoice={invoice} />
          <InvoiceDownloads invoiceId={invoice.invoiceId} approved />
        </>
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <FactsBlock
          title={t('invoice:blocks.invoice')}
          rows={[
            [t('invoice:fields.documentNumber'), <DocumentNumber key="number">{number}</DocumentNumber>],
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
                EMPTY
              ),
            ],
            invoice.manual && [
              t('invoice:fields.origin'),
              canReadManual ? (
                <TextLink
                  key="manual"
                  to="/invoices/manualInvoices/$invoiceId"
                  params={{ invoiceId: String(invoice.invoiceId) }}
                >
                  {t('invoice:manualInvoice')}
                </TextLink>
              ) : (
                t('invoice:manualInvoice')
              ),
            ],
            invoice.replacesInvoiceId && [
              t('invoice:fields.replaces'),
              <InvoiceLink key="replaces" id={invoice.replacesInvoiceId} className="tabular-nums">
                {invoice.replacesInvoiceNumber}
              </InvoiceLink>,
            ],
            invoice.creditedInvoiceId && [
              t('invoice:fields.corrects'),
              <InvoiceLink key="corrects" id={invoice.creditedInvoiceId} className="tabular-nums">
                {invoice.creditedInvoiceNumber}
              </InvoiceLink>,
            ],
            invoice.creditNotes?.length && [
              t('invoice:fields.creditNotes'),
              <span key="credit-notes" className="flex flex-wrap gap-x-3">
                {invoice.creditNotes.map((note) => (
                  <InvoiceLink key={note.invoiceId} id={note.invoiceId} className="tabular-nums">
                    {note.documentNumber}
                  </InvoiceLink>
                ))}
              </span>,
            ],
            invoice.reference && [t('invoice:fields.reference'), invoice.reference],
            invoice.message && [t('invoice:fields.message'), invoice.message],
            [t('invoice:fields.approvedAt'), formatTimestamp(invoice.approvedAt)],
          ]}
        />
        <InvoiceCustomerBlock invoice={invoice} />
      </div>
      <Block title={t('invoice:blocks.lines')}>
        <InvoiceLines invoice={invoice} />
      </Block>
      {invoice.type === 'invoice' && (
        <Block title={t('invoice:blocks.payments')}>
          <InvoicePayments invoice={invoice} />
        </Block>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Block title={t('invoice:blocks.totals')}>
          <InvoiceTotals invoice={invoice} />
        </Block>
        <Block title={t('invoice:blocks.statusHistory')}>
          <InvoiceStatusHistory invoiceId={invoice.invoiceId} />
        </Block>
      </div>
    </DetailScreen>
  );
}
