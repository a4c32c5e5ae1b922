/**
 * A mailing as it goes (sending invoices by e-mail): a progress bar (done of the total), read every
 * second until the mailing is finished, then the outcome: how many mails were queued (and how many
 * went with their PDF only), each failure with its invoice number (or customer) and the reason, and
 * a link to the mails. Announced to screen readers as it changes (a polite live region).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ProgressPanel } from '@/components/invoice/progress-panel';
import { InvoiceLink, TextLink } from '@/components/detail/links';
import { translateMessage } from '@/lib/alerts';
import { invoiceMailingQueries } from '../api/invoice-api';

/** `statements`: a customer's open invoices in one mail (the titles say so). */
type Props = { mailingId: number; kind?: 'invoices' | 'statements'; onDismiss: () => void };

export function MailingProgress({ mailingId, kind = 'invoices', onDismiss }: Props) {
  const { t } = useTranslation();
  const { data: mailing, isError } = useQuery(invoiceMailingQueries.mailing(mailingId));
  const finished = mailing?.status === 'finished';
  const done = mailing?.done ?? 0;
  const total = mailing?.total ?? 0;
  const share = total === 0 ? (finished ? 100 : 0) : Math.round((done / total) * 100);
  const items = mailing?.items ?? [];
  const queued = items.filter((i) => i.status === 'queued');
  const pdfOnly = queued.filter((i) => i.code === 'validation.ublUnavailable').length;
  const failed = items.filter((i) => i.status === 'failed');
  return (
    <ProgressPanel
      titleId={`mailing-${mailingId}-title`}
      title={
        kind === 'statements'
          ? t(finished ? 'invoice:mailing.statementFinished' : 'invoice:mailing.statementTitle')
          : t(finished ? 'invoice:mailing.titleFinished' : 'invoice:mailing.title')
      }
      label={t('invoice:mailing.progressLabel')}
      done={done}
      total={total}
      share={share}
      progress={t('invoice:mailing.progress', { done, total })}
      testId="mailing-progress"
      action={
        <Button variant="ghost" className="ml-auto" onClick={onDismiss}>
          {t('actions.close')}
        </Button>
      }
    >
      <p role="status" className="text-sm">
        {isError && !mailing ? t('invoice:mailing.loadFailed') : null}
        {finished && (
          <>
            {t('invoice:mailing.queued', { count: queued.length })}
            {pdfOnly > 0 && ' ' + t('invoice:mailing.pdfOnly', { count: pdfOnly })}
            {failed.length > 0 && ' ' + t('invoice:mailing.failed', { count: failed.length })}
          </>
        )}
      </p>
      {finished && failed.length > 0 && (
        <ul className="max-h-40 overflow-auto text-sm" aria-label={t('invoice:mailing.failedList')}>
          {failed.map((f, i) => (
            <li key={`${f.invoiceId ?? f.customerId}-${i}`}>
              {f.invoiceId !== null ? (
                <InvoiceLink id={f.invoiceId}>
                  {f.documentNumber ?? t('invoice:noNumber', { id: f.invoiceId })}
                </InvoiceLink>
              ) : (
                <span>{f.customerName ?? f.customerId}</span>
              )}
              {': '}
              {translateMessage(f.code ?? 'errors.generic')}
            </li>
          ))}
        </ul>
      )}
      {finished && queued.length > 0 && (
        <TextLink to="/mails" className="text-sm">
          {t('invoice:mailing.openMails')}
        </TextLink>
      )}
    </ProgressPanel>
  );
}
