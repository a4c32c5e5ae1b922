/** The pieces a run shows in the list and on its detail: its month, kind, status and progress. */
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatMonth } from '@/shared/dates';
import type { RequestListItem } from '@/shared/schemas/invoice';

export function RunMonth({ month }: { month: string }) {
  const { i18n } = useTranslation();
  return <>{formatMonth(month, i18n.language)}</>;
}

/** A simulation stands out: its drafts are never invoiced. */
export function RunKind({ simulation }: { simulation: boolean }) {
  const { t } = useTranslation();
  return simulation ? (
    <Badge tone="warning">{t('requestLog:kinds.simulation')}</Badge>
  ) : (
    <Badge tone="info">{t('requestLog:kinds.real')}</Badge>
  );
}

/**
 * Pending with its progress (a progress bar: contracts done of the contracts to do), or finished.
 * One line, so a row keeps its height while the bar moves.
 */
export function RunStatus({ run, wide = false }: { run: RequestListItem; wide?: boolean }) {
  const { t, i18n } = useTranslation();
  if (run.status === 'finished') return <Badge tone="success">{t('requestLog:statuses.finished')}</Badge>;
  const total = Math.max(run.totalContracts, 0);
  const done = Math.min(run.doneContracts, total);
  const share = total === 0 ? 0 : Math.round((done / total) * 100);
  const month = formatMonth(run.month, i18n.language);
  return (
    <span className="inline-flex items-center gap-2">
      <Badge tone="neutral">{t('requestLog:statuses.pending')}</Badge>
      <span
        role="progressbar"
        aria-label={t('requestLog:progress.label', { month })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t('requestLog:progress.text', { done, total })}
        className={`inline-block h-2 overflow-hidden rounded-full bg-slate-200 ${wide ? 'w-48' : 'w-20'}`}
      >
        <span className="block h-full bg-brand-600 transition-[width]" style={{ width: `${share}%` }} />
      </span>
      <span aria-hidden className="text-xs text-slate-700 tabular-nums">
        {t('requestLog:progress.short', { done, total })}
      </span>
    </span>
  );
}
