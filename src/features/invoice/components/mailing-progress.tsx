/**
 * A mailing as it goes (sending invoices by e-mail): a progress bar (done of the total), read every
 * second until the mailing is finished, then the outcome: how many mails were queued (and how many
 * went with their PDF only), each failure with its invoice number (or customer) and the reason, and
 * a link to the mails. Announced to screen readers as it changes (a polite live region).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
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
  const titleId = `mailing-${mailingId}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50 p-4"
      data-testid="mailing-progress"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={titleId} className="text-base font-semibold">
          {kind === 'statements'
            ? t(finished ? 'invoice:mailing.statementFinished' : 'invoice:mailing.statementTitle')
            : t(finished ? 'invoice:mailing.titleFinished' : 'invoice:mailing.title')}
        </h2>
        <span
          role="progressbar"
          aria-label={t('invoice:mailing.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={t('invoice:mailing.progress', { done, total })}
          className="inline-block h-2 w-48 overflow-hidden rounded-full bg-slate-200"
        >
          <span className="block h-full bg-brand-600 transition-[width]" style={{ width: `${share}%` }} />
        </span>
        <span className="text-sm tabular-nums">{t('invoice:mailing.progress', { done, total })}</span>
        <Button variant="ghost" className="ml-auto" onClick={onDismiss}>
          {t('actions.close')}
        </Button>
      </div>
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
                <Link
                  to="/invoices/invoices/$invoiceId"
                  params={{ invoiceId: String(f.invoiceId) }}
                  className="text-brand-700 underline underline-offset-2"
                >
                  {f.documentNumber ?? t('invoice:noNumber', { id: f.invoiceId })}
                </Link>
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
        <Link to="/mails" className="text-sm text-brand-700 underline underline-offset-2">
          {t('invoice:mailing.openMails')}
        </Link>
      )}
    </section>
  );
}
