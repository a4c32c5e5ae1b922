/**
 * A task under /tasks/{id}: what it is about (a link to the company, contract, invoice, mail or
 * import), its category, status, assignee and due date, its payload read as label and value pairs,
 * its history (who, when, what, the outcome), and the actions its status allows the user now
 * (`allowedActions`). An execution's progress and outcome show as they happen. A bad id is the
 * not-found state.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordDetail } from '@/components/detail/detail-states';
import { DetailScreen } from '@/components/detail/detail-screen';
import { BackLink, CompanyLink } from '@/components/detail/links';
import { Block, FactsBlock } from '@/components/layout/block';
import { formatTimestamp, formatWireDay } from '@/shared/dates';
import { EMPTY } from '@/shared/format';
import type { TaskDetail } from '@/shared/schemas/task';
import { taskQueries } from './api/task-api';
import { ExecutionStatus } from './components/execution-status';
import { PayloadFacts } from './components/payload-facts';
import { useReasonText } from './components/reason-text';
import { TaskActions } from './components/task-actions';
import { TaskHistory } from './components/task-history';
import { TaskStatusBadge } from './components/task-status';
import { TaskSubjectLink } from './components/task-subject';

/** While it executes, the task is asked for again every few seconds (the hub says so too, when it can). */
const EXECUTING_POLL_MS = 2_000;
const taskWhileExecuting = (id: number) => ({
  ...taskQueries.detail(id),
  refetchInterval: (query: { state: { data?: TaskDetail | undefined } }) =>
    query.state.data?.status === 'executing' ? EXECUTING_POLL_MS : false,
});

export function TaskDetailPage() {
  return (
    <RecordDetail param="id" query={taskWhileExecuting} texts="task:" back="/tasks">
      {(found) => <TaskScreen task={found} />}
    </RecordDetail>
  );
}

function TaskScreen({ task }: { task: TaskDetail }) {
  const { t } = useTranslation();
  const reason = useReasonText();
  const [following, setFollowing] = useState(false);
  const category = t(`task:categories.${task.category}`);
  return (
    <DetailScreen
      titleId="task-title"
      back={<BackLink to="/tasks">{t('task:backToList')}</BackLink>}
      title={t('task:title', { category, subject: task.subject.label })}
      wrap
      line={
        <>
          <TaskStatusBadge status={task.status} />
          <span>{task.assigneeName ? t('task:assignedTo', { name: task.assigneeName }) : t('task:unassigned')}</span>
          {task.dueDate && <span>{t('task:dueOn', { date: formatWireDay(task.dueDate) })}</span>}
        </>
      }
      rest={
        <>
          <TaskActions task={task} onExecuting={() => setFollowing(true)} />
          <ExecutionStatus task={task} following={following} onDismiss={() => setFollowing(false)} />
        </>
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <FactsBlock
          title={t('task:blocks.task')}
          rows={[
            [t('task:fields.subject'), <TaskSubjectLink key="subject" subject={task.subject} />],
            [t('task:fields.subjectKind'), t(`task:subjectKinds.${task.subject.kind}`)],
            [t('task:fields.category'), category],
            [t('task:fields.status'), <TaskStatusBadge key="status" status={task.status} />],
            [t('task:fields.assignee'), task.assigneeName ?? t('task:nobody')],
            [t('task:fields.dueDate'), formatWireDay(task.dueDate)],
            [
              t('task:fields.company'),
              task.companyId ? (
                <CompanyLink key="company" id={task.companyId}>
                  {task.companyName ?? task.companyId}
                </CompanyLink>
              ) : (
                EMPTY
              ),
            ],
            task.lastError && [
              t('task:fields.lastError'),
              <span key="error" className="text-red-800">
                {reason(task.lastError)}
              </span>,
            ],
            [t('task:fields.createdAt'), formatTimestamp(task.createdAt)],
            [t('task:fields.createdBy'), task.createdByName ?? t('task:history.system')],
            [t('task:fields.updatedAt'), formatTimestamp(task.updatedAt)],
          ]}
        />
        <Block title={t('task:blocks.payload')}>
          <PayloadFacts payload={task.payload} />
        </Block>
      </div>
      <Block title={t('task:blocks.history')}>
        <TaskHistory history={task.history} />
      </Block>
    </DetailScreen>
  );
}
