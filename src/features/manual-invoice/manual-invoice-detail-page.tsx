/**
 * A manual invoice under /invoices/manualInvoices/{id}: its header (customer, receiver, contract
 * type, period, reference and message, and once approved its number, dates and payment reference),
 * its lines, the totals with the VAT per rate, and the status history. A draft, with the rights the
 * server gives (`allowedActions`), has its header edited, lines added, changed or deleted (the
 * selected ones), is deleted, or approved; each on the version on screen, deleting and approving
 * after a confirmation. Once approved its number shows, with a link to it among the invoices, where
 * its life goes on. A read-only account sees no actions. A bad id is the not-found state.
 */

import { useNavigate } from '@tanstack/react-router';

import { Pencil, Plus } from 'lucide-react';

import { lazy, Suspense, useMemo, useState } from 'react';

import { useTranslation } from 'react-i18next';
import { EditButton } from '@/components/data-table/edit-button';

import { Block, FactsBlock } from '@/components/layout/block';

import { RecordDetail } from '@/components/detail/detail-states';
import { DeleteButton } from '@/components/detail/delete-button';
import { DetailScreen } from '@/components/detail/detail-screen';
import { BackLink, InvoiceLink } from '@/components/detail/links';

import { Button } from '@/components/ui/button';

import { ConfirmPopover } from '@/components/ui/confirm-popover';

import { useSelection } from '@/hooks/use-selection';

import { showAlert } from '@/lib/alerts';

import { formatTimestamp, formatWireDay } from '@/shared/dates';

import { EMPTY, formatMoney } from '@/shared/format';

import type { InvoiceAction, InvoiceLine } from '@/shared/schemas/invoice';
import type { ManualInvoiceDetail } from '@/shared/schemas/manual-invoice';
import { DocumentNumber, InvoiceStateBadge } from '@/components/invoice/invoice-cells';

import { InvoiceCustomerBlock } from '@/components/invoice/invoice-customer-facts';

import { InvoiceLines, LinesDeletion } from '@/components/invoice/invoice-lines';

import { InvoiceStatusHistory } from '@/features/invoice';

import { InvoiceTotals } from '@/components/invoice/invoice-totals';

import { useAccess } from '@/hooks/use-access';

import {
  manualInvoiceQueries,
  useApproveManualInvoice,
  useDeleteManualInvoice,
  useDeleteManualInvoiceLines,
} from './api/manual-invoice-api';
import { enumLabel } from '@/shared/enumerations';

/** The dialogs (zod forms) load when first opened. */
const ManualInvoiceDialog = lazy(() =>
  import('./components/manual-invoice-form').then((m) => ({ default: m.ManualInvoiceDialog })),
);
const ManualInvoiceLineDialog = lazy(() =>
  import('./components/manual-invoice-line-form').then((m) => ({ default: m.ManualInvoiceLineDialog })),
);

export function ManualInvoiceDetailPage() {
  return (
    <RecordDetail
      param="invoiceId"
      query={manualInvoiceQueries.detail}
      texts="manualInvoice:"
      back="/invoices/manualInvoices"
    >
      {(found) => <ManualInvoiceScreen invoice={found} />}
    </RecordDetail>
  );
}

type Dialog = { kind: 'header' } | { kind: 'line'; line: InvoiceLine | null } | null;

