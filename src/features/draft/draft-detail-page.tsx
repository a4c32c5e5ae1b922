/**
 * A draft under /invoices/drafts/{id} (a simulation's with `?simulation=true`): who it is for, the
 * month, its lines (each with its contract and period) and its totals with the VAT per rate. A real
 * draft is approved (at the version on screen: a colleague's change meanwhile is a conflict),
 * recalculated from the product rules, deleted, or some of its lines deleted (their items are then
 * free to be invoiced again); a simulation's is made a real draft or deleted. Deleting asks first.
 * Once approved the invoice opens; a draft that is gone is the not-found state.
 */
import { DetailQuery, useRecordQuery } from '@/components/detail/detail-states';
import { DeleteButton } from '@/components/detail/delete-button';
import { DetailScreen } from '@/components/detail/detail-screen';
import { BackLink, CompanyLink, InvoiceLink, TextLink } from '@/components/detail/links';

import { getRouteApi, useNavigate } from '@tanstack/react-router';

import { useMemo } from 'react';

import { useTranslation } from 'react-i18next';

import { Block, FactsBlock } from '@/components/layout/block';

import { Badge } from '@/components/ui/badge';

import { Button } from '@/components/ui/button';

import { ConfirmPopover } from '@/components/ui/confirm-popover';

import { useSelection } from '@/hooks/use-selection';

import { showAlert } from '@/lib/alerts';

import type { InvoiceDetail } from '@/shared/schemas/invoice';
import { formatMonth } from '@/shared/dates';
import { formatEnterpriseNumber } from '@/shared/enterprise-number';
import { formatMoney } from '@/shared/format';

import { InvoiceDownloads } from '@/components/invoice/invoice-downloads';

import { InvoiceLines, LinesDeletion } from '@/components/invoice/invoice-lines';

import { InvoiceTotals } from '@/components/invoice/invoice-totals';

import { useAccess } from '@/hooks/use-access';

import { draftQueries } from './api/draft-api';

import {
  useApproveDraft,
  useDeleteDraftLines,
  useDeleteDrafts,
  useMakeReal,
  useRecalculateDrafts,
} from './api/draft-mutations';
import { idOfSegment } from '@/lib/url';

const route = getRouteApi('/_app/invoices/drafts_/$draftId');

export function DraftDetailPage() {
  const { t } = useTranslation();
  const { draftId } = route.useParams();
  const { simulation = false } = route.useSearch();
  const draft = useRecordQuery(idOfSegment(draftId), (id) => draftQueries.detail(id, simulation));

  return (
    <DetailQuery
      query={draft}
      shows={(found) => found.state === 'draft'}
      render={(found) => <DraftScreen draft={found} simulation={simulation} />}
      notFoundTitle={t('draft:notFound')}
      notFoundText={t('draft:notFoundText', { key: draftId })}
    >
      {draft?.data && draft.data.state !== 'draft' && (
        <InvoiceLink id={draft.data.invoiceId}>{t('draft:openInvoice')}</InvoiceLink>
      )}
      <TextLink to="/invoices/drafts">{t('draft:backToList')}</TextLink>
    </DetailQuery>
  );
}

