/**
 * What can be done with an approved invoice now, as the server says (`allowedActions`, from
 * src/shared/invoice-states.ts; none without the edit right): mark it sent, record what was paid,
 * the follow-up that comes next (after a confirmation), edit its reference and message, credit lines
 * of it (a credit note, paid invoices too). The dialogs
 * (zod forms) load when first opened. An open invoice is e-mailed to its customer's billing contacts
 * after a confirmation (invoice-mailing on the server); the mailing's progress and outcome show
 * below the actions.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { showAlert, translateMessage } from '@/lib/alerts';
import type { InvoiceDetail } from '@/shared/schemas/invoice';
import { useEmailInvoices, useFollowUp, useMarkSent } from '../api/invoice-mutations';

const PaymentDialog = lazy(() => import('./payment-dialog').then((m) => ({ default: m.PaymentDialog })));
const MailingProgress = lazy(() => import('./mailing-progress').then((m) => ({ default: m.MailingProgress })));
const CreditDialog = lazy(() => import('./credit-dialog').then((m) => ({ default: m.CreditDialog })));
const InvoiceTextsDialog = lazy(() =>
  import('./invoice-texts-dialog').then((m) => ({ default: m.InvoiceTextsDialog })),
);

type Dialog = 'payment' | 'texts' | 'credit' | null;

export function InvoiceActions({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const markSent = useMarkSent();
  const followUp = useFollowUp();
  const can = (action: InvoiceDetail['allowedActions'][number]) => invoice.allowedActions.includes(action);
  const number = invoice.documentNumber;
  const next = invoice.nextFollowUp;
  const close = () => setDialog(null);
  const emailInvoices = useEmailInvoices();
  const [mailingId, setMailingId] = useState<number | null>(null);
  // An open invoice, with the edit right (the server gives its life actions only then), can be e-mailed.
  const canEmail = invoice.allowedActions.some((a) => a !== 'credit');

  if (invoice.allowedActions.length === 0) return null;
  const onEmail = async () => {
    const { mailingId: id } = await emailInvoices.mutateAsync([invoice.invoiceId]);
    setMailingId(id);
  };
  const onMarkSent = async () => {
    const outcome = await markSent.mutateAsync([invoice.invoiceId]);
    if (outcome.failed[0]) showAlert('warning', translateMessage(outcome.failed[0].code));
    else showAlert('success', t('invoice:actions.markedSent', { count: 1, number }));
  };
  const onFollowUp = async () => {
    if (!next) return;
    const outcome = await followUp.mutateAsync({ invoiceIds: [invoice.invoiceId], followUpType: next });
    if (outcome.failed[0]) showAlert('warning', translateMessage(outcome.failed[0].code));
    else showAlert('success', t('invoice:followUp.done', { number, followUp: t(`invoice:states.${next}`) }));
  };
  return (
    <div className="flex w-full flex-col gap-2">
      <div className="flex w-full flex-wrap gap-2" role="toolbar" aria-label={t('invoice:actions.label')}>
        {can('markSent') && (
          <Button busy={markSent.isPending} onClick={() => void onMarkSent().catch(() => {})}>
            {t('invoice:actions.markSent')}
          </Button>
        )}
        {can('setAmountPaid') && (
          <Button variant={can('markSent') ? 'secondary' : 'primary'} onClick={() => setDialog('payment')}>
            {t('invoice:actions.recordPayment')}
          </Button>
        )}
        {can('followUp') && next && (
          <ConfirmPopover
            tone="primary"
            question={t('invoice:followUp.question', { number, followUp: t(`invoice:states.${next}`) })}
            confirmLabel={t('invoice:followUp.confirm')}
            onConfirm={onFollowUp}
          >
            <Button variant="secondary">{t(`invoice:followUp.actions.${next}`)}</Button>
          </ConfirmPopover>
        )}
        {canEmail && (
          <ConfirmPopover
            tone="primary"
            question={t('invoice:mailing.emailInvoiceQuestion', { number })}
            confirmLabel={t('invoice:mailing.confirm')}
            onConfirm={onEmail}
          >
            <Button variant="secondary" busy={emailInvoices.isPending}>
              {t('invoice:mailing.emailInvoice')}
            </Button>
          </ConfirmPopover>
        )}
        {(can('editReference') || can('editMessage')) && (
          <Button variant="secondary" onClick={() => setDialog('texts')}>
            {t('invoice:actions.editTexts')}
          </Button>
        )}
        {can('credit') && (
          <Button variant="secondary" onClick={() => setDialog('credit')}>
            {t('invoice:credit.action')}
          </Button>
        )}
        <Suspense fallback={null}>
          {dialog === 'credit' && <CreditDialog invoice={invoice} open onClose={close} />}
          {dialog === 'payment' && <PaymentDialog invoice={invoice} open onClose={close} />}
          {dialog === 'texts' && <InvoiceTextsDialog invoice={invoice} open onClose={close} />}
        </Suspense>
      </div>
      {mailingId !== null && (
        <Suspense fallback={null}>
          <MailingProgress mailingId={mailingId} onDismiss={() => setMailingId(null)} />
        </Suspense>
      )}
    </div>
  );
}
