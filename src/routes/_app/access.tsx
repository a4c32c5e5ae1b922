import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { accessDefinitionList } from '@/features/access/access-lists';
import { AccessPage } from '@/features/access/access-page';

const list = listRoute(accessDefinitionList);

export const Route = createFileRoute('/_app/access')({ ...list, component: AccessPage });
