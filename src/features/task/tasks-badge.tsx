import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/shared/format';
import { myTaskCount } from './api/my-task-count';

/**
 * The count of the signed-in user's tasks still to be dealt with, beside the Tasks entry of the
 * sidebar (nothing when there are none). The link's name reads "Tasks 3 of yours to do": the count
 * shown, then its meaning for screen readers only (label in name, WCAG 2.5.3).
 */
export function TasksBadge() {
  const { t } = useTranslation();
  const count = useQuery(myTaskCount()).data ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span
        data-testid="tasks-badge"
        className="ml-auto rounded-full bg-amber-300 px-2 text-xs font-semibold text-slate-900"
      >
        {count > 99 ? '99+' : formatCount(count)}
      </span>
      <span className="sr-only"> {t('nav.myTasks')}</span>
    </>
  );
}
