/** What an import shows in the list and on its detail: its type, its status with its progress, a row's outcome and reason. */
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { ProgressStatus } from '@/components/runs/run-parts';
import { messageValues, splitMessage } from '@/lib/api-error';
import { enumLabel } from '@/shared/enumerations';
import type { ImportRowOutcome } from '@/shared/constants/file-import';
import type { FileImportListItem } from '@/shared/schemas/file-import';
import type { Tone } from '@/shared/tone';

const OUTCOME_TONE: Readonly<Record<ImportRowOutcome, Tone>> = {
  pending: 'neutral',
  imported: 'success',
  skipped: 'info',
  failed: 'danger',
  needsReview: 'warning',
};

export function OutcomeBadge({ outcome }: { outcome: ImportRowOutcome }) {
  const { t } = useTranslation();
  return <Badge tone={OUTCOME_TONE[outcome]}>{enumLabel(t, 'importRowOutcome', outcome)}</Badge>;
}

export function ImportType({ type }: { type: FileImportListItem['type'] }) {
  const { t } = useTranslation();
  return <>{enumLabel(t, 'fileImportType', type)}</>;
}

/** A reason code (`validation.number`, `fileImport.productNotFound|X`) in the reader's language. */
export function useReasonText() {
  const { t } = useTranslation(['fileImport', 'validation']);
  return (reason: string | null) => {
    if (!reason) return '';
    const { code, vars } = splitMessage(reason);
    return t(code, { ...messageValues(vars), ns: 'validation' });
  };
}

/** Finished, or queued/running with its progress (rows done of the file's rows). */
export function ImportStatus({ item, wide = false }: { item: FileImportListItem; wide?: boolean }) {
  const { t } = useTranslation();
  const label = enumLabel(t, 'fileImportStatus', item.status);
  if (item.status === 'finished')
    return <Badge tone={item.counts.failed || item.counts.needsReview ? 'warning' : 'success'}>{label}</Badge>;
  return (
    <ProgressStatus
      status={label}
      done={item.counts.done}
      total={item.counts.total}
      label={t('fileImport:progress.label', { fileName: item.fileName })}
      valueText={t('fileImport:progress.text', { done: item.counts.done, total: item.counts.total })}
      wide={wide}
    />
  );
}
