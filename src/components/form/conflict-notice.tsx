import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type Props = {
  /** What the colleague changed, when the screen can say it in a line (a price's amount and dates). */
  detail?: ReactNode;
  onUseTheirs: () => void;
  onKeepMine: () => void;
  /** A table row's small version. */
  compact?: boolean;
};

/** A colleague saved first: their version or mine (see useVersionConflict). Every form shows it the same way. */
export function ConflictNotice({ detail, onUseTheirs, onKeepMine, compact = false }: Props) {
  const { t } = useTranslation();
  const button = compact ? 'px-2 py-0.5 text-xs' : undefined;
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col gap-2 text-amber-950',
        compact ? 'gap-1 text-xs' : 'rounded-md bg-amber-50 p-3 text-sm',
      )}
    >
      <p>
        {t('errors.versionConflict')} {detail ?? (compact ? null : t('conflict.hint'))}
      </p>
      <div className="flex flex-wrap gap-1.5">
        <Button variant="secondary" className={button} onClick={onUseTheirs}>
          {t('conflict.useTheirs')}
        </Button>
        <Button variant="secondary" className={button} onClick={onKeepMine}>
          {t('conflict.keepMine')}
        </Button>
      </div>
    </div>
  );
}
