import { createFileRoute } from '@tanstack/react-router';
import { TaskDetailPage } from '@/features/task/task-detail-page';
import { requireModule } from '@/lib/guards';
import { loadNamespaces } from '@/lib/i18n';
import { loadQueries } from '@/lib/query-client';
import { idOfSegment } from '@/lib/url';

export const Route = createFileRoute('/_app/tasks/$id')({
  beforeLoad: requireModule('tasks'),
  loader: (match) => {
    const id = idOfSegment(match.params.id);
    // The texts, and the query factory beside the route's code (out of the start-up bundle: docs/overview.md).
    return Promise.all([
      loadNamespaces('task'),
      id === null
        ? undefined
        : import('@/features/task/api/task-api').then(({ taskQueries }) => loadQueries(match, taskQueries.detail(id))),
    ]);
  },
  component: TaskDetailPage,
});
