/**
 * An execution as it goes, said live (a polite status region): while the task is executing, what its
 * handler is doing; once an execution started from this screen has ended, its outcome from the
 * history (done, or failed with the reason) until dismissed. The detail asks for the task again
 * while it executes, besides the hub's announcement of its change.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { TaskDetail } from '@/shared/schemas/task';
import { useReasonText } from './reason-text';

type Props = {
  task: TaskDetail;
  /** An execution was started from this screen: its outcome is shown once it ends. */
  following: boolean;
  onDismiss: () => void;
};

export function ExecutionStatus({ task, following, onDismiss }: Props) {
  const { t } = useTranslation();
  const reason = useReasonText();
  const ended = task.history.find((e) => e.action === 'executionDone' || e.action === 'executionFailed');
  const running = task.status === 'executing';
  return (
    <div role="status" className="w-full empty:hidden" data-testid="execution-status">
      {running ? (
        <div className="flex items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm">
          <span
            className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
            aria-hidden
          />
          <span>{t(`task:execute.running.${task.category}`)}</span>
        </div>
      ) : (
        following &&
        ended && (
          <div
            className={`flex flex-wrap items-center gap-3 rounded-lg border p-3 text-sm ${
              ended.action === 'executionDone'
                ? 'border-green-300 bg-green-50 text-green-900'
                : 'border-red-300 bg-red-50 text-red-900'
            }`}
          >
            <span className="font-medium">
              {ended.action === 'executionDone' ? t('task:execute.done') : t('task:execute.failed')}
            </span>
            {ended.detail && <span>{reason(ended.detail)}</span>}
            <Button variant="secondary" className="ml-auto px-2 py-1 text-xs" onClick={onDismiss}>
              {t('actions.close')}
            </Button>
          </div>
        )
      )}
    </div>
  );
}
