/**
 * The tasks list (/tasks): the staff's work queue, the first due first. Search, filters (status, the
 * active ones unless chosen; category; assignee: mine, nobody, or people found on the server; the
 * due date from and until) with saved filters, server-side sorting and paging, all in the URL. A
 * row's subject opens the task. With the tasks edit right, selected tasks are assigned to me, assigned
 * to a colleague (after the assign-to confirmation) or resolved (after a question): each button
 * counts the selected tasks that allow it and acts on those only. Live: the hub's changes of the
 * tasks domain refresh the rows.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { RecordLink } from '@/components/data-table/record-link';
import { ComboboxFilter } from '@/components/filters/combobox-filter';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { OptionFilter } from '@/components/filters/option-filter';
import { BulkConfirm, BulkToolbar } from '@/components/data-table/bulk-toolbar';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { Button } from '@/components/ui/button';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useAccess } from '@/hooks/use-access';
import type { SelectionApi } from '@/hooks/use-selection';
import { TASK_DEFAULT_STATUSES, type TaskAction } from '@/shared/constants/task';
import { formatTimestamp, formatWireDay } from '@/shared/dates';
import { EMPTY } from '@/shared/format';
import type { TaskListItem } from '@/shared/schemas/task';
import { taskQueries } from './api/task-api';
import { useBulkTaskAction, type TaskRunAction } from './api/task-mutations';
import { TaskStatusBadge } from './components/task-status';
import { taskList } from './task-list';
import { showOutcome } from './task-outcome';

/** The assign-to confirmation (zod, the combobox) loads when first opened. */
const AssignDialog = lazy(() => import('./components/assign-dialog').then((m) => ({ default: m.AssignDialog })));

const col = columnsOf<TaskListItem>();

export function TasksPage() {
  const { t } = useTranslation();
  const list = useRouteListState(taskList);
  const tasks = useQuery(taskQueries.list(list.query));
  const canEdit = useAccess().canEdit('tasks');
  const bulk = useBulkTaskAction();
  const [assigning, setAssigning] = useState<{ rows: TaskListItem[]; selection: SelectionApi } | null>(null);

  const columns = useMemo(
    () => [
      col('subject', t('task:fields.subject'), { grow: true }, (task) => (
        <RecordLink to="/tasks/$id" params={{ id: String(task.taskId) }} text={task.subject.label} strong />
      )),
      col('category', t('task:fields.category'), (task) => t(`task:categories.${task.category}`)),
      col('status', t('task:fields.status'), 'status', (task) => <TaskStatusBadge status={task.status} />),
      col('assignee', t('task:fields.assignee'), (task) => (
        <TruncatedText text={task.assigneeName ?? t('task:nobody')} className="max-w-48" />
      )),
      col('company', t('task:fields.company'), { hideBelow: '6xl' }, (task) =>
        task.companyName ? <TruncatedText text={task.companyName} className="max-w-48" /> : EMPTY,
      ),
      col('dueDate', t('task:fields.dueDate'), 'date', (task) => formatWireDay(task.dueDate)),
      col('updatedAt', t('task:fields.updatedAt'), { kind: 'timestamp', hideBelow: '6xl' }, (task) =>
        formatTimestamp(task.updatedAt),
      ),
    ],
    [t],
  );

  /** The selected rows of the page that allow the action. */
  const allowing = (selection: SelectionApi, action: TaskAction) =>
    (tasks.data?.items ?? []).filter(
      (task) => selection.selected.has(String(task.taskId)) && task.allowedActions.includes(action),
    );
  const run = async (selection: SelectionApi, action: TaskRunAction) => {
    const outcome = await bulk.mutateAsync({ tasks: allowing(selection, action), action });
    selection.clear();
    showOutcome(t, action, outcome);
  };

  const toolbar = (selection: SelectionApi) => {
    const toMe = allowing(selection, 'assignTaskToMe').length;
    const assign = allowing(selection, 'assignTask');
    const resolve = allowing(selection, 'resolve').length;
    return (
      <BulkToolbar selection={selection} label={t('task:bulk.label')}>
        <Button
          variant="secondary"
          disabled={toMe === 0}
          busy={bulk.isPending && bulk.variables?.action === 'assignTaskToMe'}
          onClick={() => void run(selection, 'assignTaskToMe').catch(() => {})}
        >
          {t('task:bulk.assignToMe', { count: toMe })}
        </Button>
        <Button
          variant="secondary"
          disabled={assign.length === 0}
          onClick={() => setAssigning({ rows: assign, selection })}
        >
          {t('task:bulk.assign', { count: assign.length })}
        </Button>
        <BulkConfirm
          question={t('task:bulk.resolveQuestion', { count: resolve })}
          confirmLabel={t('task:actions.resolve')}
          onConfirm={() => run(selection, 'resolve')}
          disabled={resolve === 0}
        >
          {t('task:bulk.resolve', { count: resolve })}
        </BulkConfirm>
      </BulkToolbar>
    );
  };

  return (
    <ListScreen
      list={list}
      rows={tasks}
      columns={columns}
      rowId={(task) => String(task.taskId)}
      texts="task:"
      filters={
        <>
          <OptionFilter
            legend={t('task:fields.status')}
            {...list.codes('statuses', (s) => t(`task:statuses.${s}`), [...TASK_DEFAULT_STATUSES])}
          />
          <OptionFilter
            legend={t('task:fields.category')}
            {...list.codes('categories', (c) => t(`task:categories.${c}`))}
          />
          <OptionFilter
            legend={t('task:fields.assignee')}
            {...list.codes('assignees', (w) => t(`task:assignees.${w}`))}
          />
          <ComboboxFilter
            legend={t('task:fields.assignedTo')}
            {...list.filter('assigneeIds')}
            records={taskQueries.entities}
            toChoice={(e) => ({ id: e.userId, label: e.name })}
          />
          <DateRangeFilter
            legend={t('task:fields.dueDate')}
            from={list.search.dueFrom}
            until={list.search.dueUntil}
            onChange={({ from, until }) => list.setFilters({ dueFrom: from, dueUntil: until })}
          />
        </>
      }
      selection={
        canEdit
          ? {
              rowLabel: (task) =>
                t('task:rowLabel', { subject: task.subject.label, category: t(`task:categories.${task.category}`) }),
              toolbar,
            }
          : undefined
      }
    >
      {assigning && (
        <Suspense fallback={null}>
          <AssignDialog
            open
            tasks={assigning.rows.map((task) => ({
              taskId: task.taskId,
              version: task.version,
              label: task.subject.label,
            }))}
            onClose={() => setAssigning(null)}
            onAssigned={(outcome, name) => {
              assigning.selection.clear();
              showOutcome(t, 'assignTask', outcome, name);
            }}
          />
        </Suspense>
      )}
    </ListScreen>
  );
}
