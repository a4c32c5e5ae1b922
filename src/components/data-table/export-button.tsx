/**
 * Export of the current view to CSV: the server streams every row matching the filters and sort;
 * the button shows the progress (rows received of the total) and can cancel a long export. The
 * download code (src/lib/download.ts) loads when an export starts, not with every screen.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { alertError } from '@/lib/alerts';
import type { CsvProgress } from '@/lib/download';
import type { QueryParams } from '@/lib/http';
import { reportUnauthorized } from '@/lib/unauthorized';

type Props = { path: string; params: QueryParams; disabled?: boolean };

export function ExportButton({ path, params, disabled }: Props) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<CsvProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    controller.current = new AbortController();
    setProgress({ rows: 0, total: null });
    try {
      const { downloadCsv } = await import('@/lib/download');
      await downloadCsv(path, params, { signal: controller.current.signal, onProgress: setProgress });
    } catch (error) {
      // An expired session starts the account check (to the sign-in page), like any other 401.
      if (!controller.current.signal.aborted && !reportUnauthorized(error)) alertError(error);
    } finally {
      setProgress(null);
      controller.current = null;
    }
  };

  if (!progress)
    return (
      <Button variant="secondary" disabled={disabled} onClick={() => void start()}>
        {t('export.csv')}
      </Button>
    );

  const percent = progress.total ? Math.min(100, Math.round((progress.rows / progress.total) * 100)) : undefined;
  return (
    <div className="flex items-center gap-2 text-sm" role="status">
      <progress
        className="h-2 w-32 accent-brand-600"
        max={100}
        value={percent}
        aria-label={t('export.progressLabel')}
      />
      <span>
        {progress.total === null
          ? t('export.starting')
          : t('export.progress', { rows: progress.rows, total: progress.total })}
      </span>
      <Button variant="ghost" className="px-2 py-1" onClick={() => controller.current?.abort()}>
        {t('actions.cancel')}
      </Button>
    </div>
  );
}
