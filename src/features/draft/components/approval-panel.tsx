/**
 * An approval of many drafts as it goes: a progress bar (drafts done of the total), Stop while it
 * runs, then the outcome: how many were approved (their first and last number) and, per draft that
 * failed, why. Announced to screen readers as it changes (a polite live region).
 */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { translateMessage } from '@/lib/alerts';
import type { ApprovalProgress } from '../api/draft-mutations';

type Props = { progress: ApprovalProgress; onStop: () => void; onDismiss: () => void };

export function ApprovalPanel({ progress, onStop, onDismiss }: Props) {
  const { t } = useTranslation();
  const { status, done, total, outcomes } = progress;
  const share = total === 0 ? 100 : Math.round((done / total) * 100);
  const numbers = outcomes.approved.map((a) => a.documentNumber).filter((n): n is string => n !== null);
  return (
    <section
      aria-labelledby="approval-title"
      className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50 p-4"
      data-testid="approval-panel"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="approval-title" className="text-base font-semibold">
          {t(`draft:approval.${status}`)}
        </h2>
        <span
          role="progressbar"
          aria-label={t('draft:approval.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={t('draft:approval.progress', { done, total })}
          className="inline-block h-2 w-48 overflow-hidden rounded-full bg-slate-200"
        >
          <span className="block h-full bg-brand-600 transition-[width]" style={{ width: `${share}%` }} />
        </span>
        <span className="text-sm tabular-nums">{t('draft:approval.progress', { done, total })}</span>
        {status === 'running' ? (
          <Button variant="secondary" className="ml-auto" onClick={onStop}>
            {t('draft:approval.stop')}
          </Button>
        ) : (
          <Button variant="ghost" className="ml-auto" onClick={onDismiss}>
            {t('actions.close')}
          </Button>
        )}
      </div>
      <p role="status" className="text-sm">
        {t('draft:approval.approved', { count: outcomes.approved.length })}
        {numbers.length > 0 &&
          ' ' + t('draft:approval.numbers', { first: numbers[0], last: numbers[numbers.length - 1] })}
        {outcomes.failed.length > 0 && ' ' + t('draft:approval.failed', { count: outcomes.failed.length })}
      </p>
      {outcomes.failed.length > 0 && (
        <ul className="max-h-40 overflow-auto text-sm" aria-label={t('draft:approval.failedList')}>
          {outcomes.failed.map((f) => (
            <li key={f.invoiceId}>
              <Link
                to="/invoices/drafts/$draftId"
                params={{ draftId: String(f.invoiceId) }}
                className="text-brand-700 underline underline-offset-2"
              >
                {t('draft:draftNumber', { id: f.invoiceId })}
              </Link>
              {': '}
              {translateMessage(f.code)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
