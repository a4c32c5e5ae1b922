/**
 * What could not be loaded and Try again, where a part of a screen loads on its own (a tile, a
 * dialog's choices, a matrix): the text, and the button that asks again (`onRetry`, disabled while
 * it does). Under the text unless `row` puts it beside.
 */
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './button';

type Props = {
  text: string;
  onRetry: () => void;
  /** Asking again already: the button waits. */
  retrying?: boolean | undefined;
  /** The button beside the text instead of under it. */
  row?: boolean | undefined;
  /** Announced as it appears (a tile among others that load). */
  alert?: boolean | undefined;
  className?: string | undefined;
};

export function LoadFailed({ text, onRetry, retrying, row = false, alert = false, className }: Props) {
  const { t } = useTranslation();
  return (
    <div
      role={alert ? 'alert' : undefined}
      className={cn(row ? 'flex items-center gap-3' : 'flex flex-col items-start gap-2', className)}
    >
      <p className="text-sm text-slate-700">{text}</p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}
