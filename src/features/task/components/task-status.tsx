import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { TaskStatus } from '@/shared/constants/task';
import { TASK_STATUS_TONE } from '@/shared/task-states';

/** A task's status as a badge in its tone (failed stands out, resolved is green). */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TASK_STATUS_TONE[status]}>{t(`task:statuses.${status}`)}</Badge>;
}