function DraftScreen({ draft, simulation }: { draft: InvoiceDetail; simulation: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const access = useAccess();
  const lineIds = useMemo(() => draft.lines.map((l) => String(l.invoiceLineId)), [draft.lines]);
  const selection = useSelection(lineIds);
  const approve = useApproveDraft();
  const recalculate = useRecalculateDrafts();
  const remove = useDeleteDrafts();
  const removeLines = useDeleteDraftLines();
  const makeReal = useMakeReal();
  const can = (action: 'approve' | 'delete' | 'deleteLines') => draft.allowedActions.includes(action);
  const canDelete = simulation ? access.canEdit('drafts') : can('delete');
  const canDeleteLines = !simulation && can('deleteLines');
  const back = () =>
    void navigate({ to: '/invoices/drafts', search: simulation ? { simulation: draft.requestId ?? undefined } : {} });

  const onApprove = async () => {
    const invoice = await approve.mutateAsync({ id: draft.invoiceId, version: draft.version });
    showAlert('success', t('draft:approvedAs', { number: invoice.documentNumber }));
    void navigate({ to: '/invoices/invoices/$invoiceId', params: { invoiceId: String(invoice.invoiceId) } });
  };
  const onRecalculate = async () => {
    const outcome = await recalculate.mutateAsync([draft.invoiceId]);
    if (outcome.failed.length) showAlert('warning', t('draft:outcome.failed', { count: outcome.failed.length }));
    else showAlert('success', t('draft:recalculated'));
  };
  const onMakeReal = async () => {
    const outcome = await makeReal.mutateAsync([draft.invoiceId]);
    if (outcome.failed[0]) return showAlert('warning', t('draft:outcome.failed', { count: 1 }));
    showAlert('success', t('draft:outcome.madeReal', { count: 1 }));
    void navigate({ to: '/invoices/drafts', search: {} });
  };
  const onDelete = async () => {
    const { failed } = await remove.mutateAsync({ ids: [draft.invoiceId], simulation });
    if (failed.length) throw new Error('not deleted');
    showAlert('success', t('draft:outcome.deleted', { count: 1 }));
    back();
  };
  const onDeleteLines = async () => {
    const lineIdsToDelete = [...selection.selected].map(Number);
    await removeLines.mutateAsync({ id: draft.invoiceId, lineIds: lineIdsToDelete });
    selection.clear();
    showAlert('success', t('draft:linesDeleted', { count: lineIdsToDelete.length }));
  };

  const month = formatMonth(draft.month, i18n.language);
  return (
    <DetailScreen
      titleId="draft-title"
      back={
        <BackLink to="/invoices/drafts" search={simulation && draft.requestId ? { simulation: draft.requestId } : {}}>
          {t('draft:backToList')}
        </BackLink>
      }
      title={t('draft:title', { customer: draft.customerName, month })}
      wrap
      line={
        <>
          <Badge tone={simulation ? 'info' : 'neutral'}>
            {t(simulation ? 'draft:simulationBadge' : 'draft:draftBadge')}
          </Badge>
          <span>{t('draft:draftNumber', { id: draft.invoiceId })}</span>
        </>
      }
      rest={
        <>
          <InvoiceDownloads invoiceId={draft.invoiceId} approved={false} />
          <div className="flex w-full flex-wrap gap-2" role="toolbar" aria-label={t('draft:actions.label')}>
            {!simulation && can('approve') && (
              <ConfirmPopover
                tone="primary"
                question={t('draft:approveQuestion', { total: formatMoney(draft.totalIncl) })}
                confirmLabel={t('draft:actions.approve')}
                onConfirm={onApprove}
              >
                <Button disabled={draft.lines.length === 0}>{t('draft:actions.approve')}</Button>
              </ConfirmPopover>
            )}
            {!simulation && can('approve') && (
              <Button
                variant="secondary"
                busy={recalculate.isPending}
                onClick={() => void onRecalculate().catch(() => {})}
              >
                {t('draft:actions.recalculate')}
              </Button>
            )}
            {simulation && access.canEdit('drafts') && (
              <Button busy={makeReal.isPending} onClick={() => void onMakeReal().catch(() => {})}>
                {t('draft:actions.makeReal')}
              </Button>
            )}
            {canDelete && (
              <DeleteButton
                label={t('draft:actions.deleteDraft')}
                question={t('draft:deleteQuestion')}
                onConfirm={onDelete}
              />
            )}
          </div>
        </>
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <FactsBlock
          title={t('draft:blocks.draft')}
          rows={[
            [
              t('invoice:fields.customer'),
              <CompanyLink key="customer" id={draft.customerId}>
                {draft.customerName}
              </CompanyLink>,
            ],
            [t('invoice:fields.vatNumber'), formatEnterpriseNumber(draft.customerVatNumber)],
            [t('invoice:fields.receiver'), t(`invoice:receivers.${draft.receiver}`)],
            [t('invoice:fields.type'), t(`invoice:types.${draft.type}`)],
            [t('invoice:fields.month'), month],
            draft.requestId && [
              t('draft:fields.run'),
              <TextLink key="run" to="/invoicerequests/$requestId" params={{ requestId: String(draft.requestId) }}>
                {t('draft:fields.runLog', { id: draft.requestId })}
              </TextLink>,
            ],
          ]}
        />
        <Block title={t('invoice:blocks.totals')}>
          <InvoiceTotals invoice={draft} />
        </Block>
      </div>
      <Block title={t('invoice:blocks.lines')}>
        <div className="flex flex-col gap-3">
          {canDeleteLines && (
            <LinesDeletion
              selection={selection}
              question={t('draft:deleteLinesQuestion', { count: selection.count })}
              onConfirm={onDeleteLines}
            />
          )}
          <InvoiceLines invoice={draft} selection={canDeleteLines ? selection : undefined} />
        </div>
      </Block>
    </DetailScreen>
  );
}
