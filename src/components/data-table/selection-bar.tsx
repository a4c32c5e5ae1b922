/**
 * The bar above a table's rows while some are selected: how many, the page's actions on them (each
 * usually behind a ConfirmPopover) and Deselect all; nothing while none is. A group named by `label`
 * ("Actions on the selected ..."); without a label (a list screen's own bar, no actions) a status line.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmPopover, type ConfirmPopoverProps } from '@/components/ui/confirm-popover';
import type { SelectionApi } from '@/hooks/use-selection';
import { cn } from '@/lib/cn';

type Props = { selection: Pick<SelectionApi, 'count' | 'clear'>; label?: string; children?: ReactNode };

export function SelectionBar({ selection, label, children }: Props) {
  const { t } = useTranslation();
  if (selection.count === 0) return null;
  return (
    <div
      className={cn('flex', label && 'flex-wrap', 'items-center gap-3 rounded-md bg-brand-50 px-3 py-2 text-sm')}
      role={label ? 'group' : 'status'}
      aria-label={label}
    >
      <span>{t('list.selected', { count: selection.count })}</span>
      {children}
      <Button variant="ghost" className="px-2 py-1" onClick={selection.clear}>
        {t('list.deselectAll')}
      </Button>
    </div>
  );
}

type ConfirmedProps = Pick<Props, 'selection'> &
  Pick<ConfirmPopoverProps, 'question' | 'confirmLabel' | 'onConfirm'> & {
    label: string;
    /** The action's button text. */
    children: ReactNode;
  };

/** A selection bar with one action on the selected rows, asked first (delete, inactivate). */
export function ConfirmedSelectionBar({
  selection,
  label,
  question,
  confirmLabel,
  onConfirm,
  children,
}: ConfirmedProps) {
  return (
    <SelectionBar selection={selection} label={label}>
      <ConfirmPopover question={question} confirmLabel={confirmLabel} onConfirm={onConfirm}>
        <Button variant="secondary" className="px-2 py-1">
          {children}
        </Button>
      </ConfirmPopover>
    </SelectionBar>
  );
}
