/**
 * An approval of many drafts as it goes: a progress bar (drafts done of the total), Stop while it
 * runs, then the outcome: how many were approved (their first and last number) and, per draft that
 * failed, why. Announced to screen readers as it changes (a polite live region).
 */
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ProgressPanel } from '@/components/invoice/progress-panel';
import { TextLink } from '@/components/detail/links';
import { translateMessage } from '@/lib/alerts';
import type { ApprovalProgress } from '../api/draft-mutations';

type Props = { progress: ApprovalProgress; onStop: () => void; onDismiss: () => void };

export function ApprovalPanel({ progress, onStop, onDismiss }: Props) {
  const { t } = useTranslation();
  const { status, done, total, outcomes } = progress;
  const share = total === 0 ? 100 : Math.round((done / total) * 100);
  const numbers = outcomes.approved.map((a) => a.documentNumber).filter((n): n is string => n !== null);
  return (
    <ProgressPanel
      titleId="approval-title"
      title={t(`draft:approval.${status}`)}
      label={t('draft:approval.progressLabel')}
      done={done}
      total={total}
      share={share}
      progress={t('draft:approval.progress', { done, total })}
      testId="approval-panel"
      action={
        status === 'running' ? (
          <Button variant="secondary" className="ml-auto" onClick={onStop}>
            {t('draft:approval.stop')}
          </Button>
        ) : (
          <Button variant="ghost" className="ml-auto" onClick={onDismiss}>
            {t('actions.close')}
          </Button>
        )
      }
    >
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
              <TextLink to="/invoices/drafts/$draftId" params={{ draftId: String(f.invoiceId) }}>
                {t('draft:draftNumber', { id: f.invoiceId })}
              </TextLink>
              {': '}
              {translateMessage(f.code)}
            </li>
          ))}
        </ul>
      )}
    </ProgressPanel>
  );
}
