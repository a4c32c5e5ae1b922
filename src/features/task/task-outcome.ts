/** What an action on tasks did, said as alerts: how many were done, and why the others were not. */
import type { TFunction } from 'i18next';
import { showAlert } from '@/lib/alerts';
import type { BulkOutcome, TaskRunAction } from './api/task-mutations';

export function showOutcome(t: TFunction, action: TaskRunAction, outcome: BulkOutcome, name?: string) {
  const done = outcome.done.length;
  const [first] = outcome.failed;
  if (done > 0) showAlert('success', t(`task:done.${action}`, { count: done, name }));
  if (first) showAlert('warning', t('task:notDone', { count: outcome.failed.length, reason: first.reason }));
}
