/** The pieces a run shows in the list and on its detail: its month, kind, status and progress. */
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { ProgressStatus } from '@/components/runs/run-parts';
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

/** Pending with its progress (contracts done of the contracts to do), or finished. */
export function RunStatus({ run, wide = false }: { run: RequestListItem; wide?: boolean }) {
  const { t, i18n } = useTranslation();
  if (run.status === 'finished') return <Badge tone="success">{t('requestLog:statuses.finished')}</Badge>;
  return (
    <ProgressStatus
      status={t('requestLog:statuses.pending')}
      done={run.doneContracts}
      total={run.totalContracts}
      label={t('requestLog:progress.label', { month: formatMonth(run.month, i18n.language) })}
      valueText={t('requestLog:progress.text', { done: run.doneContracts, total: run.totalContracts })}
      wide={wide}
    />
  );
}
