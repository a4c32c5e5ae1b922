/**
 * What can be done with a task now, as the server says (`allowedActions`, src/shared/task-states.ts;
 * none but view without the edit right): assign to me, assign to a colleague (the assign-to
 * confirmation), edit the payload (the JSON editor), execute or run again (after a question naming
 * what it does), put on hold, resolve, cancel (after a question), reopen. Each sends the version on
 * screen; a refusal (a colleague changed it, its status no longer allows it) is said and the task
 * shown as it is. The dialogs load when first opened.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { showAlert } from '@/lib/alerts';
import type { TaskAction } from '@/shared/constants/task';
import type { TaskDetail } from '@/shared/schemas/task';
import { failureText, useTaskAction, type TaskRunAction } from '../api/task-mutations';
import { showOutcome } from '../task-outcome';

const AssignDialog = lazy(() => import('./assign-dialog').then((m) => ({ default: m.AssignDialog })));
/** The payload dialog brings the JSON editor and the categories' schemas: loaded only when opened. */
const PayloadDialog = lazy(() => import('./payload-dialog').then((m) => ({ default: m.PayloadDialog })));

type Props = {
  task: TaskDetail;
  /** An execution was queued from here: the page follows it to its outcome. */
  onExecuting: () => void;
};

export function TaskActions({ task, onExecuting }: Props) {
  const { t } = useTranslation();
  const action = useTaskAction();
  const [dialog, setDialog] = useState<'assign' | 'payload' | null>(null);
  const can = (a: TaskAction) => task.allowedActions.includes(a);
  const title = t(`task:categories.${task.category}`);

  const run = async (a: TaskRunAction) => {
    try {
      await action.mutateAsync({ task, action: a });
    } catch (error) {
      showAlert('warning', failureText(error));
      return;
    }
    if (a === 'execute' || a === 'restart') onExecuting();
    else showOutcome(t, a, { done: [task], failed: [] });
    // The button pressed is gone when the new status does not allow it again: the focus goes to
    // the task's heading, not to the start of the page.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body)
        document.querySelector<HTMLElement>('#main [data-page-heading]')?.focus();
    });
  };
  const busy = (a: TaskRunAction) => action.isPending && action.variables?.action === a;
  const plain = (a: TaskRunAction, variant: 'primary' | 'secondary' = 'secondary') =>
    can(a) && (
      <Button variant={variant} busy={busy(a)} disabled={action.isPending} onClick={() => void run(a)}>
        {t(`task:actions.${a}`)}
      </Button>
    );
  const confirmed = (
    a: TaskRunAction,
    question: string,
    tone: 'primary' | 'danger',
    variant: 'primary' | 'secondary',
  ) =>
    can(a) && (
      <ConfirmPopover tone={tone} question={question} confirmLabel={t(`task:actions.${a}`)} onConfirm={() => run(a)}>
        <Button variant={variant} busy={busy(a)} disabled={action.isPending}>
          {t(`task:actions.${a}`)}
        </Button>
      </ConfirmPopover>
    );

  if (!task.allowedActions.some((a) => a !== 'view')) return null;
  return (
    <div className="flex w-full flex-wrap gap-2" role="toolbar" aria-label={t('task:actions.label')}>
      {confirmed('execute', t(`task:execute.question.${task.category}`), 'primary', 'primary')}
      {confirmed('restart', t(`task:execute.question.${task.category}`), 'primary', 'primary')}
      {plain('assignTaskToMe', can('execute') || can('restart') ? 'secondary' : 'primary')}
      {can('assignTask') && (
        <Button variant="secondary" onClick={() => setDialog('assign')}>
          {t('task:actions.assignTask')}
        </Button>
      )}
      {can('editPayload') && (
        <Button variant="secondary" onClick={() => setDialog('payload')}>
          {t('task:actions.editPayload')}
        </Button>
      )}
      {plain('onHold')}
      {plain('resolve')}
      {plain('reOpen')}
      {confirmed('cancel', t('task:cancelQuestion', { task: title }), 'danger', 'secondary')}
      <Suspense fallback={null}>
        {dialog === 'assign' && (
          <AssignDialog
            open
            tasks={[{ taskId: task.taskId, version: task.version, label: task.subject.label }]}
            onClose={() => setDialog(null)}
            onAssigned={(outcome, name) => showOutcome(t, 'assignTask', outcome, name)}
          />
        )}
        {dialog === 'payload' && <PayloadDialog task={task} open onClose={() => setDialog(null)} />}
      </Suspense>
    </div>
  );
}
