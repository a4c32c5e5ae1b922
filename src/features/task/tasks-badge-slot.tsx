import { lazy, Suspense } from 'react';

/**
 * The sidebar's count of my tasks to do, loaded after the shell (its call and query are not paid by
 * every page's first load); nothing shows until it has counted anyway.
 */
const TasksBadge = lazy(() => import('./tasks-badge').then((m) => ({ default: m.TasksBadge })));

export function TasksBadgeSlot() {
  return (
    <Suspense fallback={null}>
      <TasksBadge />
    </Suspense>
  );
}
