/** What an import shows in the list and on its detail: its type, its status with its progress, a row's outcome and reason. */
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
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

/**
 * Finished, or queued/running with its progress (rows done of the file's rows). One line, so a row
 * keeps its height while the bar moves.
 */
export function ImportStatus({ item, wide = false }: { item: FileImportListItem; wide?: boolean }) {
  const { t } = useTranslation();
  const label = enumLabel(t, 'fileImportStatus', item.status);
  if (item.status === 'finished')
    return <Badge tone={item.counts.failed || item.counts.needsReview ? 'warning' : 'success'}>{label}</Badge>;
  const total = Math.max(item.counts.total, 0);
  const done = Math.min(item.counts.done, total);
  const share = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <span className="inline-flex items-center gap-2">
      <Badge tone="neutral">{label}</Badge>
      <span
        role="progressbar"
        aria-label={t('fileImport:progress.label', { fileName: item.fileName })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t('fileImport:progress.text', { done, total })}
        className={`inline-block h-2 overflow-hidden rounded-full bg-slate-200 ${wide ? 'w-48' : 'w-20'}`}
      >
        <span className="block h-full bg-brand-600 transition-[width]" style={{ width: `${share}%` }} />
      </span>
      <span aria-hidden className="text-xs text-slate-700 tabular-nums">
        {t('fileImport:progress.short', { done, total })}
      </span>
    </span>
  );
}

/** A count that needs attention reads as such; zero stays quiet. */
export function Count({ value, tone }: { value: number; tone?: 'danger' | 'warning' }) {
  const colour =
    value > 0 && tone === 'danger' ? 'text-red-800' : value > 0 && tone === 'warning' ? 'text-amber-900' : '';
  return <span className={`tabular-nums ${value > 0 && tone ? `font-semibold ${colour}` : ''}`}>{value}</span>;
}
