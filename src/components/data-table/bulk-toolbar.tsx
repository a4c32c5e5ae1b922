/**
 * A list's own bar of bulk actions (ListScreen's `selection.toolbar`): a toolbar named by `label`,
 * how many rows are selected (or `status`, when the page says something else while none is), then
 * the page's actions, each counting the rows it acts on; BulkConfirm is one that asks first.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectionApi } from '@/hooks/use-selection';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ConfirmPopover, type ConfirmPopoverProps } from '@/components/ui/confirm-popover';

type Props = {
  selection: Pick<SelectionApi, 'count'>;
  label: string;
  status?: string | undefined;
  children: ReactNode;
};

export function BulkToolbar({ selection, label, status, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={label}>
      <span className="text-sm text-slate-700" role="status">
        {status ?? t('list.selected', { count: selection.count })}
      </span>
      {children}
    </div>
  );
}

type BulkConfirmProps = Pick<ConfirmPopoverProps, 'question' | 'confirmLabel' | 'onConfirm' | 'tone'> &
  Pick<ButtonProps, 'variant' | 'disabled' | 'busy' | 'title' | 'children'>;

/**
 * A bulk action that asks first: its button (secondary by default, beside the list's other actions)
 * opens the question, whose confirm (primary by default: a bulk action is asked for, not a danger)
 * runs `onConfirm`.
 */
export const BulkConfirm = ({ question, confirmLabel, onConfirm, tone = 'primary', ...button }: BulkConfirmProps) => (
  <ConfirmPopover tone={tone} question={question} confirmLabel={confirmLabel} onConfirm={onConfirm}>
    <Button variant="secondary" {...button} />
  </ConfirmPopover>
);
