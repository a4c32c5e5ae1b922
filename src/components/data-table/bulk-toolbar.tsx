/**
 * A list's own bar of bulk actions (ListScreen's `selection.toolbar`): a toolbar named by `label`,
 * how many rows are selected (or `status`, when the page says something else while none is), then
 * the page's actions, each counting the rows it acts on.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectionApi } from '@/hooks/use-selection';

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
