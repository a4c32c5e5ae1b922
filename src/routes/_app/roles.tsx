import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { roleList } from '@/features/access/access-lists';
import { RolesPage } from '@/features/access/roles-page';

const list = listRoute(roleList);

export const Route = createFileRoute('/_app/roles')({ ...list, component: RolesPage });
