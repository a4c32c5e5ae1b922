import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { taskList } from '@/features/task/task-list';
import { TasksPage } from '@/features/task/tasks-page';

const list = listRoute(taskList);

export const Route = createFileRoute('/_app/tasks/')({ ...list, component: TasksPage });
