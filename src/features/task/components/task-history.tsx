/**
 * A task's history, newest first: when, who (or the system), what was done, and its outcome (the
 * status it moved to, who it went to, what an execution did or why it failed).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { formatTimestamp } from '@/shared/dates';
import { EMPTY } from '@/shared/format';
import type { TaskHistoryEntry } from '@/shared/schemas/task';
import { useReasonText } from './reason-text';
import { TaskStatusBadge } from './task-status';

const col = columnsOf<TaskHistoryEntry>();
function Outcome({ entry }: { entry: TaskHistoryEntry }) {
  const { t } = useTranslation();
  const reason = useReasonText();
  const parts = [
    entry.action === 'assigned' && (entry.assigneeName ?? t('task:nobody')),
    entry.detail && reason(entry.detail),
  ].filter(Boolean);
  return (
    <span className="flex flex-wrap items-center gap-2">
      {entry.toStatus && entry.toStatus !== entry.fromStatus && <TaskStatusBadge status={entry.toStatus} />}
      {parts.length > 0 ? <span className="whitespace-normal">{parts.join(' · ')}</span> : !entry.toStatus && EMPTY}
    </span>
  );
}

export function TaskHistory({ history }: { history: TaskHistoryEntry[] }) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      col('at', t('task:history.at'), 'timestamp', (e) => formatTimestamp(e.at)),
      col('who', t('task:history.who'), (e) => e.userName ?? t('task:history.system')),
      col('action', t('task:history.action'), (e) => t(`task:historyActions.${e.action}`)),
      col('outcome', t('task:history.outcome'), { grow: true, wrap: true }, (e) => <Outcome entry={e} />),
    ],
    [t],
  );
  return (
    <DataTable
      caption={t('task:blocks.history')}
      data={history}
      columns={columns}
      getRowId={(e) => String(e.taskHistoryId)}
      loading={false}
      empty={<p>{t('task:history.empty')}</p>}
      placeholderRows={0}
    />
  );
}