function ManualInvoiceScreen({ invoice }: { invoice: ManualInvoiceDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useAccess();
  const draft = invoice.state === 'draft';
  const can = (action: InvoiceAction) => draft && invoice.allowedActions.includes(action);
  const lineIds = useMemo(() => invoice.lines.map((l) => String(l.invoiceLineId)), [invoice.lines]);
  const selection = useSelection(lineIds);
  const [dialog, setDialog] = useState<Dialog>(null);
  const approve = useApproveManualInvoice();
  const remove = useDeleteManualInvoice();
  const removeLines = useDeleteManualInvoiceLines();
  const version = { id: invoice.invoiceId, version: invoice.version };

  const onApprove = async () => {
    const approved = await approve.mutateAsync(version);
    showAlert('success', t('manualInvoice:approvedAs', { number: approved.documentNumber }));
  };
  const onDelete = async () => {
    await remove.mutateAsync(version);
    void navigate({ to: '/invoices/manualInvoices' });
  };
  const onDeleteLines = async () => {
    const lineIdsToDelete = [...selection.selected].map(Number);
    await removeLines.mutateAsync({ invoiceId: invoice.invoiceId, version: invoice.version, lineIds: lineIdsToDelete });
    selection.clear();
    showAlert('success', t('manualInvoice:linesDeleted', { count: lineIdsToDelete.length }));
  };

  const number = invoice.documentNumber;
  const period = t('invoice:lines.periodRange', {
    from: formatWireDay(invoice.periodFrom),
    to: formatWireDay(invoice.periodTo),
  });
  const anyAction = can('approve') || can('edit') || can('delete');
  return (
    <DetailScreen
      titleId="manual-invoice-title"
      back={<BackLink to="/invoices/manualInvoices">{t('manualInvoice:backToList')}</BackLink>}
      title={number ? t('manualInvoice:title', { number }) : t('manualInvoice:draftTitle', { id: invoice.invoiceId })}
      wrap
      line={
        <>
          <InvoiceStateBadge state={invoice.state} />
          <span>{invoice.customerName}</span>
          <span className="tabular-nums">{period}</span>
          {!draft && access.canRead('invoices') && (
            <InvoiceLink id={invoice.invoiceId}>{t('manualInvoice:openInvoice', { number })}</InvoiceLink>
          )}
        </>
      }
      rest={
        anyAction && (
          <div className="flex w-full flex-wrap gap-2" role="toolbar" aria-label={t('manualInvoice:actions.label')}>
            {can('approve') && (
              <ConfirmPopover
                tone="primary"
                question={t('manualInvoice:approveQuestion', { total: formatMoney(invoice.totalIncl) })}
                confirmLabel={t('manualInvoice:actions.approve')}
                onConfirm={onApprove}
              >
                <Button disabled={invoice.lines.length === 0}>{t('manualInvoice:actions.approve')}</Button>
              </ConfirmPopover>
            )}
            {can('edit') && (
              <>
                <Button variant="secondary" onClick={() => setDialog({ kind: 'header' })}>
                  <Pencil aria-hidden className="size-4" />
                  {t('manualInvoice:actions.edit')}
                </Button>
                <Button variant="secondary" onClick={() => setDialog({ kind: 'line', line: null })}>
                  <Plus aria-hidden className="size-4" />
                  {t('manualInvoice:addLine')}
                </Button>
              </>
            )}
            {can('delete') && (
              <DeleteButton
                label={t('manualInvoice:actions.delete')}
                question={t('manualInvoice:deleteQuestion')}
                onConfirm={onDelete}
              />
            )}
          </div>
        )
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <FactsBlock
          title={t('invoice:blocks.invoice')}
          rows={[
            [t('invoice:fields.documentNumber'), <DocumentNumber key="number">{number ?? EMPTY}</DocumentNumber>],
            [t('invoice:fields.state'), <InvoiceStateBadge key="state" state={invoice.state} />],
            [
              t('manualInvoice:fields.contractType'),
              enumLabel(t, 'contractType', invoice.contractTypeCode, invoice.contractTypeDescription),
            ],
            [t('manualInvoice:fields.period'), period],
            // A draft has no document date, due date or payment reference yet: approval gives them.
            invoice.documentDate && [t('invoice:fields.documentDate'), formatWireDay(invoice.documentDate)],
            invoice.documentDate && [t('invoice:fields.dueDate'), formatWireDay(invoice.dueDate)],
            invoice.paymentReference && [
              t('invoice:fields.paymentReference'),
              <code key="reference" className="text-sm tabular-nums">
                {invoice.paymentReference}
              </code>,
            ],
            [t('invoice:fields.reference'), invoice.reference ?? EMPTY],
            [t('invoice:fields.message'), invoice.message ?? EMPTY],
            invoice.replacesInvoiceId && [
              t('manualInvoice:fields.replaces'),
              <InvoiceLink key="replaces" id={invoice.replacesInvoiceId}>
                {invoice.replacesInvoiceNumber ?? invoice.replacesInvoiceId}
              </InvoiceLink>,
            ],
            invoice.approvedAt && [t('invoice:fields.approvedAt'), formatTimestamp(invoice.approvedAt)],
          ]}
        />
        <InvoiceCustomerBlock invoice={invoice} />
      </div>
      <Block title={t('invoice:blocks.lines')}>
        <div className="flex flex-col gap-3">
          {can('deleteLines') && (
            <LinesDeletion
              selection={selection}
              question={t('manualInvoice:deleteLinesQuestion', { count: selection.count })}
              onConfirm={onDeleteLines}
            />
          )}
          <InvoiceLines
            invoice={invoice}
            selection={can('deleteLines') ? selection : undefined}
            lineAction={
              can('edit')
                ? (line) => (
                    <EditButton
                      label={t('manualInvoice:editLineNamed', { description: line.description })}
                      className="px-2 py-0.5"
                      onClick={() => setDialog({ kind: 'line', line })}
                    />
                  )
                : undefined
            }
          />
        </div>
      </Block>
      <div className="grid gap-4 lg:grid-cols-2">
        <Block title={t('invoice:blocks.totals')}>
          <InvoiceTotals invoice={invoice} />
        </Block>
        {access.canRead('invoices') && (
          <Block title={t('invoice:blocks.statusHistory')}>
            <InvoiceStatusHistory invoiceId={invoice.invoiceId} />
          </Block>
        )}
      </div>
      <Suspense fallback={null}>
        {dialog?.kind === 'header' && <ManualInvoiceDialog open invoice={invoice} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'line' && (
          <ManualInvoiceLineDialog open invoice={invoice} line={dialog.line} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </DetailScreen>
  );
}
